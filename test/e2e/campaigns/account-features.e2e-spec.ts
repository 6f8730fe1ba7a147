import { type AdsCaller, adsCaller } from '../../support/ads-client';
import { admin, startTestApp, type TestApp } from '../../support/app';

describe('account features', () => {
  let t: TestApp;
  let ads: AdsCaller;
  let other: AdsCaller;
  let sandboxAccount: string;

  beforeAll(async () => {
    t = await startTestApp();
    const urls = { api: await t.listen(), sandbox: await t.listenSandbox() };
    ads = await adsCaller(t, urls);
    other = await adsCaller(t, urls);
    sandboxAccount = (await ads.request('POST', '/12/accounts', {}, { sandbox: true })).body.data[0].id;
  });
  afterAll(() => t.close());

  const sandbox = (method: string, params: Record<string, string> = {}, caller = ads, account = sandboxAccount) =>
    caller.request(method, `/12/accounts/${account}/features`, params, { sandbox: true });

  it('lists the features of a production account in key order, filtered by feature_keys', async () => {
    const account = (
      await admin(t).post('/admin/ad_accounts', {
        user_id: ads.userId,
        feature_keys: ['REACH_FREQUENCY_CAP', 'CITY_TARGETING', 'REACH_AND_FREQUENCY_ANALYTICS'],
      })
    ).body.data;
    const all = await ads.get(`/12/accounts/${account.id}/features`);
    expect(all.status).toBe(200);
    expect(all.body).toEqual({
      request: { params: { account_id: account.id } },
      data: ['CITY_TARGETING', 'REACH_AND_FREQUENCY_ANALYTICS', 'REACH_FREQUENCY_CAP'],
    });
    const some = await ads.get(`/12/accounts/${account.id}/features`, { feature_keys: 'REACH_FREQUENCY_CAP,WEBSITE_CLICKS_CPM_BILLING' });
    expect(some.body).toEqual({
      request: { params: { account_id: account.id, feature_keys: ['REACH_FREQUENCY_CAP', 'WEBSITE_CLICKS_CPM_BILLING'] } },
      data: ['REACH_FREQUENCY_CAP'],
    });
    const none = await ads.get(`/12/accounts/${ads.accountId}/features`);
    expect(none.body.data).toEqual([]);
    const bad = await ads.get(`/12/accounts/${account.id}/features`, { feature_keys: 'TELEPATHY' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'feature_keys' });
  });

  it('adds and removes features on the sandbox, answering the whole list', async () => {
    const added = await sandbox('POST', { feature_keys: 'VALIDATED_AGE_TARGETING,CPI_CHARGING' });
    expect(added.status).toBe(200);
    expect(added.body).toEqual({
      request: { params: { account_id: sandboxAccount, feature_keys: ['VALIDATED_AGE_TARGETING', 'CPI_CHARGING'] } },
      data: ['CPI_CHARGING', 'VALIDATED_AGE_TARGETING'],
    });
    const again = await sandbox('POST', { feature_keys: 'CPI_CHARGING,EVENT_TARGETING' });
    expect(again.body.data).toEqual(['CPI_CHARGING', 'EVENT_TARGETING', 'VALIDATED_AGE_TARGETING']);
    const listed = await sandbox('GET');
    expect(listed.body.data).toEqual(['CPI_CHARGING', 'EVENT_TARGETING', 'VALIDATED_AGE_TARGETING']);
    const removed = await sandbox('DELETE', { feature_keys: 'CPI_CHARGING,PREROLL_VIEWS_OBJECTIVE' });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({
      request: { params: { account_id: sandboxAccount, feature_keys: ['CPI_CHARGING', 'PREROLL_VIEWS_OBJECTIVE'] } },
      data: ['EVENT_TARGETING', 'VALIDATED_AGE_TARGETING'],
    });
    // sandbox data never shows in production
    expect((await ads.get(`/12/accounts/${sandboxAccount}/features`)).status).toBe(403);
  });

  it('names a missing or unknown feature key', async () => {
    for (const method of ['POST', 'DELETE']) {
      const missing = await sandbox(method);
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toEqual([
        { code: 'MISSING_PARAMETER', message: '"feature_keys" is a required parameter', parameter: 'feature_keys' },
      ]);
      const unknown = await sandbox(method, { feature_keys: 'DR_TAP,CITY_TARGETING' });
      expect(unknown.status).toBe(400);
      expect(unknown.body.errors).toEqual([
        expect.objectContaining({ code: 'INVALID_PARAMETER', parameter: 'feature_keys', message: expect.stringContaining('"DR_TAP,CITY_TARGETING"') }),
      ]);
    }
    expect((await sandbox('GET')).body.data).not.toContain('DR_TAP');
  });

  it('refuses to add or remove features in production', async () => {
    for (const method of ['POST', 'DELETE']) {
      const res = await ads.request(method, `/12/accounts/${ads.accountId}/features`, { feature_keys: 'DR_TAP' });
      expect(res.status).toBe(403);
      expect(res.body.errors[0].code).toBe('ACTION_NOT_ALLOWED');
    }
    expect((await ads.get(`/12/accounts/${ads.accountId}/features`)).body.data).toEqual([]);
  });

  it("refuses another user's account, in production and on the sandbox", async () => {
    for (const res of [
      await other.get(`/12/accounts/${ads.accountId}/features`),
      await other.request('POST', `/12/accounts/${ads.accountId}/features`, { feature_keys: 'DR_TAP' }),
      await sandbox('GET', {}, other),
      await sandbox('POST', { feature_keys: 'DR_TAP' }, other),
      await sandbox('DELETE', { feature_keys: 'DR_TAP' }, other),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.errors[0]).toMatchObject({ code: 'ACCOUNT_NOT_FOUND', parameter: 'account_id' });
    }
  });

  it('answers not found for a deleted sandbox account, as for an account not the caller\'s', async () => {
    const account = (await ads.request('POST', '/12/accounts', {}, { sandbox: true })).body.data[0].id;
    await ads.request('DELETE', `/12/accounts/${account}`, {}, { sandbox: true });
    for (const res of [await sandbox('GET', {}, ads, account), await sandbox('POST', { feature_keys: 'DR_TAP' }, ads, account)]) {
      expect(res.status).toBe(403);
      expect(res.body.errors[0]).toMatchObject({ code: 'ACCOUNT_NOT_FOUND', parameter: 'account_id' });
    }
  });
});
