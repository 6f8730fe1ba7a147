import { admin, ADMIN_TOKEN, startTestApp, type TestApp, uniqueScreenName } from '../../support/app';
import { signedFetch } from '../../support/oauth1-client';

describe('admin API: apps, users and access tokens', () => {
  let t: TestApp;
  let a: ReturnType<typeof admin>;

  beforeAll(async () => {
    t = await startTestApp();
    a = admin(t);
  });
  afterAll(() => t.close());

  const eventsOf = (streamId: string) =>
    t.dataSource.query(
      'SELECT event_type, data, metadata FROM event_store.events WHERE stream_id = $1 ORDER BY stream_position',
      [streamId],
    );

  describe('authentication', () => {
    it('answers 401 problem without a token or with a wrong one', async () => {
      for (const auth of [undefined, 'Bearer nope', `Basic ${ADMIN_TOKEN}`]) {
        const req = t.api().get('/admin/apps');
        if (auth) req.set('authorization', auth);
        const res = await req;
        expect(res.status).toBe(401);
        expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect(res.body).toEqual({ title: 'Unauthorized', type: 'about:blank', status: 401, detail: 'Unauthorized' });
      }
    });

    it('is not served on the sandbox listener', async () => {
      const res = await t.sandbox().get('/admin/apps').set('authorization', `Bearer ${ADMIN_TOKEN}`);
      expect(res.status).toBe(404);
      expect(res.body.errors[0].code).toBe('ROUTE_NOT_FOUND');
    });
  });

  describe('conventions', () => {
    it('takes JSON bodies only: a form or multipart body is a 415 problem and creates nothing', async () => {
      const screenName = uniqueScreenName('j');
      const form = await t.api().post('/admin/users').set('authorization', `Bearer ${ADMIN_TOKEN}`).type('form').send({ screen_name: screenName, password: 'x' });
      expect(form.status).toBe(415);
      expect(form.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(form.body).toEqual({
        title: 'Unsupported Media Type',
        type: 'about:blank',
        status: 415,
        detail: 'The admin API takes JSON bodies (Content-Type: application/json)',
      });
      const multipart = await t.api().post('/admin/users').set('authorization', `Bearer ${ADMIN_TOKEN}`).field('screen_name', screenName).field('password', 'x');
      expect(multipart.status).toBe(415);
      // nothing was created under that name: it is still free
      expect((await a.post('/admin/users', { screen_name: screenName, password: 'x' })).status).toBe(201);
    });

    it('names the field at fault when an id names nothing or a screen name is taken', async () => {
      const app = (await a.post('/admin/apps', { name: 'Named' })).body.data;
      const user = (await a.post('/admin/users', { screen_name: uniqueScreenName(), password: 'x' })).body.data;
      const other = (await a.post('/admin/users', { screen_name: uniqueScreenName(), password: 'x' })).body.data;
      const cases: Array<[Promise<{ status: number; body: unknown }>, object]> = [
        [a.get('/admin/apps/123'), { status: 404, detail: 'App 123 was not found', parameter: 'app_id', value: '123' }],
        [a.patch('/admin/apps/123', { betas: [] }), { status: 404, parameter: 'app_id', value: '123' }],
        [a.get('/admin/users/456'), { status: 404, detail: 'User 456 was not found', parameter: 'user_id', value: '456' }],
        [a.patch('/admin/users/456', { name: 'x' }), { status: 404, parameter: 'user_id', value: '456' }],
        [a.post('/admin/users/456/access_tokens', { app_id: app.id }), { status: 404, parameter: 'user_id', value: '456' }],
        [a.post(`/admin/users/${user.id}/access_tokens`, { app_id: '42' }), { status: 404, detail: 'App 42 was not found', parameter: 'app_id', value: '42' }],
        [
          a.post('/admin/users', { screen_name: user.screen_name.toUpperCase(), password: 'x' }),
          { status: 409, title: 'Conflict', parameter: 'screen_name', value: user.screen_name.toUpperCase() },
        ],
        [a.patch(`/admin/users/${other.id}`, { screen_name: user.screen_name }), { status: 409, parameter: 'screen_name', value: user.screen_name }],
        [a.post('/admin/ad_accounts/nope1/apps', { app_store_identifier: '333903271', os_type: 'IOS' }), { status: 404, parameter: 'account_id', value: 'nope1' }],
        [
          a.post('/admin/chat/conversations/789/participants', { user_id: user.id }),
          { status: 404, detail: 'Chat conversation 789 was not found', parameter: 'conversation_id', value: '789' },
        ],
      ];
      for (const [request, expected] of cases) {
        const res = await request;
        expect(res.body).toMatchObject({ type: 'about:blank', ...expected });
        expect(res.status).toBe((expected as { status: number }).status);
      }
    });
  });

  describe('apps', () => {
    it('registers an app with generated credentials and defaults, and lists and gets it', async () => {
      const res = await a.post('/admin/apps', { name: 'Reporting tool', callback_urls: ['https://example.com/cb'] });
      expect(res.status).toBe(201);
      const app = res.body.data;
      expect(app).toEqual({
        id: expect.stringMatching(/^[0-9]{1,19}$/),
        name: 'Reporting tool',
        consumer_key: expect.stringMatching(/^[A-Za-z0-9]{25}$/),
        consumer_secret: expect.stringMatching(/^[A-Za-z0-9]{50}$/),
        callback_urls: ['https://example.com/cb'],
        sign_in_with: true,
        desktop: false,
        // every early-access beta unless the operator sets them
        betas: ['catalog', 'account_history', 'ads_mcp'],
        // OAuth 2.0 client credentials for user context: a confidential client
        oauth2_client_id: expect.stringMatching(/^[A-Za-z0-9_-]+$/),
        oauth2_client_secret: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        created_at: expect.any(String),
      });

      const got = await a.get(`/admin/apps/${app.id}`);
      expect(got.status).toBe(200);
      expect(got.body.data).toEqual(app);
      const list = await a.get('/admin/apps');
      expect(list.body.data).toContainEqual(app);

      const [event] = await eventsOf(`identity.App-${app.id}`);
      expect(event.event_type).toBe('identity.AppRegistered');
      // the consumer secret is kept encrypted, never in clear, in the event store
      expect(JSON.stringify(event.data)).not.toContain(app.consumer_secret);
      expect(event.metadata.environment).toBe('production');
    });

    it('validates the body and names the bad field', async () => {
      const cases: Array<[object, string]> = [
        [{}, 'name'],
        [{ name: '' }, 'name'],
        [{ name: 'x', callback_urls: ['not a url'] }, 'callback_urls'],
        [{ name: 'x', callback_urls: 'https://example.com' }, 'callback_urls'],
        // the protocols the developer apps page disallows
        [{ name: 'x', callback_urls: ['javascript:alert(1)'] }, 'callback_urls'],
        [{ name: 'x', callback_urls: ['https://example.com/cb', 'FILE:///etc/passwd'] }, 'callback_urls'],
        [{ name: 'x', callback_urls: Array.from({ length: 11 }, (_, i) => `https://example.com/cb${i}`) }, 'callback_urls'],
        [{ name: 'x', desktop: 'yes' }, 'desktop'],
      ];
      for (const [body, field] of cases) {
        const res = await a.post('/admin/apps', body);
        expect(res.status).toBe(400);
        expect(res.body.type).toBe('https://api.twitter.com/2/problems/invalid-request');
        expect(res.body.errors[0].parameters).toHaveProperty(field);
      }
    });

    it("answers the spec's members in its order, then aviary's own (betas, OAuth 2.0 client credentials)", async () => {
      const app = (await a.post('/admin/apps', { name: 'Ordered' })).body.data;
      const members = ['id', 'name', 'consumer_key', 'consumer_secret', 'callback_urls', 'sign_in_with', 'desktop', 'created_at'];
      const extras = ['betas', 'oauth2_client_id', 'oauth2_client_secret'];
      expect(Object.keys(app)).toEqual([...members, ...extras]);
      expect(Object.keys((await a.get(`/admin/apps/${app.id}`)).body.data)).toEqual([...members, ...extras]);
      const listed = (await a.get('/admin/apps')).body.data.find((one: { id: string }) => one.id === app.id);
      expect(Object.keys(listed)).toEqual([...members, ...extras]);
      expect(Object.keys((await a.patch(`/admin/apps/${app.id}`, { betas: ['catalog'] })).body.data)).toEqual([...members, ...extras]);
    });

    it('by default has no callback URL: only oob works', async () => {
      const app = (await a.post('/admin/apps', { name: 'No callbacks' })).body.data;
      expect(app.callback_urls).toEqual([]);
      const base = await t.listen();
      const consumer = { key: app.consumer_key, secret: app.consumer_secret };
      const url = await signedFetch('POST', `${base}/oauth/request_token`, { consumer, form: { oauth_callback: 'https://client.example/cb' } });
      expect(url.status).toBe(403);
      expect((await url.json()).errors[0].code).toBe(415);
      const oob = await signedFetch('POST', `${base}/oauth/request_token`, { consumer, form: { oauth_callback: 'oob' } });
      expect(oob.status).toBe(200);
      expect(await oob.text()).toMatch(/oauth_callback_confirmed=true/);
    });

    it('sets betas only when told which: an empty body is 400 naming betas and changes nothing', async () => {
      const app = (await a.post('/admin/apps', { name: 'Betas' })).body.data;
      for (const body of [{}, { betas: null }]) {
        const res = await a.patch(`/admin/apps/${app.id}`, body);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ type: 'https://api.twitter.com/2/problems/invalid-request', parameter: 'betas' });
        expect(res.body.errors).toEqual([{ message: 'betas is required', parameters: { betas: [expect.any(String)] } }]);
      }
      expect((await a.get(`/admin/apps/${app.id}`)).body.data.betas).toEqual(['catalog', 'account_history', 'ads_mcp']);
      expect((await eventsOf(`identity.App-${app.id}`)).map((e: { event_type: string }) => e.event_type)).toEqual(['identity.AppRegistered']);
      const set = await a.patch(`/admin/apps/${app.id}`, { betas: [] });
      expect(set.status).toBe(200);
      expect(set.body.data.betas).toEqual([]);
    });

    it('answers 404 problem for an unknown app', async () => {
      const res = await a.get('/admin/apps/123');
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ type: 'about:blank', status: 404, detail: 'App 123 was not found' });
    });
  });

  describe('users', () => {
    it('creates a user with a numeric id and never answers the password', async () => {
      const screenName = uniqueScreenName();
      const res = await a.post('/admin/users', { screen_name: screenName, password: 'pw', description: 'bio' });
      expect(res.status).toBe(201);
      expect(res.body.data).toEqual({
        id: expect.stringMatching(/^[0-9]+$/),
        screen_name: screenName,
        name: screenName,
        description: 'bio',
        verified: false,
        created_at: expect.any(String),
      });
      expect(JSON.stringify(res.body)).not.toContain('pw');
    });

    it("answers the spec's members in its order, then verified and the profile fields that are set", async () => {
      const created = (await a.post('/admin/users', { screen_name: uniqueScreenName(), password: 'x' })).body.data;
      const members = ['id', 'screen_name', 'name', 'description', 'created_at', 'verified'];
      expect(Object.keys(created)).toEqual(members);
      expect(Object.keys((await a.get(`/admin/users/${created.id}`)).body.data)).toEqual(members);
      const patched = (await a.patch(`/admin/users/${created.id}`, { verified: true, location: 'Berlin' })).body.data;
      expect(Object.keys(patched)).toEqual([...members, 'location']);
    });

    it('keeps screen names unique, case-insensitively, also under concurrent requests', async () => {
      const screenName = uniqueScreenName('c');
      const attempts = await Promise.all(
        [screenName, screenName.toUpperCase(), screenName].map((s) => a.post('/admin/users', { screen_name: s, password: 'x' })),
      );
      expect(attempts.map((r) => r.status).sort()).toEqual([201, 409, 409]);
      const conflict = attempts.find((r) => r.status === 409)!;
      expect(conflict.body.detail).toContain('screen_name');
    });

    it('refuses bad screen names and a missing password, naming the field', async () => {
      for (const [body, field] of [
        [{ screen_name: 'has space', password: 'x' }, 'screen_name'],
        [{ screen_name: 'x'.repeat(16), password: 'x' }, 'screen_name'],
        [{ screen_name: uniqueScreenName() }, 'password'],
      ] as Array<[object, string]>) {
        const res = await a.post('/admin/users', body);
        expect(res.status).toBe(400);
        expect(res.body.errors[0].parameters).toHaveProperty(field);
      }
    });

    it('updates a profile with one event per changed field', async () => {
      const created = await a.post('/admin/users', { screen_name: uniqueScreenName(), password: 'x', name: 'Old' });
      const id = created.body.data.id;
      const newName = uniqueScreenName('n');
      const res = await a.patch(`/admin/users/${id}`, { description: 'new bio', screen_name: newName, verified: true, name: 'Old' });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ id, description: 'new bio', screen_name: newName, verified: true, name: 'Old' });
      const events = await eventsOf(`identity.User-${id}`);
      expect(events.map((e: { event_type: string }) => e.event_type)).toEqual([
        'identity.UserRegistered',
        'identity.UserDescriptionChanged',
        'identity.UserScreenNameChanged',
        'identity.UserVerifiedChanged',
      ]);
      expect(events[1].data).toMatchObject({ before: '', after: 'new bio' });
      // nothing in the event store carries the password in clear
      expect(JSON.stringify(events[0].data)).not.toMatch(/"password"/);
    });

    it('answers 404 for an unknown user and 409 for a taken screen name', async () => {
      expect((await a.patch('/admin/users/1', { name: 'x' })).status).toBe(404);
      const one = await a.post('/admin/users', { screen_name: uniqueScreenName(), password: 'x' });
      const two = await a.post('/admin/users', { screen_name: uniqueScreenName(), password: 'x' });
      const res = await a.patch(`/admin/users/${two.body.data.id}`, { screen_name: one.body.data.screen_name.toLowerCase() });
      expect(res.status).toBe(409);
    });
  });

  describe('access tokens', () => {
    it('issues a token for a user and app, like the three-legged flow would', async () => {
      const app = (await a.post('/admin/apps', { name: 'Token app' })).body.data;
      const user = (await a.post('/admin/users', { screen_name: uniqueScreenName(), password: 'x' })).body.data;
      const res = await a.post(`/admin/users/${user.id}/access_tokens`, { app_id: app.id, access_type: 'read' });
      expect(res.status).toBe(201);
      expect(res.body.data).toEqual({
        oauth_token: expect.stringMatching(new RegExp(`^${user.id}-[A-Za-z0-9]{40}$`)),
        oauth_token_secret: expect.stringMatching(/^[A-Za-z0-9]{45}$/),
        user_id: user.id,
        screen_name: user.screen_name,
      });
      const [row] = await t.dataSource.query('SELECT access_level, app_id, secret_enc FROM identity.access_tokens WHERE token = $1', [
        res.body.data.oauth_token,
      ]);
      expect(row).toMatchObject({ access_level: 'read', app_id: app.id });
      expect(row.secret_enc).not.toContain(res.body.data.oauth_token_secret);
    });

    it('defaults to write access and refuses unknown users, apps and access types', async () => {
      const app = (await a.post('/admin/apps', { name: 'Token app' })).body.data;
      const user = (await a.post('/admin/users', { screen_name: uniqueScreenName(), password: 'x' })).body.data;
      const ok = await a.post(`/admin/users/${user.id}/access_tokens`, { app_id: app.id });
      const [row] = await t.dataSource.query('SELECT access_level FROM identity.access_tokens WHERE token = $1', [ok.body.data.oauth_token]);
      expect(row.access_level).toBe('write');
      expect((await a.post('/admin/users/42/access_tokens', { app_id: app.id })).status).toBe(404);
      expect((await a.post(`/admin/users/${user.id}/access_tokens`, { app_id: '42' })).status).toBe(404);
      const bad = await a.post(`/admin/users/${user.id}/access_tokens`, { app_id: app.id, access_type: 'admin' });
      expect(bad.status).toBe(400);
      expect(bad.body.errors[0].parameters).toEqual({ access_type: ['admin'] });
      const missing = await a.post(`/admin/users/${user.id}/access_tokens`, {});
      expect(missing.body.errors[0]).toEqual({ message: 'app_id is required', parameters: { app_id: [''] } });
    });
  });
});
