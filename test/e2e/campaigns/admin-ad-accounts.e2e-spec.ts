import { adsCaller } from '../../support/ads-client';
import { admin, startTestApp, type TestApp, uniqueScreenName } from '../../support/app';
import { signedFetch } from '../../support/oauth1-client';

describe('admin API: production ad accounts', () => {
  let t: TestApp;
  let a: ReturnType<typeof admin>;

  beforeAll(async () => {
    t = await startTestApp();
    a = admin(t);
  });
  afterAll(() => t.close());

  const newUser = async () => (await a.post('/admin/users', { screen_name: uniqueScreenName(), password: 'x' })).body.data;

  it('creates an account shaped as the ads interface shows it, plus user_id', async () => {
    const user = await newUser();
    const res = await a.post('/admin/ad_accounts', {
      user_id: user.id,
      name: 'Acme ads',
      industry_type: 'RETAIL',
      business_name: 'Acme',
      feature_keys: ['AGE_TARGETING'],
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({
      id: expect.stringMatching(/^[0-9a-z]+$/),
      name: 'Acme ads',
      business_name: 'Acme',
      business_id: null,
      timezone: 'America/Los_Angeles',
      timezone_switch_at: null,
      industry_type: 'RETAIL',
      approval_status: 'ACCEPTED',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
      updated_at: expect.stringMatching(/Z$/),
      deleted: false,
      user_id: user.id,
    });
    const events = await t.dataSource.query(
      `SELECT event_type, account_id, metadata FROM event_store.events WHERE stream_id = $1`,
      [`campaigns.Account-production-${res.body.data.id}`],
    );
    expect(events).toEqual([
      expect.objectContaining({ event_type: 'campaigns.AccountCreated', account_id: res.body.data.id }),
    ]);
    const [owner] = await t.dataSource.query(
      `SELECT user_id FROM campaigns.account_users WHERE environment = 'production' AND account_id = $1`,
      [res.body.data.id],
    );
    expect(owner.user_id).toBe(user.id);
  });

  it("names the account after its owner when no name is given", async () => {
    const user = await newUser();
    const res = await a.post('/admin/ad_accounts', { user_id: user.id, timezone: 'Europe/Berlin' });
    expect(res.body.data).toMatchObject({ name: user.screen_name, timezone: 'Europe/Berlin' });
  });

  it('refuses an unknown owner, time zone, industry or feature key, naming the field', async () => {
    const user = await newUser();
    const cases: Array<[object, string]> = [
      [{}, 'user_id'],
      [{ user_id: '99' }, 'user_id'],
      [{ user_id: user.id, timezone: 'Nowhere/Land' }, 'timezone'],
      [{ user_id: user.id, industry_type: 'SPACE' }, 'industry_type'],
      [{ user_id: user.id, feature_keys: ['NOT_A_FEATURE'] }, 'feature_keys'],
    ];
    for (const [body, field] of cases) {
      const res = await a.post('/admin/ad_accounts', body);
      expect(res.status).toBe(400);
      expect(res.body.type).toBe('https://api.twitter.com/2/problems/invalid-request');
      expect(Object.keys(res.body.errors[0].parameters)).toEqual([field]);
    }
  });

  it('grants another user access once (201, then 200) and refuses unknown accounts or users', async () => {
    const owner = await newUser();
    const other = await newUser();
    const account = (await a.post('/admin/ad_accounts', { user_id: owner.id })).body.data;
    const first = await a.post(`/admin/ad_accounts/${account.id}/users`, { user_id: other.id });
    expect(first.status).toBe(201);
    expect(first.body.data).toEqual({ account_id: account.id, user_id: other.id, granted: true });
    const again = await a.post(`/admin/ad_accounts/${account.id}/users`, { user_id: other.id });
    expect(again.status).toBe(200);
    expect(again.body.data.granted).toBe(false);
    const users = await t.dataSource.query(
      `SELECT user_id FROM campaigns.account_users WHERE environment = 'production' AND account_id = $1 ORDER BY user_id`,
      [account.id],
    );
    expect(users.map((u: { user_id: string }) => u.user_id).sort()).toEqual([owner.id, other.id].sort());
    expect((await a.post('/admin/ad_accounts/nope1/users', { user_id: other.id })).status).toBe(404);
    expect((await a.post(`/admin/ad_accounts/${account.id}/users`, { user_id: '77' })).status).toBe(400);
  });

  it('answers the account as the ads interface shows it, member for member and in order, then user_id', async () => {
    const ads = await adsCaller(t, { api: await t.listen() });
    const created = (await a.post('/admin/ad_accounts', { user_id: ads.userId, business_id: 'b-1', business_name: 'B' })).body.data;
    const shown = await ads.get(`/12/accounts/${created.id}`);
    expect(shown.status).toBe(200);
    expect(created).toEqual({ ...shown.body.data, user_id: ads.userId });
    expect(Object.keys(created)).toEqual([...Object.keys(shown.body.data), 'user_id']);
  });

  it('grants access to production accounts only, naming account_id when it names none', async () => {
    const ads = await adsCaller(t, { api: await t.listen() });
    const sandboxBase = await t.listenSandbox();
    const sandbox = await signedFetch('POST', `${sandboxBase}/12/accounts`, { consumer: ads.consumer, token: ads.token });
    const sandboxAccountId = ((await sandbox.json()) as { data: Array<{ id: string }> }).data[0].id;
    const other = await newUser();
    for (const accountId of ['nope1', sandboxAccountId]) {
      const res = await a.post(`/admin/ad_accounts/${accountId}/users`, { user_id: other.id });
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.body).toEqual({
        title: 'Not Found',
        type: 'about:blank',
        status: 404,
        detail: `Account ${accountId} was not found`,
        parameter: 'account_id',
        value: accountId,
      });
    }
  });
});
