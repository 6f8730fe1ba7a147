import { admin, startTestApp, type TestApp, userWithPassword } from '../../support/app';
import { signedFetch } from '../../support/oauth1-client';
import { OAUTH2_TEST_REDIRECT, oauth2UserToken } from '../../support/oauth2-user';

/**
 * OAuth 2.0 user tokens on the ads API, as the Ads MCP page describes them:
 * `ads.read` reads, `ads.write` writes, the token sees the accounts its user
 * can access, and the rate limits count per user as for OAuth 1.0a.
 */
describe('OAuth 2.0 user tokens on the ads API', () => {
  let t: TestApp;
  let base: string;
  let a: ReturnType<typeof admin>;
  let app: { id: string; consumer_key: string; consumer_secret: string; oauth2_client_id: string; oauth2_client_secret: string };
  let user: { id: string; screen_name: string; password: string };
  let accountId: string;
  let instrumentId: string;
  const tokens: Record<string, string> = {};

  const newUser = () => userWithPassword(a, 'o2');
  const call = async (method: string, path: string, token: string, url = base) => {
    const res = await fetch(`${url}${path}`, { method, headers: { authorization: `Bearer ${token}` } });
    return { status: res.status, headers: res.headers, body: (await res.json()) as any };
  };

  beforeAll(async () => {
    t = await startTestApp();
    base = await t.listen();
    a = admin(t);
    app = (await a.post('/admin/apps', { name: 'Ads token app', callback_urls: [OAUTH2_TEST_REDIRECT] })).body.data;
    user = await newUser();
    accountId = (await a.post('/admin/ad_accounts', { user_id: user.id, name: 'Bearer account' })).body.data.id;
    for (const scope of ['ads.read', 'ads.write', 'ads.read ads.write', 'tweet.read users.read']) tokens[scope] = await oauth2UserToken(base, app, user, scope);
    instrumentId = (await call('GET', `/12/accounts/${accountId}/funding_instruments`, tokens['ads.read'])).body.data[0].id;
  });
  afterAll(() => t.close());

  it('reads with ads.read and writes with ads.write, the change made by the user through an app', async () => {
    const accounts = await call('GET', '/12/accounts', tokens['ads.read']);
    expect(accounts.status).toBe(200);
    expect(accounts.body.data.map((account: { id: string }) => account.id)).toEqual([accountId]);
    const created = await call('POST', `/12/accounts/${accountId}/campaigns?funding_instrument_id=${instrumentId}&name=Bearer&daily_budget_amount_local_micro=5000000`, tokens['ads.write']);
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ name: 'Bearer', entity_status: 'ACTIVE' });
    const hour = 3_600_000;
    const window = new URLSearchParams({
      entity_type: 'CAMPAIGN',
      entity_id: created.body.data.id,
      start_time: new Date(Math.floor(Date.now() / hour - 1) * hour).toISOString(),
      end_time: new Date(Math.floor(Date.now() / hour + 2) * hour).toISOString(),
    });
    const history = await call('GET', `/12/accounts/${accountId}/account_history?${window}`, tokens['ads.read']);
    expect(history.body.data).toEqual([expect.objectContaining({ change_type: 'CREATE', change_by: { user_id: user.id, platform: 'API_OTHER' } })]);
  });

  it('refuses a write without ads.write and a read without ads.read, naming the scope, in the ads error shape', async () => {
    const write = await call('POST', `/12/accounts/${accountId}/campaigns?funding_instrument_id=${instrumentId}&name=No`, tokens['ads.read']);
    expect(write.status).toBe(403);
    expect(write.body.errors).toEqual([{ code: 'READONLY_CLIENT_APPLICATION', message: expect.stringContaining('[ads.write]') }]);
    const read = await call('GET', `/12/accounts/${accountId}/campaigns`, tokens['ads.write']);
    expect(read.status).toBe(403);
    expect(read.body.errors).toEqual([{ code: 'UNAUTHORIZED_CLIENT_APPLICATION', message: expect.stringContaining('[ads.read]') }]);
    const platformOnly = await call('GET', '/12/accounts', tokens['tweet.read users.read']);
    expect(platformOnly.status).toBe(403);
    expect(platformOnly.body.errors[0].code).toBe('UNAUTHORIZED_CLIENT_APPLICATION');
    const appOnly = await fetch(`${base}/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${app.consumer_key}:${app.consumer_secret}`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    const bearer = ((await appOnly.json()) as { access_token: string }).access_token;
    const refused = await call('GET', '/12/accounts', bearer);
    expect(refused.status).toBe(401);
    expect(refused.body.errors[0].code).toBe('UNAUTHORIZED_ACCESS');
  });

  it("shows a token only its user's accounts", async () => {
    const stranger = await oauth2UserToken(base, app, await newUser(), 'ads.read ads.write');
    expect((await call('GET', '/12/accounts', stranger)).body.data).toEqual([]);
    const denied = await call('GET', `/12/accounts/${accountId}/campaigns`, stranger);
    expect(denied.status).toBe(403);
    expect(denied.body.errors[0]).toMatchObject({ code: 'ACCOUNT_NOT_FOUND', parameter: 'account_id' });
  });

  it('counts the rate limits per user and app whichever way the user signs: an OAuth 1.0a call and a bearer call draw on one budget', async () => {
    const oauth1 = (await a.post(`/admin/users/${user.id}/access_tokens`, { app_id: app.id, access_type: 'write' })).body.data;
    const path = `/12/accounts/${accountId}/line_items`;
    const first = await call('GET', path, tokens['ads.read']);
    const signed = await signedFetch('GET', `${base}${path}`, {
      consumer: { key: app.consumer_key, secret: app.consumer_secret },
      token: { key: oauth1.oauth_token, secret: oauth1.oauth_token_secret },
    });
    expect(signed.status).toBe(200);
    const remaining = (headers: Headers, name: string) => Number(headers.get(name));
    expect(remaining(signed.headers, 'x-rate-limit-remaining')).toBe(remaining(first.headers, 'x-rate-limit-remaining') - 1);
    expect(remaining(signed.headers, 'x-account-rate-limit-remaining')).toBe(remaining(first.headers, 'x-account-rate-limit-remaining') - 1);
  });

  it('keeps the betas of the app behind the token', async () => {
    const narrowed = (await a.post('/admin/apps', { name: 'No history', callback_urls: [OAUTH2_TEST_REDIRECT], betas: ['catalog'] })).body.data;
    const token = await oauth2UserToken(base, narrowed, user, 'ads.read');
    const res = await call('GET', `/12/accounts/${accountId}/account_history?entity_type=CAMPAIGN&entity_id=x&start_time=2026-01-01T00:00:00Z&end_time=2026-01-02T00:00:00Z`, token);
    expect(res.status).toBe(403);
    expect(res.body.errors[0].code).toBe('UNAUTHORIZED_CLIENT_APPLICATION');
  });

  it('serves the sandbox listener to a user token too', async () => {
    const sandbox = await t.listenSandbox();
    const created = await call('POST', '/12/accounts', tokens['ads.read ads.write'], sandbox);
    expect(created.status).toBe(200);
    const listed = await call('GET', '/12/accounts', tokens['ads.read'], sandbox);
    expect(listed.body.data.map((account: { id: string }) => account.id)).toContain(created.body.data[0].id);
  });

  it('documents each ads operation with the scope its method needs', async () => {
    const document = (await t.api().get('/openapi.json')).body;
    const operations = document.paths['/12/accounts/{account_id}/campaigns'];
    expect(operations.get.security).toEqual([{ UserToken: [] }, { OAuth2UserToken: ['ads.read'] }]);
    expect(operations.post.security).toEqual([{ UserToken: [] }, { OAuth2UserToken: ['ads.write'] }]);
    expect(Object.keys(document.components.securitySchemes.OAuth2UserToken.flows.authorizationCode.scopes)).toEqual(expect.arrayContaining(['ads.read', 'ads.write']));
  });
});
