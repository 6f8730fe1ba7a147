import { type AdsCaller, adsCaller } from '../../support/ads-client';
import { startTestApp, type TestApp } from '../../support/app';

/** `POST /12/batch/accounts/:account_id/campaigns` and `.../line_items`: up to 40 operations, all or none, in request order. */
describe('campaign and line item batches', () => {
  let t: TestApp;
  let ads: AdsCaller;
  let acct: string;
  let fi: string;

  beforeAll(async () => {
    t = await startTestApp();
    ads = await adsCaller(t, { api: await t.listen() });
    acct = `/12/accounts/${ads.accountId}`;
    fi = (await ads.get(`${acct}/funding_instruments`)).body.data[0].id;
  });
  afterAll(() => t.close());

  const batch = (entities: string, operations: unknown) => ads.request('POST', `/12/batch/accounts/${ads.accountId}/${entities}`, {}, { json: operations });
  const hourWindow = () => {
    const start = new Date();
    start.setUTCMinutes(0, 0, 0);
    return { start_time: start.toISOString().replace('.000', ''), end_time: new Date(start.getTime() + 3_600_000).toISOString().replace('.000', '') };
  };

  it('creates, updates and deletes campaigns in one request, answered in request order, each in the history', async () => {
    const existing = (await ads.post(`${acct}/campaigns`, { funding_instrument_id: fi, name: 'Existing', daily_budget_amount_local_micro: 1_000_000 })).body.data;
    const doomed = (await ads.post(`${acct}/campaigns`, { funding_instrument_id: fi, name: 'Doomed', daily_budget_amount_local_micro: 1_000_000 })).body.data;
    const res = await batch('campaigns', [
      { operation_type: 'Create', params: { funding_instrument_id: fi, name: 'Batched', daily_budget_amount_local_micro: 2_000_000, entity_status: 'PAUSED' } },
      { operation_type: 'Update', params: { campaign_id: existing.id, name: 'Renamed in batch' } },
      { operation_type: 'Delete', params: { campaign_id: doomed.id } },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      expect.objectContaining({ name: 'Batched', entity_status: 'PAUSED', funding_instrument_id: fi, currency: 'USD', deleted: false }),
      expect.objectContaining({ id: existing.id, name: 'Renamed in batch' }),
      expect.objectContaining({ id: doomed.id, deleted: true }),
    ]);
    expect(res.body.request).toEqual([
      { operation_type: 'Create', params: expect.objectContaining({ name: 'Batched' }) },
      { operation_type: 'Update', params: { campaign_id: existing.id, name: 'Renamed in batch' } },
      { operation_type: 'Delete', params: { campaign_id: doomed.id } },
    ]);
    expect((await ads.get(`${acct}/campaigns/${res.body.data[0].id}`)).body.data).toEqual(res.body.data[0]);
    expect((await ads.get(`${acct}/campaigns/${doomed.id}`)).status).toBe(404);
    const history = await ads.get(`${acct}/account_history`, { entity_type: 'CAMPAIGN', entity_id: existing.id, ...hourWindow() });
    expect(history.body.data.map((e: { change_type: string }) => e.change_type)).toEqual(['CREATE', 'UPDATE']);
    expect(history.body.data[1].changes).toEqual({ name: { old: 'Existing', new: 'Renamed in batch' } });
  });

  it('applies nothing when an operation is refused, naming each by its index', async () => {
    const existing = (await ads.post(`${acct}/campaigns`, { funding_instrument_id: fi, name: 'Untouched', daily_budget_amount_local_micro: 1_000_000 })).body.data;
    const res = await batch('campaigns', [
      { operation_type: 'Update', params: { campaign_id: existing.id, name: 'Should not stick' } },
      { operation_type: 'Create', params: { funding_instrument_id: 'nope', name: 'No funding' } },
      { operation_type: 'Delete', params: { campaign_id: 'unknown' } },
      { operation_type: 'Update', params: { campaign_id: existing.id, daily_budget_amount_local_micro: 'lots' } },
    ]);
    expect(res.status).toBe(400);
    const errors = res.body.operation_errors;
    expect(errors).toHaveLength(4);
    expect(errors[0]).toEqual([]);
    expect(errors[3]).toEqual([expect.objectContaining({ code: 'INVALID_PARAMETER', parameter: 'daily_budget_amount_local_micro' })]);
    expect((await ads.get(`${acct}/campaigns/${existing.id}`)).body.data.name).toBe('Untouched');

    const decided = await batch('campaigns', [
      { operation_type: 'Update', params: { campaign_id: existing.id, name: 'Should not stick' } },
      { operation_type: 'Create', params: { funding_instrument_id: 'nope', name: 'No funding' } },
      { operation_type: 'Delete', params: { campaign_id: 'unknown' } },
    ]);
    expect(decided.status).toBe(400);
    expect(decided.body.operation_errors).toEqual([
      [],
      [expect.objectContaining({ code: 'FUNDING_INSTRUMENT_NOT_FOUND', parameter: 'funding_instrument_id' })],
      [expect.objectContaining({ code: 'CAMPAIGN_NOT_FOUND', parameter: 'campaign_id' })],
    ]);
    expect((await ads.get(`${acct}/campaigns/${existing.id}`)).body.data.name).toBe('Untouched');
  });

  it('takes at most 40 operations', async () => {
    const many = Array.from({ length: 41 }, (_, i) => ({ operation_type: 'Create', params: { funding_instrument_id: fi, name: `c${i}` } }));
    const res = await batch('campaigns', many);
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'operations' });
    expect((await batch('campaigns', many.slice(0, 40))).body.data).toHaveLength(40);
  });

  it('batches line items with their campaign rules, each as its single endpoint would', async () => {
    const campaign = (await ads.post(`${acct}/campaigns`, { funding_instrument_id: fi, name: 'Line items', daily_budget_amount_local_micro: 1_000_000 })).body.data.id;
    const existing = (await ads.post(`${acct}/line_items`, { campaign_id: campaign, objective: 'ENGAGEMENTS', product_type: 'PROMOTED_POSTS', placements: 'ALL_ON_PLATFORM' })).body.data;
    const res = await batch('line_items', [
      { operation_type: 'Create', params: { campaign_id: campaign, objective: 'WEBSITE_CLICKS', product_type: 'PROMOTED_TWEETS', placements: ['ALL_ON_TWITTER'], bid_amount_local_micro: 500_000, name: 'Clicks' } },
      { operation_type: 'Update', params: { line_item_id: existing.id, entity_status: 'PAUSED', bid_amount_local_micro: 300_000, bid_strategy: 'MAX' } },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      expect.objectContaining({ campaign_id: campaign, objective: 'WEBSITE_CLICKS', product_type: 'PROMOTED_POSTS', bid_strategy: 'MAX', bid_amount_local_micro: 500_000, name: 'Clicks' }),
      expect.objectContaining({ id: existing.id, entity_status: 'PAUSED', bid_strategy: 'MAX', bid_amount_local_micro: 300_000 }),
    ]);
    const refused = await batch('line_items', [
      { operation_type: 'Delete', params: { line_item_id: existing.id } },
      { operation_type: 'Create', params: { campaign_id: campaign, objective: 'REACH', product_type: 'PROMOTED_POSTS', placements: ['ALL_ON_PLATFORM'], bid_strategy: 'MAX', bid_amount_local_micro: 1 } },
    ]);
    expect(refused.status).toBe(400);
    expect(refused.body.operation_errors).toEqual([[], [expect.objectContaining({ code: 'INVALID_PARAMETER', parameter: 'bid_strategy' })]]);
    expect((await ads.get(`${acct}/line_items/${existing.id}`)).body.data.deleted).toBe(false);
    const history = await ads.get(`${acct}/account_history`, { entity_type: 'LINE_ITEM', entity_id: existing.id, ...hourWindow() });
    expect(history.body.data.map((e: { change_type: string }) => e.change_type)).toEqual(['CREATE', 'UPDATE']);

    const unnamed = await batch('line_items', [
      { operation_type: 'Create', params: { campaign_id: campaign, objective: 'ENGAGEMENTS', product_type: 'PROMOTED_POSTS', placements: ['ALL_ON_PLATFORM'], name: '' } },
    ]);
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.operation_errors).toEqual([[expect.objectContaining({ code: 'INVALID_PARAMETER', parameter: 'name' })]]);
  });
});
