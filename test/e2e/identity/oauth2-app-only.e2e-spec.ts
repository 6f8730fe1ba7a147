import { Client } from '@xdevplatform/xdk';
import { admin, startTestApp, type TestApp, uniqueScreenName } from '../../support/app';
import { WhoAmIFixtureModule } from '../../support/fixtures/whoami.fixture';
import { signedFetch } from '../../support/oauth1-client';

describe('OAuth 2.0 app-only bearer tokens', () => {
  let t: TestApp;
  let base: string;
  let a: ReturnType<typeof admin>;

  beforeAll(async () => {
    t = await startTestApp({ BEARER_TOKEN_REQUESTS_PER_15_MINUTES: '5' }, [WhoAmIFixtureModule]);
    base = await t.listen();
    a = admin(t);
  });
  afterAll(() => t.close());

  const newApp = async () => (await a.post('/admin/apps', { name: 'App-only' })).body.data;
  const basic = (key: string, secret: string) =>
    `Basic ${Buffer.from(`${encodeURIComponent(key)}:${encodeURIComponent(secret)}`).toString('base64')}`;
  const obtain = (key: string, secret: string, body = 'grant_type=client_credentials', type = 'application/x-www-form-urlencoded;charset=UTF-8') =>
    fetch(`${base}/oauth2/token`, { method: 'POST', headers: { authorization: basic(key, secret), 'content-type': type }, body });

  it('issues one token per app: the same again until invalidated, then a different one', async () => {
    const app = await newApp();
    const first = await obtain(app.consumer_key, app.consumer_secret);
    expect(first.status).toBe(200);
    const body = await first.json();
    expect(body).toEqual({ token_type: 'bearer', access_token: expect.stringMatching(/^AAAAAAAAAAAAAAAAAAAAA[A-Za-z0-9_-]+$/) });
    const second = await (await obtain(app.consumer_key, app.consumer_secret)).json();
    expect(second.access_token).toBe(body.access_token);

    // only a hash is stored
    const stored = await t.dataSource.query('SELECT token_hash FROM identity.bearer_tokens WHERE app_id = $1', [app.id]);
    expect(stored).toHaveLength(1);
    expect(stored[0].token_hash).not.toContain(body.access_token);

    const listed = await fetch(`${base}/2/webhooks`, { headers: { authorization: `Bearer ${body.access_token}` } });
    expect(listed.status).toBe(200);
    expect(await listed.json()).toEqual({ data: [], meta: { result_count: 0 } });

    const revoke = await fetch(`${base}/oauth2/invalidate_token`, {
      method: 'POST',
      headers: { authorization: basic(app.consumer_key, app.consumer_secret), 'content-type': 'application/x-www-form-urlencoded' },
      body: `access_token=${encodeURIComponent(body.access_token)}`,
    });
    expect(revoke.status).toBe(200);
    expect(await revoke.json()).toEqual({ access_token: body.access_token });

    const refused = await fetch(`${base}/2/webhooks`, { headers: { authorization: `Bearer ${body.access_token}` } });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ title: 'Unauthorized', type: 'about:blank', status: 401, detail: 'Unauthorized' });
    const third = await (await obtain(app.consumer_key, app.consumer_secret)).json();
    expect(third.access_token).not.toBe(body.access_token);
  });

  it('works with the official TypeScript SDK pointed at aviary', async () => {
    const app = await newApp();
    const { access_token } = await (await obtain(app.consumer_key, app.consumer_secret)).json();
    const client = new Client({ bearerToken: access_token, baseUrl: base });
    const response = await client.webhooks.get({ webhookConfigFields: ['id', 'url', 'valid', 'created_at'] });
    // the SDK hands responses back with camelCase keys
    expect(response).toEqual({ data: [], meta: { resultCount: 0 } });
  });

  /** The app-only page's answer to every invalid request for a token or its revocation. */
  const UNABLE_TO_VERIFY = { errors: [{ code: 99, label: 'authenticity_token_error', message: 'Unable to verify your credentials' }] };

  it('refuses wrong credentials and every invalid request with 403 code 99, as the app-only page shows', async () => {
    const app = await newApp();
    const refusals = [
      await obtain(app.consumer_key, 'nope'),
      await fetch(`${base}/oauth2/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'grant_type=client_credentials' }),
      // leaving out grant_type=client_credentials, the page's own example
      await obtain(app.consumer_key, app.consumer_secret, ''),
      await obtain(app.consumer_key, app.consumer_secret, 'grant_type=password'),
      await obtain(app.consumer_key, app.consumer_secret, '{"grant_type":"client_credentials"}', 'application/json'),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(403);
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(JSON.stringify(await res.json())).toBe(JSON.stringify(UNABLE_TO_VERIFY));
    }
    // no token was issued by any of them
    expect(await t.dataSource.query('SELECT 1 FROM identity.bearer_tokens WHERE app_id = $1', [app.id])).toEqual([]);
  });

  it("issues a token for the bearer token page's curl call (-u key:secret --data grant_type=client_credentials)", async () => {
    const app = await newApp();
    const res = await fetch(`${base}/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${app.consumer_key}:${app.consumer_secret}`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(Object.keys(await res.json())).toEqual(['token_type', 'access_token']);
  });

  it('refuses requests that come too often for one app with 403 code 99', async () => {
    const app = await newApp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await obtain(app.consumer_key, app.consumer_secret)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 403]);
    expect(await (await obtain(app.consumer_key, app.consumer_secret)).json()).toEqual(UNABLE_TO_VERIFY);
    // another app is not affected
    const other = await newApp();
    expect((await obtain(other.consumer_key, other.consumer_secret)).status).toBe(200);
  });

  it('invalidates a bearer token by a request the app signs with OAuth 1.0a, as the docs show it', async () => {
    const app = await newApp();
    const bearer = (await (await obtain(app.consumer_key, app.consumer_secret)).json()).access_token;
    const user = (await a.post('/admin/users', { screen_name: uniqueScreenName(), password: 'x' })).body.data;
    const tk = (await a.post(`/admin/users/${user.id}/access_tokens`, { app_id: app.id })).body.data;
    const signed = (consumer: { key: string; secret: string }) =>
      signedFetch('POST', `${base}/oauth2/invalidate_token?access_token=${encodeURIComponent(bearer)}`, {
        consumer,
        token: { key: tk.oauth_token, secret: tk.oauth_token_secret },
      });
    // a wrong consumer secret: the signature fails, nothing is revoked
    const forged = await signed({ key: app.consumer_key, secret: 'wrong' });
    expect(forged.status).toBe(401);
    expect((await fetch(`${base}/2/webhooks`, { headers: { authorization: `Bearer ${bearer}` } })).status).toBe(200);
    const res = await signed({ key: app.consumer_key, secret: app.consumer_secret });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ access_token: bearer });
    expect((await fetch(`${base}/2/webhooks`, { headers: { authorization: `Bearer ${bearer}` } })).status).toBe(401);
  });

  it('invalidating an incorrect or revoked token, or none, is 403 code 99, as the app-only page shows', async () => {
    const app = await newApp();
    const invalidate = (body: string, key = app.consumer_key, secret = app.consumer_secret) =>
      fetch(`${base}/oauth2/invalidate_token`, {
        method: 'POST',
        headers: { authorization: basic(key, secret), 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
    const bearer = (await (await obtain(app.consumer_key, app.consumer_secret)).json()).access_token;
    const other = await newApp();
    const refusals = [
      await invalidate('access_token=AAAAnotatoken'),
      await invalidate(''),
      // another app's credentials cannot revoke it
      await invalidate(`access_token=${encodeURIComponent(bearer)}`, other.consumer_key, other.consumer_secret),
      await invalidate(`access_token=${encodeURIComponent(bearer)}`, app.consumer_key, 'wrong'),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual(UNABLE_TO_VERIFY);
    }
    // still outstanding after all those
    expect((await fetch(`${base}/2/webhooks`, { headers: { authorization: `Bearer ${bearer}` } })).status).toBe(200);
    expect((await invalidate(`access_token=${encodeURIComponent(bearer)}`)).status).toBe(200);
    const revoked = await invalidate(`access_token=${encodeURIComponent(bearer)}`);
    expect(revoked.status).toBe(403);
    expect(await revoked.json()).toEqual(UNABLE_TO_VERIFY);
  });

  describe('GET /2/webhooks and the schemes routes take', () => {
    it('no credentials: 401 problem', async () => {
      const res = await fetch(`${base}/2/webhooks`);
      expect(res.status).toBe(401);
      expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(await res.json()).toEqual({ title: 'Unauthorized', type: 'about:blank', status: 401, detail: 'Unauthorized' });
    });

    it('OAuth 1.0a user context where only app-only is taken: 403 unsupported-authentication', async () => {
      const app = await newApp();
      const user = (await a.post('/admin/users', { screen_name: uniqueScreenName(), password: 'x' })).body.data;
      const tk = (await a.post(`/admin/users/${user.id}/access_tokens`, { app_id: app.id })).body.data;
      const res = await signedFetch('GET', `${base}/2/webhooks`, {
        consumer: { key: app.consumer_key, secret: app.consumer_secret },
        token: { key: tk.oauth_token, secret: tk.oauth_token_secret },
      });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        title: 'Unsupported Authentication',
        detail: expect.stringContaining('Authenticating with OAuth 1.0a User Context is forbidden for this endpoint'),
        type: 'https://api.twitter.com/2/problems/unsupported-authentication',
        status: 403,
      });
    });

    it('a bearer token on an ads route: 401 UNAUTHORIZED_ACCESS', async () => {
      const app = await newApp();
      const { access_token } = await (await obtain(app.consumer_key, app.consumer_secret)).json();
      const res = await fetch(`${base}/12/whoami`, { headers: { authorization: `Bearer ${access_token}` } });
      expect(res.status).toBe(401);
      expect((await res.json()).errors[0].code).toBe('UNAUTHORIZED_ACCESS');
    });

    it('validates webhook_config.fields, naming the parameter', async () => {
      const app = await newApp();
      const { access_token } = await (await obtain(app.consumer_key, app.consumer_secret)).json();
      for (const fields of ['nope', 'id,id', '', 'id,,url']) {
        const res = await fetch(`${base}/2/webhooks?webhook_config.fields=${fields}`, {
          headers: { authorization: `Bearer ${access_token}` },
        });
        expect(res.status).toBe(400);
        const body = await res.json();
        expect(body.type).toBe('https://api.twitter.com/2/problems/invalid-request');
        expect(Object.keys(body.errors[0].parameters)).toEqual(['webhook_config.fields']);
      }
    });
  });
});
