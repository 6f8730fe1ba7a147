import { admin, ADMIN_TOKEN, startTestApp, type TestApp } from '../../support/app';
import { deliveredAccount, type DeliveredAccount, iso } from '../../support/delivered-account';
import { eventually } from '../../support/eventually';

/** What the console reads: the admin API's lists of users, tokens, accounts, an account's entities, history and stats; and its session. */
describe('the admin reads the console draws from', () => {
  let t: TestApp;
  let base: string;
  let d: DeliveredAccount;
  beforeAll(async () => {
    t = await startTestApp();
    base = await t.listen();
    d = await deliveredAccount(t, { api: base });
  }, 60_000);
  afterAll(() => t.close());

  it('lists users newest first, and a user’s OAuth 1.0a tokens, and invalidates one of them only for its user', async () => {
    const a = admin(t);
    const users = (await a.get('/admin/users?count=5').expect(200)).body.data as Array<{ id: string }>;
    expect(users.length).toBeGreaterThan(0);
    expect(users.length).toBeLessThanOrEqual(5);
    const tokens = (await a.get(`/admin/users/${d.ads.userId}/tokens`).expect(200)).body.data;
    expect(tokens.oauth1).toEqual([expect.objectContaining({ oauth_token: d.ads.token.key, app_id: d.ads.appId, access_type: 'write', invalidated_at: null })]);
    expect(tokens.oauth2).toEqual([]);
    expect(JSON.stringify(tokens)).not.toContain(d.ads.token.secret);

    const other = (await a.post('/admin/users', { screen_name: `o${Date.now() % 1e9}`, password: 'pw-123456' }).expect(201)).body.data;
    const refused = await a.delete(`/admin/users/${other.id}/access_tokens/${d.ads.token.key}`);
    expect(refused.status).toBe(404);
    expect(JSON.stringify(refused.body)).toContain('oauth_token');
    await a.get('/admin/users/0/tokens').expect(404);
    await a.get('/admin/users?count=0').expect(400);
  });

  it('issues OAuth 2.0 user tokens without the consent page, lists the grant, and revokes it only for its user', async () => {
    const a = admin(t);
    const issued = (await a.post(`/admin/users/${d.ads.userId}/oauth2_tokens`, { app_id: d.ads.appId, scopes: ['users.read', 'tweet.read', 'offline.access'] }).expect(201)).body.data;
    expect(issued).toEqual(expect.objectContaining({ token_type: 'bearer', expires_in: 7200, scope: 'users.read tweet.read offline.access', grant_id: expect.any(String) }));
    expect(issued.refresh_token).toEqual(expect.any(String));
    const me = () => fetch(`${base}/2/users/me`, { headers: { authorization: `Bearer ${issued.access_token}` } });
    expect((await me()).status).toBe(200);
    const grants = (await a.get(`/admin/users/${d.ads.userId}/tokens`).expect(200)).body.data.oauth2;
    expect(grants).toEqual([expect.objectContaining({ grant_id: issued.grant_id, app_id: d.ads.appId, refreshable: true })]);
    expect(grants[0].scopes.sort()).toEqual(['offline.access', 'tweet.read', 'users.read']);

    const other = (await a.post('/admin/users', { screen_name: `g${Date.now() % 1e9}`, password: 'pw-123456' }).expect(201)).body.data;
    expect((await a.delete(`/admin/users/${other.id}/oauth2_grants/${issued.grant_id}`)).status).toBe(404);
    expect((await me()).status).toBe(200);
    await a.delete(`/admin/users/${d.ads.userId}/oauth2_grants/${issued.grant_id}`).expect(200);
    expect((await me()).status).toBe(401);
    expect((await a.get(`/admin/users/${d.ads.userId}/tokens`).expect(200)).body.data.oauth2).toEqual([]);

    const refused = await a.post(`/admin/users/${d.ads.userId}/oauth2_tokens`, { app_id: d.ads.appId, scopes: ['users.read', 'ads.everything'] });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('scopes');
    await a.post(`/admin/users/${d.ads.userId}/oauth2_tokens`, { app_id: '999999999', scopes: ['users.read'] }).expect(404);
  });

  it('lists ad accounts and every entity of one account, as the ads API shows them', async () => {
    const a = admin(t);
    const accounts = (await a.get('/admin/ad_accounts?count=1000').expect(200)).body.data as Array<{ id: string; user_ids: string[] }>;
    expect(accounts.find((account) => account.id === d.ads.accountId)).toEqual(expect.objectContaining({ name: 'Test account', user_ids: [d.ads.userId] }));
    const kinds = (await a.get(`/admin/ad_accounts/${d.ads.accountId}/entities`).expect(200)).body.data as Array<{ entity: string; data: Array<{ id: string }> }>;
    const ids = (entity: string) => kinds.find((kind) => kind.entity === entity)?.data.map((e) => e.id) ?? [];
    const viaApi = (await d.ads.get(`/12/accounts/${d.ads.accountId}/campaigns`)).body.data.map((c: { id: string }) => c.id);
    expect(ids('campaigns.Campaign').sort()).toEqual([...viaApi].sort());
    expect(ids('campaigns.LineItem')).toEqual(expect.arrayContaining([...d.lineItems, d.idleLineItem]));
    expect(ids('campaigns.FundingInstrument')).toContain(d.fundingInstrument);
    await a.get('/admin/ad_accounts/nosuchaccount/entities').expect(404);
    await a.get(`/admin/ad_accounts/${d.ads.accountId}/entities?environment=staging`).expect(400);
  });

  it('shows the account’s changes newest first, filtered by entity type and time', async () => {
    const a = admin(t);
    await d.ads.put(`/12/accounts/${d.ads.accountId}/campaigns/${d.campaigns[0]}`, { name: 'Renamed for the timeline' });
    const entries = await eventually(
      async () => (await a.get(`/admin/ad_accounts/${d.ads.accountId}/history?entity_type=CAMPAIGN`).expect(200)).body.data as Array<any>,
      (list) => list.some((entry) => entry.change_type === 'UPDATE'),
    );
    expect(entries[0]).toEqual(expect.objectContaining({ change_type: 'UPDATE', entity: 'CAMPAIGN', entity_id: d.campaigns[0] }));
    expect(entries[0].changes.name).toEqual(expect.objectContaining({ new: 'Renamed for the timeline' }));
    expect(entries.every((entry) => entry.entity === 'CAMPAIGN')).toBe(true);
    const future = (await a.get(`/admin/ad_accounts/${d.ads.accountId}/history?start_time=2999-01-01T00:00:00Z`).expect(200)).body.data;
    expect(future).toEqual([]);
    await a.get(`/admin/ad_accounts/${d.ads.accountId}/history?entity_type=campaign`).expect(400);
  });

  it('answers the stats report over a longer range than the ads API’s seven days', async () => {
    const a = admin(t);
    const start = iso(d.firstHour - 20 * 86_400_000);
    const end = iso(d.lastHour + 3_600_000);
    const res = await a
      .get(`/admin/ad_accounts/${d.ads.accountId}/stats`)
      .query({ entity: 'LINE_ITEM', entity_ids: d.lineItems[0], start_time: start, end_time: end, granularity: 'TOTAL', metric_groups: 'ENGAGEMENT,BILLING', placement: 'ALL_ON_PLATFORM' })
      .expect(200);
    expect(res.body.data[0].id).toBe(d.lineItems[0]);
    expect(res.body.data[0].id_data[0].metrics.impressions[0]).toBeGreaterThan(0);
    const bad = await a.get(`/admin/ad_accounts/${d.ads.accountId}/stats`).query({ entity: 'LINE_ITEM', entity_ids: d.lineItems[0], start_time: start, end_time: end, granularity: 'HOURLY', metric_groups: 'ENGAGEMENT', placement: 'ALL_ON_PLATFORM' });
    expect(bad.status).toBe(400);
    expect(bad.headers['content-type']).toContain('problem+json');
  });

  it('takes the console’s session cookie in place of the token, and a write only with the console header', async () => {
    const wrong = await fetch(`${base}/console/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: 'not-it' }) });
    expect(wrong.status).toBe(401);
    const signIn = await fetch(`${base}/console/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: ADMIN_TOKEN }) });
    expect(signIn.status).toBe(204);
    const cookie = signIn.headers.getSetCookie()[0];
    expect(cookie).toMatch(/^aviary_console=[^;]+;.*HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    const session = cookie.split(';')[0];
    expect((await fetch(`${base}/admin/apps`, { headers: { cookie: session } })).status).toBe(200);
    expect((await fetch(`${base}/admin/apps`)).status).toBe(401);
    expect((await fetch(`${base}/admin/apps`, { headers: { cookie: 'aviary_console=9999999999.forged' } })).status).toBe(401);
    const post = (headers: Record<string, string>) =>
      fetch(`${base}/admin/apps`, { method: 'POST', headers: { cookie: session, 'content-type': 'application/json', ...headers }, body: JSON.stringify({ name: 'From the console' }) });
    expect((await post({})).status).toBe(401);
    expect((await post({ 'x-aviary-console': '1' })).status).toBe(201);

    const page = await fetch(`${base}/console/accounts/${d.ads.accountId}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect((await fetch(`${base}/console/assets/htm-preact.js`)).headers.get('content-type')).toContain('javascript');
    expect((await fetch(`${base}/console/assets/nothing.js`)).status).toBe(404);
    expect((await fetch(`${base}/console/assets/..%2Fpackage.json`)).status).toBe(404);
  });
});
