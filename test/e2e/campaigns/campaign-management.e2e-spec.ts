import { type AdsCaller, adsCaller } from '../../support/ads-client';
import { startTestApp, type TestApp } from '../../support/app';

describe('campaign management over OAuth 1.0a', () => {
  let t: TestApp;
  let ads: AdsCaller;
  let other: AdsCaller;
  let urls: { api: string; sandbox: string };

  beforeAll(async () => {
    t = await startTestApp();
    urls = { api: await t.listen(), sandbox: await t.listenSandbox() };
    ads = await adsCaller(t, urls);
    other = await adsCaller(t, urls);
  });
  afterAll(() => t.close());

  const acct = () => `/12/accounts/${ads.accountId}`;

  async function fundingInstrument(caller = ads) {
    const res = await caller.get(`/12/accounts/${caller.accountId}/funding_instruments`);
    return res.body.data[0];
  }

  async function newCampaign(params: Record<string, string | number | boolean> = {}) {
    const fi = await fundingInstrument();
    const res = await ads.post(`${acct()}/campaigns`, { funding_instrument_id: fi.id, name: 'Spring sale', ...params });
    expect(res.status).toBe(200);
    return res.body.data;
  }

  async function newLineItem(params: Record<string, string | number | boolean | string[]> = {}, campaignParams = {}) {
    const campaign = await newCampaign(campaignParams);
    const res = await ads.post(`${acct()}/line_items`, {
      campaign_id: campaign.id,
      objective: 'ENGAGEMENTS',
      product_type: 'PROMOTED_POSTS',
      placements: ['ALL_ON_PLATFORM'],
      ...params,
    });
    return { campaign, res };
  }

  describe('accounts', () => {
    it('lists and gets the accounts of the user only', async () => {
      const list = await ads.get('/12/accounts');
      expect(list.status).toBe(200);
      expect(list.body.data.map((a: { id: string }) => a.id)).toEqual([ads.accountId]);
      expect(list.body.next_cursor).toBeNull();
      expect(list.body.request).toEqual({ params: {} });
      const one = await ads.get(acct());
      expect(one.body).toEqual({
        request: { params: { account_id: ads.accountId } },
        data: expect.objectContaining({ id: ads.accountId, name: 'Test account', approval_status: 'ACCEPTED', deleted: false }),
      });
    });

    it("refuses another user's account and unknown ones alike, for reads and writes", async () => {
      for (const res of [
        await other.get(acct()),
        await other.put(acct(), { name: 'mine now' }),
        await other.get(`${acct()}/campaigns`),
        await ads.get('/12/accounts/doesnotexist'),
      ]) {
        expect(res.status).toBe(403);
        expect(res.body.errors[0]).toMatchObject({ code: 'ACCOUNT_NOT_FOUND', parameter: 'account_id' });
      }
    });

    it('updates name and industry_type, and validates them', async () => {
      const res = await ads.put(acct(), { name: 'Renamed', industry_type: 'RETAIL' });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ name: 'Renamed', industry_type: 'RETAIL' });
      const bad = await ads.put(acct(), { industry_type: 'SPACE' });
      expect(bad.status).toBe(400);
      expect(bad.body.errors[0]).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'industry_type' });
    });

    it('creates and deletes accounts on the sandbox only', async () => {
      const prod = await ads.post('/12/accounts');
      expect(prod.status).toBe(403);
      const created = await ads.request('POST', '/12/accounts', {}, { sandbox: true });
      expect(created.status).toBe(200);
      expect(created.body.request).toEqual({ params: {} });
      expect(created.body.data).toHaveLength(1);
      const sandboxAccount = created.body.data[0];
      expect(sandboxAccount).toMatchObject({ name: 'Sandbox account', deleted: false });
      // sandbox data never shows in production
      expect((await ads.get(`/12/accounts/${sandboxAccount.id}`)).status).toBe(403);
      const fis = await ads.request('GET', `/12/accounts/${sandboxAccount.id}/funding_instruments`, {}, { sandbox: true });
      expect(fis.body.data).toHaveLength(1);
      const deleted = await ads.request('DELETE', `/12/accounts/${sandboxAccount.id}`, {}, { sandbox: true });
      expect(deleted.body.data.deleted).toBe(true);
      expect((await ads.request('DELETE', `/12/accounts/${acct().split('/').pop()}`)).status).toBe(403);
    });
  });

  describe('campaigns', () => {
    it('creates with defaults, lists, gets, updates and deletes a campaign', async () => {
      const campaign = await newCampaign({ daily_budget_amount_local_micro: 5_000_000 });
      expect(campaign).toMatchObject({
        name: 'Spring sale',
        budget_optimization: 'LINE_ITEM',
        entity_status: 'ACTIVE',
        currency: 'USD',
        daily_budget_amount_local_micro: 5_000_000,
        deleted: false,
      });
      const list = await ads.get(`${acct()}/campaigns`, { campaign_ids: campaign.id });
      expect(list.body.data).toEqual([campaign]);
      const updated = await ads.put(`${acct()}/campaigns/${campaign.id}`, { entity_status: 'PAUSED', name: 'Paused sale' });
      expect(updated.body.data).toMatchObject({ entity_status: 'PAUSED', name: 'Paused sale', servable: false });
      const gone = await ads.delete(`${acct()}/campaigns/${campaign.id}`);
      expect(gone.body.data.deleted).toBe(true);
      expect((await ads.delete(`${acct()}/campaigns/${campaign.id}`)).status).toBe(404);
      expect((await ads.get(`${acct()}/campaigns/${campaign.id}`)).status).toBe(404);
      expect((await ads.get(`${acct()}/campaigns/${campaign.id}`, { with_deleted: true })).body.data.deleted).toBe(true);
    });

    it('names missing and invalid parameters', async () => {
      const missing = await ads.post(`${acct()}/campaigns`, { name: 'x' });
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toEqual([
        { code: 'MISSING_PARAMETER', message: '"funding_instrument_id" is a required parameter', parameter: 'funding_instrument_id' },
      ]);
      const fi = await fundingInstrument();
      const status = await ads.post(`${acct()}/campaigns`, { name: 'x', funding_instrument_id: fi.id, entity_status: 'RUNNING' });
      expect(status.body.errors[0]).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'entity_status' });
      const unknownFi = await ads.post(`${acct()}/campaigns`, { name: 'x', funding_instrument_id: 'nope' });
      expect(unknownFi.status).toBe(404);
      expect(unknownFi.body.errors[0].parameter).toBe('funding_instrument_id');
    });
  });

  describe('line items', () => {
    it('creates with defaults by objective and lists by campaign', async () => {
      const { campaign, res } = await newLineItem({ name: 'li-1' });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        campaign_id: campaign.id,
        objective: 'ENGAGEMENTS',
        goal: 'ENGAGEMENT',
        bid_strategy: 'AUTO',
        pay_by: 'ENGAGEMENT',
        placements: ['ALL_ON_PLATFORM'],
        entity_status: 'ACTIVE',
        creative_source: 'MANUAL',
        currency: 'USD',
        deleted: false,
      });
      const list = await ads.get(`${acct()}/line_items`, { campaign_ids: campaign.id });
      expect(list.body.data.map((li: { id: string }) => li.id)).toEqual([res.body.data.id]);
    });

    it('enforces the bid rules', async () => {
      const { res } = await newLineItem({ objective: 'REACH', bid_strategy: 'MAX', bid_amount_local_micro: 100 });
      expect(res.status).toBe(400);
      expect(res.body.errors[0]).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'bid_strategy' });
      const target = await newLineItem({ bid_strategy: 'TARGET', bid_amount_local_micro: 100 });
      expect(target.res.body.errors[0]).toMatchObject({ parameter: 'bid_strategy' });
      const noBid = await newLineItem({ bid_strategy: 'MAX' });
      expect(noBid.res.body.errors[0]).toMatchObject({ code: 'MISSING_PARAMETER', parameter: 'bid_amount_local_micro' });
      const zero = await newLineItem({ bid_strategy: 'MAX', bid_amount_local_micro: 0 });
      expect(zero.res.body.errors[0]).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'bid_amount_local_micro' });
      const ok = await newLineItem({ objective: 'WEBSITE_CLICKS', bid_strategy: 'TARGET', bid_amount_local_micro: 1_500_000 });
      expect(ok.res.status).toBe(200);
      expect(ok.res.body.data).toMatchObject({ bid_strategy: 'TARGET', pay_by: 'LINK_CLICK', goal: 'LINK_CLICKS' });
      const followers = await newLineItem({ objective: 'FOLLOWERS', product_type: 'PROMOTED_ACCOUNT', bid_strategy: 'TARGET', bid_amount_local_micro: 2_000_000 });
      expect(followers.res.body.data).toMatchObject({ bid_strategy: 'TARGET', bid_amount_local_micro: 2_000_000 });
    });

    it('takes a bid amount without a strategy as the docs’ examples do: MAX, or TARGET where MAX is refused', async () => {
      const max = await newLineItem({ bid_amount_local_micro: 150_000 });
      expect(max.res.body.data).toMatchObject({ objective: 'ENGAGEMENTS', bid_strategy: 'MAX', bid_amount_local_micro: 150_000 });
      const reach = await newLineItem({ objective: 'REACH', bid_amount_local_micro: 150_000 });
      expect(reach.res.body.data).toMatchObject({ bid_strategy: 'TARGET', bid_amount_local_micro: 150_000 });
      const auto = await newLineItem({});
      expect(auto.res.body.data).toMatchObject({ bid_strategy: 'AUTO', bid_amount_local_micro: null });
      // AUTO ignores the amount
      const ignored = await newLineItem({ bid_strategy: 'AUTO', bid_amount_local_micro: 150_000 });
      expect(ignored.res.body.data).toMatchObject({ bid_strategy: 'AUTO', bid_amount_local_micro: null });
    });

    it('charges each objective by its unit, and lets app installs and link clicks choose pay_by', async () => {
      const defaults = await Promise.all([
        newLineItem({}),
        newLineItem({ objective: 'REACH' }),
        newLineItem({ objective: 'FOLLOWERS', product_type: 'PROMOTED_ACCOUNT' }),
        newLineItem({ objective: 'VIDEO_VIEWS' }),
        newLineItem({ objective: 'WEBSITE_CLICKS' }),
        newLineItem({ objective: 'APP_INSTALLS', ios_app_store_identifier: '333903271' }),
        newLineItem({ objective: 'APP_ENGAGEMENTS', ios_app_store_identifier: '333903271' }),
      ]);
      expect(defaults.map(({ res }) => [res.body.data.objective, res.body.data.pay_by])).toEqual([
        ['ENGAGEMENTS', 'ENGAGEMENT'],
        ['REACH', 'IMPRESSION'],
        ['FOLLOWERS', 'FOLLOW'],
        ['VIDEO_VIEWS', 'VIEW'],
        ['WEBSITE_CLICKS', 'IMPRESSION'],
        ['APP_INSTALLS', 'IMPRESSION'],
        ['APP_ENGAGEMENTS', 'APP_CLICK'],
      ]);
      const app = await newLineItem({ objective: 'APP_INSTALLS', ios_app_store_identifier: '333903271', pay_by: 'APP_CLICK' });
      expect(app.res.body.data).toMatchObject({ pay_by: 'APP_CLICK' });
      const link = await newLineItem({ objective: 'WEBSITE_CLICKS', pay_by: 'LINK_CLICK' });
      expect(link.res.body.data).toMatchObject({ goal: 'LINK_CLICKS', pay_by: 'LINK_CLICK' });
      const refused: Array<Record<string, string | number>> = [
        { objective: 'REACH', pay_by: 'ENGAGEMENT' },
        { pay_by: 'IMPRESSION' },
        { objective: 'WEBSITE_CLICKS', bid_strategy: 'TARGET', bid_amount_local_micro: 1_000_000, pay_by: 'IMPRESSION' },
        { objective: 'WEBSITE_CLICKS', goal: 'SITE_VISITS', pay_by: 'LINK_CLICK' },
        { pay_by: 'CPM' },
      ];
      for (const params of refused) {
        const { res } = await newLineItem(params);
        expect({ params, status: res.status, error: res.body.errors?.[0] }).toMatchObject({ status: 400, error: { code: 'INVALID_PARAMETER', parameter: 'pay_by' } });
      }
    });

    it('changes pay_by on app installs only; other line items take theirs back unchanged', async () => {
      const app = (await newLineItem({ objective: 'APP_INSTALLS', ios_app_store_identifier: '333903271' })).res.body.data;
      const changed = await ads.put(`${acct()}/line_items/${app.id}`, { pay_by: 'APP_CLICK' });
      expect(changed.body.data.pay_by).toBe('APP_CLICK');
      expect((await ads.get(`${acct()}/line_items/${app.id}`)).body.data.pay_by).toBe('APP_CLICK');
      const link = (await newLineItem({ objective: 'WEBSITE_CLICKS' })).res.body.data;
      const refused = await ads.put(`${acct()}/line_items/${link.id}`, { pay_by: 'LINK_CLICK' });
      expect(refused.status).toBe(400);
      expect(refused.body.errors[0]).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'pay_by' });
      expect((await ads.put(`${acct()}/line_items/${link.id}`, { pay_by: 'IMPRESSION', name: 'same pay_by' })).body.data).toMatchObject({ name: 'same pay_by', pay_by: 'IMPRESSION' });
      // a TARGET bid charges link clicks by the click
      const target = await ads.put(`${acct()}/line_items/${link.id}`, { bid_strategy: 'TARGET', bid_amount_local_micro: 1_000_000 });
      expect(target.body.data).toMatchObject({ bid_strategy: 'TARGET', pay_by: 'LINK_CLICK' });
    });

    it('refuses an empty name on create, where a name is 1 to 255 characters, and lists nothing new', async () => {
      const { campaign, res } = await newLineItem({ name: '' });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([expect.objectContaining({ code: 'INVALID_PARAMETER', parameter: 'name' })]);
      expect((await ads.get(`${acct()}/line_items`, { campaign_ids: [campaign.id], with_draft: true })).body.data).toEqual([]);
      const unnamed = await ads.post(`${acct()}/line_items`, { campaign_id: campaign.id, objective: 'ENGAGEMENTS', product_type: 'PROMOTED_POSTS', placements: ['ALL_ON_PLATFORM'] });
      expect(unnamed.body.data).toMatchObject({ name: null });
    });

    it('updates with PUT, unsets with an empty string, deletes irreversibly', async () => {
      const { res } = await newLineItem({ objective: 'REACH', frequency_cap: 5, duration_in_days: 7, name: 'to change' });
      const id = res.body.data.id;
      const put = await ads.put(`${acct()}/line_items/${id}`, { name: '', frequency_cap: 3, entity_status: 'PAUSED' });
      expect(put.status).toBe(200);
      expect(put.body.data).toMatchObject({ name: null, frequency_cap: 3, duration_in_days: 7, entity_status: 'PAUSED' });
      const badDuration = await ads.put(`${acct()}/line_items/${id}`, { duration_in_days: 3 });
      expect(badDuration.body.errors[0]).toMatchObject({ parameter: 'duration_in_days' });
      const del = await ads.delete(`${acct()}/line_items/${id}`);
      expect(del.body.data.deleted).toBe(true);
      const again = await ads.delete(`${acct()}/line_items/${id}`);
      expect(again.status).toBe(404);
      expect(again.body.errors[0]).toEqual({
        code: 'LINE_ITEM_NOT_FOUND',
        message: `Line Item ${id} was not found for Account ${ads.accountId}`,
        parameter: 'line_item_id',
      });
    });
  });
});
