import { RequestGate } from '@platform/snapshots';
import { admin, ADMIN_TOKEN, startTestApp, type TestApp, uniqueScreenName } from '../../support/app';
import { authorizationHeader, oauthClient, signedFetch } from '../../support/oauth1-client';

/**
 * GET /admin/requests: each replica's last API requests, with who called, the
 * answer's status and, for failures, the body sent; a refused OAuth 1.0a
 * signature shows the base string the server computed.
 */
describe('the request log', () => {
  let t: TestApp;
  let base: string;
  let app: { id: string; consumer_key: string; consumer_secret: string };
  let user: { id: string };
  let token: { oauth_token: string; oauth_token_secret: string };

  beforeAll(async () => {
    t = await startTestApp({ REQUEST_LOG_SIZE: '50' });
    base = await t.listen();
    app = (await admin(t).post('/admin/apps', { name: 'Logged' }).expect(201)).body.data;
    user = (await admin(t).post('/admin/users', { screen_name: uniqueScreenName('log'), password: 'pw-123456' }).expect(201)).body.data;
    token = (await admin(t).post(`/admin/users/${user.id}/access_tokens`, { app_id: app.id }).expect(201)).body.data;
  });
  afterAll(() => t.close());

  const consumer = () => ({ key: app.consumer_key, secret: app.consumer_secret });
  const userToken = () => ({ key: token.oauth_token, secret: token.oauth_token_secret });
  const requests = async (query = '') => (await admin(t).get(`/admin/requests${query}`).expect(200)).body.data as any[];
  const byId = async (id: string) => (await admin(t).get(`/admin/requests/${id}`).expect(200)).body.data;

  it('records a request with its caller, status and duration, newest first, and not the admin API\'s own', async () => {
    const res = await signedFetch('GET', `${base}/2/users/me`, { consumer: consumer(), token: userToken() });
    expect(res.status).toBe(200);
    const requestId = res.headers.get('x-request-id')!;
    await admin(t).get('/admin/apps').expect(200);

    const [newest] = await requests();
    expect(newest).toEqual({
      id: requestId,
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      method: 'GET',
      path: '/2/users/me',
      route: '/2/users/me',
      listener: 'api',
      caller: { app_id: app.id, user_id: user.id, auth_scheme: 'oauth1' },
      status: 200,
      duration_ms: expect.any(Number),
    });
    // the admin API's requests are not in the log
    expect((await requests('?count=50')).some((r) => r.path.startsWith('/admin'))).toBe(false);
    expect((await byId(requestId)).status).toBe(200);
  });

  it('shows a refused OAuth 1.0a signature with the base string the server computed: the one the client signed', async () => {
    const url = `${base}/2/users/me?user.fields=created_at`;
    const wrong = { ...consumer(), secret: 'not-the-consumer-secret' };
    const header = authorizationHeader('GET', url, { consumer: wrong, token: userToken() });
    const res = await fetch(url, { headers: { authorization: header } });
    expect(res.status).toBe(401);
    const sentBody = await res.text();

    // the client's own base string, from the parameters of the header it sent
    const oauthData = Object.fromEntries(
      [...header.slice(6).matchAll(/(\w+)="([^"]*)"/g)].filter(([, k]) => k !== 'oauth_signature').map(([, k, v]) => [k, decodeURIComponent(v)]),
    );
    const clientBase = oauthClient(wrong).getBaseString({ url, method: 'GET', data: {} }, oauthData as never);

    const logged = await byId(res.headers.get('x-request-id')!);
    expect(logged).toMatchObject({
      method: 'GET',
      path: '/2/users/me?user.fields=created_at',
      status: 401,
      caller: { app_id: app.id, user_id: user.id, auth_scheme: 'oauth1' },
      signature_base_string: clientBase,
    });
    expect(logged.error_body).toEqual(JSON.parse(sentBody));
    expect(typeof logged.error_summary).toBe('string');
    // the list shows the base string and a summary, not the body
    const [listed] = await requests('?status=401');
    expect(listed.id).toBe(logged.id);
    expect(listed.signature_base_string).toBe(clientBase);
    expect(listed.error_body).toBeUndefined();
  });

  it('records a request answered 503 while the state is replaced (a restore, a reset)', async () => {
    const gate = t.app.get(RequestGate);
    const waitMs = gate.waitMs;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    gate.waitMs = 10;
    const replacing = gate.closedWhile(() => held);
    let requestId: string;
    try {
      const refused = await t.api().get('/2/users/me').expect(503);
      requestId = refused.headers['x-request-id'];
    } finally {
      release();
      await replacing;
      gate.waitMs = waitMs;
    }
    const logged = await byId(requestId);
    expect(logged).toMatchObject({ id: requestId, method: 'GET', path: '/2/users/me', status: 503 });
    expect(logged.error_summary).toMatch(/replacing its state/);
  });

  it('filters by status class, exact status, app and user', async () => {
    const other = (await admin(t).post('/admin/apps', { name: 'Other' }).expect(201)).body.data;
    await signedFetch('GET', `${base}/2/users/me`, { consumer: consumer(), token: userToken() });
    await t.api().get('/2/users/me').expect(401);
    await t.api().get('/2/no-such-route').expect(404);
    await signedFetch('GET', `${base}/2/users/me`, { consumer: { key: other.consumer_key, secret: other.consumer_secret }, token: userToken() });

    const failures = await requests('?status=4xx');
    expect(failures.length).toBeGreaterThanOrEqual(3);
    expect(failures.every((r) => r.status >= 400 && r.status < 500)).toBe(true);
    const notFound = await requests('?status=404');
    expect(notFound.length).toBeGreaterThan(0);
    expect(notFound.every((r) => r.status === 404)).toBe(true);
    expect((await requests('?status=2xx,404')).every((r) => r.status === 404 || (r.status >= 200 && r.status < 300))).toBe(true);

    const mine = await requests(`?app_id=${app.id}`);
    expect(mine.length).toBeGreaterThanOrEqual(2);
    expect(mine.every((r) => r.caller.app_id === app.id)).toBe(true);
    const ofUser = await requests(`?user_id=${user.id}&status=2xx`);
    expect(ofUser.length).toBeGreaterThan(0);
    expect(ofUser.every((r) => r.caller.user_id === user.id && r.status === 200)).toBe(true);
    // a token the other app was not given: refused, and shown under the app whose consumer key signed
    const [otherApp] = await requests(`?app_id=${other.id}`);
    expect(otherApp.status).toBe(401);

    expect(await requests('?count=2')).toHaveLength(2);
  });

  it('answers bad filters and unknown ids with problems naming the parameter', async () => {
    for (const [query, parameter] of [
      ['?status=4x', 'status'],
      ['?status=600', 'status'],
      ['?count=0', 'count'],
      ['?count=abc', 'count'],
      ['?listener=other', 'listener'],
    ]) {
      const res = await admin(t).get(`/admin/requests${query}`).expect(400);
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(JSON.stringify(res.body)).toContain(parameter);
    }
    const missing = await admin(t).get('/admin/requests/no-such-request').expect(404);
    expect(missing.body).toMatchObject({ status: 404 });
    expect(JSON.stringify(missing.body)).toContain('request_id');
    await t.api().get('/admin/requests').expect(401);
  });

  it('never shows a secret: credentials in the query string are redacted, secrets never recorded', async () => {
    const res = await signedFetch('GET', `${base}/2/users/me?user.fields=id&access_token=${token.oauth_token_secret}&password=hunter2xyz`, {
      consumer: { ...consumer(), secret: 'wrong-secret-for-a-failure' },
      token: userToken(),
    });
    expect(res.status).toBe(401);
    await fetch(`${base}/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${app.consumer_key}:${app.consumer_secret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    const logged = await byId(res.headers.get('x-request-id')!);
    expect(logged.path).toBe('/2/users/me?user.fields=id&access_token=[redacted]&password=[redacted]');
    // the base string names the parameters signed, the credentials among them without their values
    expect(logged.signature_base_string).toContain(encodeURIComponent('access_token=%5Bredacted%5D&'));
    expect(logged.signature_base_string).toContain(encodeURIComponent(`oauth_token=${token.oauth_token}&`));

    const everything = JSON.stringify(await requests('?count=50')) + JSON.stringify(logged);
    for (const secret of [app.consumer_secret, token.oauth_token_secret, 'hunter2xyz', 'wrong-secret-for-a-failure', ADMIN_TOKEN]) {
      expect(everything).not.toContain(secret);
      expect(everything).not.toContain(encodeURIComponent(secret));
    }
  });
});

describe('the request log turned off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ REQUEST_LOG_SIZE: '0' });
  });
  afterAll(() => t.close());

  it('keeps nothing when REQUEST_LOG_SIZE is 0', async () => {
    await t.api().get('/2/users/me').expect(401);
    await t.api().get('/2/nothing-here').expect(404);
    expect((await admin(t).get('/admin/requests').expect(200)).body).toEqual({ data: [] });
  });
});
