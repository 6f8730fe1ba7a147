import { admin, type TestApp } from './app';
import { signedFetch } from './oauth1-client';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver';

export interface PlatformApp {
  app: { id: string; consumer_key: string; consumer_secret: string };
  token: string;
  receiver: WebhookReceiver;
  /** A platform call with the app's bearer token. */
  call(method: string, path: string, body?: unknown): ReturnType<ReturnType<TestApp['api']>['get']>;
  /** Platform calls in a user's context: the user authorizes the app (an access token), and calls are signed with OAuth 1.0a. */
  asUser(userId: string): Promise<(method: string, path: string, body?: unknown) => Promise<{ status: number; body: any }>>;
}

/**
 * A fresh app with an app-only bearer token (from POST /oauth2/token) and a
 * local webhook receiver that answers its CRC challenges.
 */
export async function newPlatformApp(t: TestApp, base: string, receivers: WebhookReceiver[], name = 'Activity'): Promise<PlatformApp> {
  const app = (await admin(t).post('/admin/apps', { name })).body.data;
  const basic = `Basic ${Buffer.from(`${app.consumer_key}:${app.consumer_secret}`).toString('base64')}`;
  const response = await fetch(`${base}/oauth2/token`, {
    method: 'POST',
    headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
  });
  const token = ((await response.json()) as { access_token: string }).access_token;
  const receiver = await startWebhookReceiver(app.consumer_secret);
  receivers.push(receiver);
  const call = (method: string, path: string, body?: unknown) =>
    t
      .api()
      [method.toLowerCase() as 'get'](path)
      .set('authorization', `Bearer ${token}`)
      .send(body as object);
  const asUser = async (userId: string) => {
    const tk = (await admin(t).post(`/admin/users/${userId}/access_tokens`, { app_id: app.id }).expect(201)).body.data;
    const consumer = { key: app.consumer_key, secret: app.consumer_secret };
    const userToken = { key: tk.oauth_token, secret: tk.oauth_token_secret };
    return async (method: string, path: string, body?: unknown) => {
      const res = await signedFetch(method, `${base}${path}`, { consumer, token: userToken, json: body });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : undefined };
    };
  };
  return { app, token, receiver, call, asUser };
}
