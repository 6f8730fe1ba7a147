import { type AdsCaller, adsCaller } from '../../support/ads-client';
import { startTestApp, type TestApp } from '../../support/app';

type Params = Record<string, string | number | boolean | string[]>;

const HOUR = 3_600_000;
const hourOf = (time: number) => Math.floor(time / HOUR) * HOUR;
const iso = (time: number) => new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z');

describe('activating campaigns and line items over OAuth 1.0a', () => {
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

  const acct = (account = ads.accountId) => `/12/accounts/${account}`;

  /** A PAUSED campaign and a PAUSED line item of it, on the account (of the sandbox when asked). */
  async function pausedPair(options: { sandbox?: boolean; account?: string } = {}) {
    const call = (method: string, path: string, params: Params = {}) => ads.request(method, path, params, { sandbox: options.sandbox });
    const account = options.account ?? ads.accountId;
    const fi = (await call('GET', `${acct(account)}/funding_instruments`)).body.data[0];
    const campaign = await call('POST', `${acct(account)}/campaigns`, { funding_instrument_id: fi.id, name: 'Paused at first', entity_status: 'PAUSED' });
    expect(campaign.status).toBe(200);
    expect(campaign.body.data).toMatchObject({ entity_status: 'PAUSED', servable: false });
    const lineItem = await call('POST', `${acct(account)}/line_items`, {
      campaign_id: campaign.body.data.id,
      objective: 'ENGAGEMENTS',
      product_type: 'PROMOTED_POSTS',
      placements: ['ALL_ON_PLATFORM'],
      bid_amount_local_micro: 1_000_000,
      entity_status: 'PAUSED',
    });
    expect(lineItem.status).toBe(200);
    expect(lineItem.body.data).toMatchObject({ entity_status: 'PAUSED' });
    return { campaign: campaign.body.data, lineItem: lineItem.body.data, call, account };
  }

  it('activates a PAUSED campaign and line item, answered and shown as their update with entity_status=ACTIVE answers', async () => {
    const { campaign, lineItem } = await pausedPair();
    const activated = await ads.put(`${acct()}/campaigns/${campaign.id}/activate`);
    expect(activated.status).toBe(200);
    expect(activated.body.request).toEqual({ params: { account_id: ads.accountId, campaign_id: campaign.id } });
    expect(activated.body.data).toEqual({
      ...campaign,
      entity_status: 'ACTIVE',
      effective_status: 'RUNNING',
      servable: true,
      reasons_not_servable: [],
      updated_at: expect.any(String),
    });
    const got = await ads.get(`${acct()}/campaigns/${campaign.id}`);
    expect(got.body.data).toEqual(activated.body.data);

    const item = await ads.put(`${acct()}/line_items/${lineItem.id}/activate`);
    expect(item.status).toBe(200);
    expect(item.body.request).toEqual({ params: { account_id: ads.accountId, line_item_id: lineItem.id } });
    expect(item.body.data).toEqual({ ...lineItem, entity_status: 'ACTIVE', updated_at: expect.any(String) });
    expect((await ads.get(`${acct()}/line_items/${lineItem.id}`)).body.data).toEqual(item.body.data);

    // the update answers the same entity, once activated
    const viaUpdate = await ads.put(`${acct()}/campaigns/${campaign.id}`, { entity_status: 'ACTIVE' });
    expect(viaUpdate.body.data).toEqual(activated.body.data);
  });

  it('records the change in the account history, as the update does; activating an ACTIVE one changes nothing', async () => {
    const { campaign, lineItem } = await pausedPair();
    expect((await ads.put(`${acct()}/campaigns/${campaign.id}/activate`)).status).toBe(200);
    expect((await ads.put(`${acct()}/line_items/${lineItem.id}/activate`)).status).toBe(200);
    // again: a success, and nothing recorded
    const again = await ads.put(`${acct()}/campaigns/${campaign.id}/activate`);
    expect(again.status).toBe(200);
    expect(again.body.data.entity_status).toBe('ACTIVE');
    expect((await ads.put(`${acct()}/line_items/${lineItem.id}/activate`)).body.data.entity_status).toBe('ACTIVE');

    const now = Date.now();
    // the history's window is of whole hours
    const window = { start_time: iso(hourOf(now) - HOUR), end_time: iso(hourOf(now) + 2 * HOUR) };
    for (const [entityType, id] of [
      ['CAMPAIGN', campaign.id],
      ['LINE_ITEM', lineItem.id],
    ]) {
      const history = await ads.get(`${acct()}/account_history`, { ...window, entity_type: entityType, entity_id: id });
      expect(history.body.errors).toBeUndefined();
      expect(history.status).toBe(200);
      const entries = history.body.data as Array<Record<string, any>>;
      expect(entries.map((e) => e.change_type)).toEqual(['CREATE', 'UPDATE']);
      expect(entries[1]).toMatchObject({
        change_by: { user_id: ads.userId },
        changes: { entity_status: { old: 'PAUSED', new: 'ACTIVE' } },
        entity: entityType,
        entity_id: id,
        entity_data: { entity_status: 'ACTIVE' },
      });
      expect(Object.keys(entries[1].changes)).toEqual(['entity_status']);
    }
  });

  it('activates a DRAFT campaign as its update does', async () => {
    const fi = (await ads.get(`${acct()}/funding_instruments`)).body.data[0];
    const drafts = [];
    for (const name of ['draft one', 'draft two']) {
      const draft = await ads.post(`${acct()}/campaigns`, { funding_instrument_id: fi.id, name, entity_status: 'DRAFT' });
      expect(draft.body.data.entity_status).toBe('DRAFT');
      drafts.push(draft.body.data.id);
    }
    const activated = await ads.put(`${acct()}/campaigns/${drafts[0]}/activate`);
    const updated = await ads.put(`${acct()}/campaigns/${drafts[1]}`, { entity_status: 'ACTIVE' });
    expect(activated.status).toBe(updated.status);
    expect(activated.body.data).toMatchObject({ entity_status: 'ACTIVE', effective_status: 'RUNNING' });
    expect(updated.body.data).toMatchObject({ entity_status: 'ACTIVE', effective_status: 'RUNNING' });
  });

  it('ignores parameters sent with it', async () => {
    const { campaign, lineItem } = await pausedPair();
    const res = await ads.put(`${acct()}/campaigns/${campaign.id}/activate`, { entity_status: 'PAUSED', name: 'not this' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ entity_status: 'ACTIVE', name: 'Paused at first' });
    const json = await ads.request('PUT', `${acct()}/line_items/${lineItem.id}/activate`, {}, { json: { entity_status: 'PAUSED', bid_amount_local_micro: 5 } });
    expect(json.status).toBe(200);
    expect(json.body.data).toMatchObject({ entity_status: 'ACTIVE', bid_amount_local_micro: 1_000_000 });
  });

  it('answers an unknown or deleted entity 404 in the ads error shape', async () => {
    const { campaign, lineItem } = await pausedPair();
    const unknownCampaign = await ads.put(`${acct()}/campaigns/nosuch/activate`);
    expect(unknownCampaign.status).toBe(404);
    expect(unknownCampaign.body).toEqual({
      errors: [{ code: 'CAMPAIGN_NOT_FOUND', message: `Campaign nosuch was not found for Account ${ads.accountId}`, parameter: 'campaign_id' }],
      request: { params: { account_id: ads.accountId, campaign_id: 'nosuch' } },
    });
    expect(unknownCampaign.body.errors).toEqual((await ads.put(`${acct()}/campaigns/nosuch`, { entity_status: 'ACTIVE' })).body.errors);
    const unknownLineItem = await ads.put(`${acct()}/line_items/nosuch/activate`);
    expect(unknownLineItem.status).toBe(404);
    expect(unknownLineItem.body.errors).toEqual([
      { code: 'LINE_ITEM_NOT_FOUND', message: `Line Item nosuch was not found for Account ${ads.accountId}`, parameter: 'line_item_id' },
    ]);

    // deleted: as the update answers it
    expect((await ads.delete(`${acct()}/line_items/${lineItem.id}`)).status).toBe(200);
    expect((await ads.delete(`${acct()}/campaigns/${campaign.id}`)).status).toBe(200);
    for (const [path, update] of [
      [`${acct()}/campaigns/${campaign.id}`, { entity_status: 'ACTIVE' }],
      [`${acct()}/line_items/${lineItem.id}`, { entity_status: 'ACTIVE' }],
    ] as const) {
      const activated = await ads.put(`${path}/activate`);
      const updated = await ads.put(path, update);
      expect(activated.status).toBe(404);
      expect(activated.status).toBe(updated.status);
      expect(activated.body.errors).toEqual(updated.body.errors);
    }
  });

  it("refuses another user's account as the update does, and changes nothing there", async () => {
    const { campaign, lineItem } = await pausedPair();
    for (const path of [`${acct()}/campaigns/${campaign.id}`, `${acct()}/line_items/${lineItem.id}`]) {
      const activated = await other.put(`${path}/activate`);
      const updated = await other.put(path, { entity_status: 'ACTIVE' });
      expect(activated.status).toBe(403);
      expect(activated.body.errors[0]).toMatchObject({ code: 'ACCOUNT_NOT_FOUND', parameter: 'account_id' });
      expect(activated.body.errors).toEqual(updated.body.errors);
      // the owner's entity is yours only by your own account's path either
      const own = await other.put(`${acct(other.accountId)}/${path.split('/').slice(-2).join('/')}/activate`);
      expect(own.status).toBe(404);
    }
    expect((await ads.get(`${acct()}/campaigns/${campaign.id}`)).body.data.entity_status).toBe('PAUSED');
    expect((await ads.get(`${acct()}/line_items/${lineItem.id}`)).body.data.entity_status).toBe('PAUSED');
  });

  it('serves the sandbox, on its own data', async () => {
    const created = await ads.request('POST', '/12/accounts', {}, { sandbox: true });
    expect(created.status).toBe(200);
    const sandboxAccount = created.body.data[0].id;
    const { campaign, lineItem, call } = await pausedPair({ sandbox: true, account: sandboxAccount });
    const activated = await call('PUT', `${acct(sandboxAccount)}/campaigns/${campaign.id}/activate`);
    expect(activated.status).toBe(200);
    expect(activated.body.data.entity_status).toBe('ACTIVE');
    const item = await call('PUT', `${acct(sandboxAccount)}/line_items/${lineItem.id}/activate`);
    expect(item.status).toBe(200);
    expect((await call('GET', `${acct(sandboxAccount)}/line_items/${lineItem.id}`)).body.data.entity_status).toBe('ACTIVE');
    // the sandbox's entities are none of production's
    expect((await ads.put(`${acct(sandboxAccount)}/campaigns/${campaign.id}/activate`)).status).toBe(403);
  });
});
