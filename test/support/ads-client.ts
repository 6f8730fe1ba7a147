import { admin, type TestApp, uniqueScreenName } from './app';
import { type Consumer, signedFetch, type Token } from './oauth1-client';

/**
 * An ads API caller for tests: a provisioned app, user, access token and
 * production ad account, and OAuth 1.0a-signed requests that put parameters
 * in the query string, as the official SDKs do.
 */
export interface AdsCaller {
  consumer: Consumer;
  token: Token;
  userId: string;
  accountId: string;
  appId: string;
  request(method: string, path: string, params?: Record<string, string | number | boolean | string[]>, options?: { sandbox?: boolean; json?: unknown }): Promise<{ status: number; body: any; headers: Headers }>;
  get(path: string, params?: Record<string, string | number | boolean | string[]>): Promise<{ status: number; body: any; headers: Headers }>;
  post(path: string, params?: Record<string, string | number | boolean | string[]>): Promise<{ status: number; body: any; headers: Headers }>;
  put(path: string, params?: Record<string, string | number | boolean | string[]>): Promise<{ status: number; body: any; headers: Headers }>;
  delete(path: string, params?: Record<string, string | number | boolean | string[]>): Promise<{ status: number; body: any; headers: Headers }>;
}

export function query(params: Record<string, string | number | boolean | string[]> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) search.append(key, value.join(','));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export async function adsCaller(
  t: TestApp,
  urls: { api: string; sandbox?: string },
  options: { accessType?: 'read' | 'write'; existing?: { consumer: Consumer; appId: string } } = {},
): Promise<AdsCaller> {
  const a = admin(t);
  const app = options.existing
    ? { id: options.existing.appId, consumer_key: options.existing.consumer.key, consumer_secret: options.existing.consumer.secret }
    : (await a.post('/admin/apps', { name: 'Ads client' })).body.data;
  const user = (await a.post('/admin/users', { screen_name: uniqueScreenName('a'), password: 'x' })).body.data;
  const token = (await a.post(`/admin/users/${user.id}/access_tokens`, { app_id: app.id, access_type: options.accessType ?? 'write' })).body.data;
  const account = (await a.post('/admin/ad_accounts', { user_id: user.id, name: 'Test account' })).body.data;
  const consumer = { key: app.consumer_key, secret: app.consumer_secret };
  const tk = { key: token.oauth_token, secret: token.oauth_token_secret };
  const request: AdsCaller['request'] = async (method, path, params = {}, opts = {}) => {
    const base = opts.sandbox ? urls.sandbox! : urls.api;
    const res = await signedFetch(method, `${base}${path}${query(params)}`, { consumer, token: tk, json: opts.json });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
  };
  return {
    consumer,
    token: tk,
    userId: user.id,
    accountId: account.id,
    appId: app.id,
    request,
    get: (path, params) => request('GET', path, params),
    post: (path, params) => request('POST', path, params),
    put: (path, params) => request('PUT', path, params),
    delete: (path, params) => request('DELETE', path, params),
  };
}
