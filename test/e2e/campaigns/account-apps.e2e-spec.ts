import { type AdsCaller, adsCaller } from '../../support/ads-client';
import { admin, startTestApp, type TestApp } from '../../support/app';

describe('account apps', () => {
  let t: TestApp;
  let a: ReturnType<typeof admin>;
  let ads: AdsCaller;
  let other: AdsCaller;

  beforeAll(async () => {
    t = await startTestApp();
    a = admin(t);
    const urls = { api: await t.listen(), sandbox: await t.listenSandbox() };
    ads = await adsCaller(t, urls);
    other = await adsCaller(t, urls);
  });
  afterAll(() => t.close());

  const apps = (accountId = ads.accountId) => `/admin/ad_accounts/${accountId}/apps`;

  describe('POST /admin/ad_accounts/:account_id/apps', () => {
    it('adds an app with defaults, on its own stream in production', async () => {
      const res = await a.post(apps(), { app_store_identifier: 'com.example.first', os_type: 'ANDROID' });
      expect(res.status).toBe(201);
      expect(res.body.data).toEqual({
        id: expect.stringMatching(/^[0-9a-z]+$/),
        app_store_identifier: 'com.example.first',
        conversion_tracking_enabled: false,
        deep_link_pattern: null,
        os_type: 'ANDROID',
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
        updated_at: expect.stringMatching(/Z$/),
        deleted: false,
        account_id: ads.accountId,
      });
      const events = await t.dataSource.query(
        `SELECT event_type, account_id, metadata->>'environment' AS environment FROM event_store.events WHERE stream_id = $1`,
        [`campaigns.AccountApp-production-${res.body.data.id}`],
      );
      expect(events).toEqual([{ event_type: 'campaigns.AccountAppAdded', account_id: ads.accountId, environment: 'production' }]);
    });

    it('refuses missing or malformed fields, naming each', async () => {
      const cases: Array<[object, string]> = [
        [{ os_type: 'IOS' }, 'app_store_identifier'],
        [{ app_store_identifier: '333903271' }, 'os_type'],
        [{ app_store_identifier: '333903271', os_type: 'WINDOWS' }, 'os_type'],
        [{ app_store_identifier: '333903271', os_type: 'IOS', conversion_tracking_enabled: 'yes' }, 'conversion_tracking_enabled'],
        [{ app_store_identifier: 'com.example.app', os_type: 'IOS' }, 'app_store_identifier'],
        [{ app_store_identifier: '333903271', os_type: 'ANDROID' }, 'app_store_identifier'],
        [{ app_store_identifier: 'com.example.app', os_type: 'ANDROID', deep_link_pattern: 'no scheme' }, 'deep_link_pattern'],
      ];
      for (const [body, field] of cases) {
        const res = await a.post(apps(), body);
        expect(res.status).toBe(400);
        expect(res.body.type).toBe('https://api.twitter.com/2/problems/invalid-request');
        expect(Object.keys(res.body.errors[0].parameters)).toEqual([field]);
      }
      const missing = await a.post(apps(), { os_type: 'IOS' });
      expect(missing.body.errors[0].message).toBe('app_store_identifier is required');
    });

    it('answers 404 for an unknown account and 409 for an app the account already has', async () => {
      const unknown = await a.post(apps('nosuchaccount'), { app_store_identifier: '333903271', os_type: 'IOS' });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ type: 'about:blank', status: 404, detail: expect.stringContaining('nosuchaccount') });
      const first = await a.post(apps(), { app_store_identifier: '987654321', os_type: 'IOS' });
      expect(first.status).toBe(201);
      const twice = await a.post(apps(), { app_store_identifier: '987654321', os_type: 'IOS' });
      expect(twice.status).toBe(409);
      // another account may have the same app
      expect((await a.post(apps(other.accountId), { app_store_identifier: '987654321', os_type: 'IOS' })).status).toBe(201);
      // the same identifier with spaces around is the same app
      expect((await a.post(apps(), { app_store_identifier: ' 987654321 ', os_type: 'IOS' })).status).toBe(409);
    });

    it('adds one of concurrent identical apps', async () => {
      const racing = await Promise.all(Array.from({ length: 3 }, () => a.post(apps(), { app_store_identifier: 'com.example.racing', os_type: 'ANDROID' })));
      expect(racing.map((r) => r.status).sort()).toEqual([201, 409, 409]);
      expect(racing.find((r) => r.status === 409)!.body).toMatchObject({ status: 409, detail: 'The account already has the ANDROID app com.example.racing' });
      const listed = await t.dataSource.query(
        `SELECT count(*)::int AS n FROM campaigns.account_apps WHERE account_id = $1 AND data->>'app_store_identifier' = 'com.example.racing'`,
        [ads.accountId],
      );
      expect(listed).toEqual([{ n: 1 }]);
    });

    it('needs the admin token', async () => {
      const res = await t.api().post(apps()).send({ app_store_identifier: '333903271', os_type: 'IOS' });
      expect(res.status).toBe(401);
    });
  });

  describe('GET accounts/:account_id/account_apps', () => {
    let caller: AdsCaller;
    const created: Array<{ id: string }> = [];

    beforeAll(async () => {
      caller = await adsCaller(t, { api: await t.listen() });
      for (const [identifier, os] of [
        ['com.example.one', 'ANDROID'],
        ['111111111', 'IOS'],
        ['com.example.three', 'ANDROID'],
      ]) {
        const res = await a.post(apps(caller.accountId), {
          app_store_identifier: identifier,
          os_type: os,
          conversion_tracking_enabled: os === 'IOS',
          deep_link_pattern: os === 'IOS' ? 'example://' : undefined,
        });
        const { account_id: _accountId, ...app } = res.body.data;
        created.push(app);
      }
    });

    it("lists the account's apps as the ads interface shows them", async () => {
      const res = await caller.get(`/12/accounts/${caller.accountId}/account_apps`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ request: { params: { account_id: caller.accountId } }, next_cursor: null, data: created });
      expect(res.body.data[1]).toMatchObject({ os_type: 'IOS', conversion_tracking_enabled: true, deep_link_pattern: 'example://' });
    });

    it('pages with count and cursor, sorts, counts', async () => {
      const first = await caller.get(`/12/accounts/${caller.accountId}/account_apps`, { count: 2 });
      expect(first.body.data).toEqual(created.slice(0, 2));
      const second = await caller.get(`/12/accounts/${caller.accountId}/account_apps`, { count: 2, cursor: first.body.next_cursor });
      expect(second.body.data).toEqual(created.slice(2));
      expect(second.body.next_cursor).toBeNull();
      const desc = await caller.get(`/12/accounts/${caller.accountId}/account_apps`, { sort_by: 'created_at-desc' });
      expect(desc.body.data.map((x: { id: string }) => x.id)).toEqual(created.map((x) => x.id).reverse());
      const counted = await caller.get(`/12/accounts/${caller.accountId}/account_apps`, { with_total_count: true, with_deleted: true, count: 1 });
      expect(counted.body.total_count).toBe(3);
      expect(counted.body.data).toHaveLength(1);
    });

    it('names bad list parameters', async () => {
      for (const [params, parameter] of [
        [{ count: 0 }, 'count'],
        [{ count: 1001 }, 'count'],
        [{ sort_by: 'name-asc' }, 'sort_by'],
        [{ with_deleted: 'maybe' }, 'with_deleted'],
        [{ cursor: '!!' }, 'cursor'],
      ] as const) {
        const res = await caller.get(`/12/accounts/${caller.accountId}/account_apps`, params);
        expect(res.status).toBe(400);
        expect(res.body.errors[0]).toMatchObject({ code: 'INVALID_PARAMETER', parameter });
      }
      const both = await caller.get(`/12/accounts/${caller.accountId}/account_apps`, { with_total_count: true, cursor: 'abc' });
      expect(both.body.errors[0].code).toBe('EXCLUSIVE_PARAMETERS');
    });

    it("shows nothing of other accounts and refuses another user's account", async () => {
      expect((await other.get(`/12/accounts/${other.accountId}/account_apps`)).body.data).toHaveLength(1);
      const res = await other.get(`/12/accounts/${caller.accountId}/account_apps`);
      expect(res.status).toBe(403);
      expect(res.body.errors[0]).toMatchObject({ code: 'ACCOUNT_NOT_FOUND', parameter: 'account_id' });
    });

    it('answers an empty list on the sandbox, where no apps are provisioned', async () => {
      const urls = { api: await t.listen(), sandbox: await t.listenSandbox() };
      const sandboxCaller = await adsCaller(t, urls);
      const account = (await sandboxCaller.request('POST', '/12/accounts', {}, { sandbox: true })).body.data[0].id;
      const res = await sandboxCaller.request('GET', `/12/accounts/${account}/account_apps`, {}, { sandbox: true });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([]);
    });
  });
});
