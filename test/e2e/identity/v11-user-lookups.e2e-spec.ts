import { admin, startTestApp, type TestApp, uniqueScreenName } from '../../support/app';
import { signedFetch } from '../../support/oauth1-client';
import { newPlatformApp, type PlatformApp } from '../../support/platform-app';
import type { WebhookReceiver } from '../../support/webhook-receiver';

const V11_TIME = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{2} \d{2}:\d{2}:\d{2} \+0000 \d{4}$/;

/** The v1.1 user lookups the official SDKs call: `users/show.json` and `users/lookup.json`, answered as v1.1 user objects. */
describe('GET /1.1/users/show.json and /1.1/users/lookup.json', () => {
  let t: TestApp;
  let base: string;
  let p: PlatformApp;
  const receivers: WebhookReceiver[] = [];
  let alice: { id: string; screen_name: string };
  let bob: { id: string; screen_name: string };
  let signed: (method: string, path: string, form?: Record<string, string>) => Promise<{ status: number; body: any; text: string; headers: Headers }>;

  beforeAll(async () => {
    t = await startTestApp();
    base = await t.listen();
    p = await newPlatformApp(t, base, receivers, 'V11 lookups');
    const newUser = async (extra: object = {}) =>
      (await admin(t).post('/admin/users', { screen_name: uniqueScreenName('v1'), password: 'pw-123456', ...extra }).expect(201)).body.data;
    alice = await newUser({ name: 'Alice', description: 'hello' });
    const profile = { location: 'Lyon', url: 'https://alice.example/about', profile_image_url: 'https://img.example/a.png' };
    await admin(t).patch(`/admin/users/${alice.id}`, profile).expect(200);
    bob = await newUser();
    const tk = (await admin(t).post(`/admin/users/${bob.id}/access_tokens`, { app_id: p.app.id }).expect(201)).body.data;
    signed = async (method, path, form) => {
      const res = await signedFetch(method, `${base}${path}`, {
        consumer: { key: p.app.consumer_key, secret: p.app.consumer_secret },
        token: { key: tk.oauth_token, secret: tk.oauth_token_secret },
        form,
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : undefined, text, headers: res.headers };
    };
  });
  afterAll(async () => {
    await Promise.all(receivers.map((r) => r.close()));
    await t.close();
  });

  const aliceObject = () => ({
    id: Number(alice.id),
    id_str: alice.id,
    name: 'Alice',
    screen_name: alice.screen_name,
    location: 'Lyon',
    description: 'hello',
    url: 'https://alice.example/about',
    entities: {
      url: { urls: [{ url: 'https://alice.example/about', expanded_url: 'https://alice.example/about', display_url: 'alice.example/about', indices: [0, 27] }] },
      description: { urls: [] },
    },
    protected: false,
    followers_count: 0,
    friends_count: 0,
    listed_count: 0,
    created_at: expect.stringMatching(V11_TIME),
    favourites_count: 0,
    utc_offset: null,
    time_zone: null,
    verified: false,
    statuses_count: 0,
    lang: null,
    profile_image_url: 'https://img.example/a.png',
    profile_image_url_https: 'https://img.example/a.png',
    default_profile: true,
    default_profile_image: false,
    withheld_in_countries: [],
  });

  it('shows a user by screen name (any case) or by id, app-only or in OAuth 1.0a user context, as the v1.1 user object', async () => {
    const byName = await p.call('GET', `/1.1/users/show.json?screen_name=${alice.screen_name.toUpperCase()}`);
    expect(byName.status).toBe(200);
    expect(byName.body).toEqual(aliceObject());
    // the id is a JSON number of all its digits, as id_str is its string
    expect(byName.text).toContain(`"id":${alice.id},"id_str":"${alice.id}"`);
    expect(new Date(byName.body.created_at).getTime()).not.toBeNaN();

    const byId = await signed('GET', `/1.1/users/show.json?user_id=${alice.id}&include_entities=false`);
    expect(byId.status).toBe(200);
    const { entities: _left, ...withoutEntities } = aliceObject();
    expect(byId.body).toEqual(withoutEntities);

    // both given: the id is taken
    const both = await p.call('GET', `/1.1/users/show.json?user_id=${bob.id}&screen_name=${alice.screen_name}`);
    expect(both.body).toMatchObject({ id_str: bob.id, screen_name: bob.screen_name, url: null, location: '', default_profile_image: true, profile_image_url_https: null });
    expect(both.body.entities).toEqual({ description: { urls: [] } });

    // what the python ads SDK's UserIdLookup reads
    expect(Object.keys(byName.body)).toEqual(expect.arrayContaining(['id', 'id_str', 'screen_name']));
    // no credentials: the v1.1 refusal every /1.1 route answers
    const anonymous = await t.api().get(`/1.1/users/show.json?screen_name=${alice.screen_name}`);
    expect([anonymous.status, anonymous.body]).toEqual([400, { errors: [{ code: 215, message: 'Bad Authentication data.' }] }]);
  });

  it('answers 404 code 50 for a user not there or a malformed id, and names the missing parameter', async () => {
    const notFound = { errors: [{ code: 50, message: 'User not found.' }] };
    for (const query of ['screen_name=nobody_here_v11', 'user_id=123456789012', 'user_id=abc', 'user_id=-1', `screen_name=${'x'.repeat(300)}`]) {
      const res = await p.call('GET', `/1.1/users/show.json?${query}`);
      expect([query, res.status, res.body]).toEqual([query, 404, notFound]);
    }
    expect((await signed('GET', '/1.1/users/show.json?screen_name=nobody_here_v11')).body).toEqual(notFound);
    const missing = { errors: [{ code: 38, message: 'screen_name or user_id parameter is missing.' }] };
    for (const query of ['', '?include_entities=true', '?screen_name=', '?user_id=&screen_name=']) {
      const res = await p.call('GET', `/1.1/users/show.json${query}`);
      expect([query, res.status, res.body]).toEqual([query, 400, missing]);
    }
  });

  it('looks users up by ids and screen names together, leaving out those not found, each once', async () => {
    const res = await p.call('GET', `/1.1/users/lookup.json?user_id=${bob.id},123456789012,abc&screen_name=${alice.screen_name},nobody_here_v11,${bob.screen_name.toUpperCase()}`);
    expect(res.status).toBe(200);
    expect(res.body.map((u: { id_str: string }) => u.id_str)).toEqual([bob.id, alice.id]);
    expect(res.body[1]).toEqual(aliceObject());
    expect(res.text).toContain(`"id":${bob.id},"id_str":"${bob.id}"`);

    // in user context, by screen names alone, repeated keys too, entities left out when asked
    const asBob = await signed('GET', `/1.1/users/lookup.json?screen_name=${alice.screen_name}&screen_name=${bob.screen_name}&include_entities=0`);
    expect(asBob.status).toBe(200);
    expect(asBob.body.map((u: { screen_name: string }) => u.screen_name)).toEqual([alice.screen_name, bob.screen_name]);
    expect(asBob.body.every((u: object) => !('entities' in u))).toBe(true);

    // as a POST, with a form body
    const posted = await signed('POST', '/1.1/users/lookup.json', { user_id: `${alice.id},${bob.id}` });
    expect(posted.status).toBe(200);
    expect(posted.body.map((u: { id_str: string }) => u.id_str)).toEqual([alice.id, bob.id]);
    // a parameter sent as an object in a JSON body is refused naming it
    const structured = await p.call('POST', '/1.1/users/lookup.json', { user_id: { id: alice.id } });
    expect(structured.status).toBe(400);
    expect(structured.body).toEqual({ errors: [{ code: 214, message: expect.stringContaining('user_id') }] });
    const postedAppOnly = await p.call('POST', `/1.1/users/lookup.json?user_id=${alice.id}`);
    expect([postedAppOnly.status, postedAppOnly.body[0]?.id_str]).toEqual([200, alice.id]);
  });

  it('answers 404 code 17 when nothing matches, names the missing parameters, and takes at most 100 values', async () => {
    const none = await p.call('GET', '/1.1/users/lookup.json?screen_name=nobody_here_v11&user_id=123456789012,abc');
    expect(none.status).toBe(404);
    expect(none.body).toEqual({ errors: [{ code: 17, message: 'No user matches for specified terms.' }] });
    for (const query of ['', '?screen_name=', '?user_id=,,&include_entities=true']) {
      const res = await p.call('GET', `/1.1/users/lookup.json${query}`);
      expect([query, res.status, res.body]).toEqual([query, 400, { errors: [{ code: 38, message: 'screen_name or user_id parameter is missing.' }] }]);
    }

    const ids = (n: number) => [alice.id, ...Array.from({ length: n - 1 }, (_, i) => String(900_000_000_000 + i))].join(',');
    const hundred = await p.call('GET', `/1.1/users/lookup.json?user_id=${ids(100)}`);
    expect(hundred.status).toBe(200);
    expect(hundred.body.map((u: { id_str: string }) => u.id_str)).toEqual([alice.id]);
    // the cap counts both lists together
    const names = Array.from({ length: 51 }, (_, i) => `nobody_${i}`).join(',');
    for (const query of [`user_id=${ids(101)}`, `user_id=${ids(50)}&screen_name=${names}`]) {
      const res = await p.call('GET', `/1.1/users/lookup.json?${query}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ errors: [{ code: 18, message: 'Too many terms specified in query: 101 user_id and screen_name values, at most 100.' }] });
    }
    const anonymous = await t.api().post(`/1.1/users/lookup.json?user_id=${alice.id}`);
    expect([anonymous.status, anonymous.body]).toEqual([400, { errors: [{ code: 215, message: 'Bad Authentication data.' }] }]);
  });

  it('counts each route against the v1.1 lookups budget: per app app-only, per user in user context, with the x-rate-limit headers', async () => {
    // this app's limits are a thousand times the real ones (test/support/app.ts)
    const show = await p.call('GET', `/1.1/users/show.json?user_id=${alice.id}`);
    expect(show.headers['x-rate-limit-limit']).toBe(String(300 * 1000));
    expect(Number(show.headers['x-rate-limit-remaining'])).toBeLessThan(300 * 1000);
    expect(Number(show.headers['x-rate-limit-reset'])).toBeGreaterThan(Date.now() / 1000);
    const asUser = await signed('GET', `/1.1/users/lookup.json?user_id=${alice.id}`);
    expect(asUser.headers.get('x-rate-limit-limit')).toBe(String(900 * 1000));
    // a refusal counts too and carries the headers
    const refused = await p.call('GET', '/1.1/users/show.json?user_id=1');
    expect(refused.status).toBe(404);
    expect(refused.headers['x-rate-limit-limit']).toBe(String(300 * 1000));
  });

  it('documents both routes in /openapi.json with their parameters and the two schemes', async () => {
    const doc = (await t.api().get('/openapi.json')).body;
    const names = (op: { parameters?: Array<{ name: string }> }) => (op.parameters ?? []).map((parameter) => parameter.name).sort();
    const show = doc.paths['/1.1/users/show.json'].get;
    expect(names(show)).toEqual(['include_entities', 'screen_name', 'user_id']);
    expect(show.security).toHaveLength(2);
    expect(names(doc.paths['/1.1/users/lookup.json'].get)).toEqual(['include_entities', 'screen_name', 'user_id']);
    expect(doc.paths['/1.1/users/lookup.json'].post).toBeDefined();
  });

  describe('at a small limit', () => {
    let small: TestApp;
    let smallBase: string;
    beforeAll(async () => {
      // 300 per app per 15 minutes scaled to 3
      small = await startTestApp({ PLATFORM_RATE_LIMITS: '0.01' });
      smallBase = await small.listen();
    });
    afterAll(() => small.close());

    it('answers 429 code 88 past the limit, GET and POST lookups sharing one budget', async () => {
      const q = await newPlatformApp(small, smallBase, receivers, 'V11 limited');
      const first = await q.call('GET', `/1.1/users/show.json?user_id=${alice.id}`);
      expect([first.status, first.headers['x-rate-limit-limit'], first.headers['x-rate-limit-remaining']]).toEqual([200, '3', '2']);
      for (let i = 0; i < 2; i++) expect((await q.call('GET', `/1.1/users/show.json?screen_name=${alice.screen_name}`)).status).toBe(200);
      const refused = await q.call('GET', `/1.1/users/show.json?user_id=${alice.id}`);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ errors: [{ code: 88, message: 'Rate limit exceeded' }] });
      expect([refused.headers['x-rate-limit-limit'], refused.headers['x-rate-limit-remaining']]).toEqual(['3', '0']);
      expect(Number(refused.headers['x-rate-limit-reset'])).toBe(Number(first.headers['x-rate-limit-reset']));

      // users/lookup has its own budget, one for GET and POST
      const statuses: number[] = [];
      for (const method of ['GET', 'POST', 'GET', 'POST']) statuses.push((await q.call(method, `/1.1/users/lookup.json?user_id=${alice.id}`)).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
    });
  });
});
