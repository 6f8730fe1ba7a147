import { type AdsCaller, adsCaller } from '../../support/ads-client';
import { startTestApp, type TestApp } from '../../support/app';
import { type DeliveredAccount, deliveredAccount, HOUR, iso } from '../../support/delivered-account';

type Params = Record<string, string | number | boolean | string[]>;

describe('active entities', () => {
  let t: TestApp;
  let d: DeliveredAccount;
  let ads: AdsCaller;
  /** The two delivered days: [first hour, first hour + 48 h). */
  let range: { start_time: string; end_time: string };

  beforeAll(async () => {
    // the sweeper left to the clock's advance
    t = await startTestApp({ DELIVERY_SWEEP_MS: '3600000' });
    const api = await t.listen();
    d = await deliveredAccount(t, { api });
    ads = d.ads;
    range = { start_time: iso(d.firstHour), end_time: iso(d.firstHour + 48 * HOUR) };
  }, 60_000);
  afterAll(() => t.close());

  const active = (params: Params, caller: AdsCaller = ads, account = caller.accountId) =>
    caller.get(`/12/stats/accounts/${account}/active_entities`, { ...range, ...params });
  const idsOf = (res: { body: any }) => res.body.data.map((item: { entity_id: string }) => item.entity_id);
  const sorted = (ids: string[]) => [...ids].sort();
  const errorOf = (res: { status: number; body: any }) => ({ status: res.status, ...res.body.errors[0] });

  it('lists the line items that delivered in the range, with when and where, and the request as settled', async () => {
    const res = await active({ entity: 'LINE_ITEM' });
    expect(res.status).toBe(200);
    expect(res.body.request).toEqual({ params: { account_id: ads.accountId, entity: 'LINE_ITEM', ...range } });
    expect(res.body.data_type).toBe('active_entities');
    // the line item without ads never served
    expect(idsOf(res)).toEqual(sorted(d.lineItems));
    const byId = new Map(res.body.data.map((item: any) => [item.entity_id, item]));
    expect(byId.get(d.lineItems[0])).toMatchObject({ placements: ['ALL_ON_PLATFORM'] });
    expect(byId.get(d.lineItems[1])).toMatchObject({ placements: ['ALL_ON_PLATFORM', 'PUBLISHER_NETWORK'] });
    for (const item of res.body.data) {
      expect(Object.keys(item).sort()).toEqual(['activity_end_time', 'activity_start_time', 'entity_id', 'placements']);
      expect(item.activity_start_time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      // delivery starts in the first hour the line item could serve and runs until the clock's
      const start = Date.parse(item.activity_start_time);
      const end = Date.parse(item.activity_end_time);
      expect(start).toBeGreaterThanOrEqual(d.firstHour);
      expect(start).toBeLessThan(d.firstHour + HOUR / 2);
      expect(end).toBeGreaterThan(d.lastHour + HOUR / 2);
      expect(end).toBeLessThan(d.lastHour + HOUR);
    }
    // the same delivery answers the same times
    expect((await active({ entity: 'LINE_ITEM' })).body).toEqual(res.body);
  });

  it('answers every entity type that delivered: campaigns, the funding instrument, promoted posts (PROMOTED_TWEET answered neutrally)', async () => {
    expect(idsOf(await active({ entity: 'CAMPAIGN' }))).toEqual(sorted(d.campaigns));
    expect(idsOf(await active({ entity: 'FUNDING_INSTRUMENT' }))).toEqual([d.fundingInstrument]);
    const posts = await active({ entity: 'PROMOTED_TWEET' });
    expect(posts.status).toBe(200);
    expect(posts.body.request.params.entity).toBe('PROMOTED_POST');
    expect(idsOf(posts)).toEqual(sorted(d.promotedPosts));
    expect(idsOf(await active({ entity: 'PROMOTED_POST' }))).toEqual(sorted(d.promotedPosts));
    expect((await active({ entity: 'PROMOTED_ACCOUNT' })).body.data).toEqual([]);
    expect((await active({ entity: 'MEDIA_CREATIVE' })).body.data).toEqual([]);
  });

  it('finds the activity of the hours asked for only', async () => {
    const hour = d.firstHour + 10 * HOUR;
    const res = await active({ entity: 'LINE_ITEM', start_time: iso(hour), end_time: iso(hour + HOUR) });
    expect(idsOf(res)).toEqual(sorted(d.lineItems));
    for (const item of res.body.data) {
      expect(Date.parse(item.activity_start_time)).toBeGreaterThanOrEqual(hour);
      expect(Date.parse(item.activity_start_time)).toBeLessThan(hour + HOUR / 2);
      expect(Date.parse(item.activity_end_time)).toBeGreaterThan(hour + HOUR / 2);
      expect(Date.parse(item.activity_end_time)).toBeLessThan(hour + HOUR);
    }
    // nothing before the line items existed (the hours the clock looked back at included), nothing after the clock
    for (const [from, to] of [
      [d.firstHour - 72 * HOUR, d.firstHour - 24 * HOUR],
      [d.firstHour - 3 * HOUR, d.firstHour],
      [d.firstHour + 49 * HOUR, d.firstHour + 60 * HOUR],
    ]) {
      for (const entity of ['LINE_ITEM', 'CAMPAIGN', 'FUNDING_INSTRUMENT', 'PROMOTED_POST']) {
        const none = await active({ entity, start_time: iso(from), end_time: iso(to) });
        expect({ entity, from: iso(from), status: none.status, data: none.body.data }).toEqual({ entity, from: iso(from), status: 200, data: [] });
      }
    }
  });

  it('filters by campaigns, funding instruments or line items at every level', async () => {
    const [c1, c2] = d.campaigns;
    const [l1, l2] = d.lineItems;
    const [p1, p2] = d.promotedPosts;
    const cases: Array<[Params, string[]]> = [
      [{ entity: 'CAMPAIGN', campaign_ids: [c1] }, [c1]],
      [{ entity: 'CAMPAIGN', line_item_ids: [l2] }, [c2]],
      [{ entity: 'CAMPAIGN', funding_instrument_ids: [d.fundingInstrument] }, sorted([c1, c2])],
      [{ entity: 'LINE_ITEM', campaign_ids: [c2] }, [l2]],
      [{ entity: 'LINE_ITEM', line_item_ids: [l1, d.idleLineItem] }, [l1]],
      [{ entity: 'PROMOTED_POST', line_item_ids: [l1] }, [p1]],
      [{ entity: 'PROMOTED_TWEET', campaign_ids: [c2, 'nope'] }, [p2]],
      [{ entity: 'FUNDING_INSTRUMENT', campaign_ids: [c1] }, [d.fundingInstrument]],
      [{ entity: 'FUNDING_INSTRUMENT', line_item_ids: [d.idleLineItem] }, []],
      [{ entity: 'FUNDING_INSTRUMENT', funding_instrument_ids: [d.fundingInstrument] }, [d.fundingInstrument]],
      [{ entity: 'LINE_ITEM', funding_instrument_ids: ['nope'] }, []],
    ];
    for (const [params, expected] of cases) {
      const res = await active(params);
      expect({ params, status: res.status, ids: idsOf(res) }).toEqual({ params, status: 200, ids: expected });
    }
    // the filter is echoed with the request
    expect((await active({ entity: 'CAMPAIGN', campaign_ids: [c1] })).body.request.params).toEqual({ account_id: ads.accountId, entity: 'CAMPAIGN', ...range, campaign_ids: [c1] });
  });

  it('takes one filter at most', async () => {
    const both = await active({ entity: 'LINE_ITEM', campaign_ids: [d.campaigns[0]], line_item_ids: [d.lineItems[0]] });
    expect(both.status).toBe(400);
    expect(both.body.errors).toEqual([expect.objectContaining({ code: 'EXCLUSIVE_PARAMETERS', parameter: 'campaign_ids', message: expect.stringContaining('line_item_ids') })]);
    const all = await active({ entity: 'LINE_ITEM', campaign_ids: ['a'], line_item_ids: ['b'], funding_instrument_ids: ['c'] });
    expect(errorOf(all)).toMatchObject({ status: 400, code: 'EXCLUSIVE_PARAMETERS' });
    expect(errorOf(await active({ entity: 'CAMPAIGN', funding_instrument_ids: ['a'], line_item_ids: ['b'] }))).toMatchObject({ status: 400, code: 'EXCLUSIVE_PARAMETERS' });
  });

  it('refuses bad parameters, naming them', async () => {
    const missing = await ads.get(`/12/stats/accounts/${ads.accountId}/active_entities`);
    expect(missing.status).toBe(400);
    expect(missing.body.errors.map((e: any) => [e.code, e.parameter])).toEqual([
      ['MISSING_PARAMETER', 'entity'],
      ['MISSING_PARAMETER', 'start_time'],
      ['MISSING_PARAMETER', 'end_time'],
    ]);
    expect(errorOf(await active({ entity: 'ACCOUNT' }))).toMatchObject({ status: 400, code: 'INVALID_PARAMETER', parameter: 'entity' });
    expect(errorOf(await active({ entity: 'ORGANIC_TWEET' }))).toMatchObject({ status: 400, code: 'INVALID_PARAMETER', parameter: 'entity' });
    expect(errorOf(await active({ entity: 'LINE_ITEM', start_time: iso(d.firstHour + 30 * 60_000) }))).toEqual({
      status: 400,
      code: 'INVALID_PARAMETER',
      parameter: 'start_time',
      message: `Expected time in whole hours, got "${iso(d.firstHour + 30 * 60_000)}" for start_time`,
    });
    expect(errorOf(await active({ entity: 'LINE_ITEM', end_time: '2026-13-40T00:00:00Z' }))).toMatchObject({ status: 400, code: 'INVALID_PARAMETER', parameter: 'end_time' });
    expect(errorOf(await active({ entity: 'LINE_ITEM', start_time: 'yesterday' }))).toMatchObject({ status: 400, code: 'INVALID_PARAMETER', parameter: 'start_time' });
    // at most 90 days
    const end = d.firstHour + 48 * HOUR;
    expect((await active({ entity: 'LINE_ITEM', start_time: iso(end - 90 * 24 * HOUR), end_time: iso(end) })).status).toBe(200);
    expect(errorOf(await active({ entity: 'LINE_ITEM', start_time: iso(end - 90 * 24 * HOUR - HOUR), end_time: iso(end) }))).toMatchObject({
      status: 400,
      code: 'INVALID_PARAMETER',
      parameter: 'end_time',
    });
    // end after start
    expect(errorOf(await active({ entity: 'LINE_ITEM', start_time: range.end_time, end_time: range.start_time }))).toMatchObject({ status: 400, parameter: 'end_time' });
    expect(errorOf(await active({ entity: 'LINE_ITEM', end_time: range.start_time }))).toMatchObject({ status: 400, parameter: 'end_time' });
    // up to 200 ids a filter
    const many = Array.from({ length: 201 }, (_, i) => `c${i}`);
    expect(errorOf(await active({ entity: 'LINE_ITEM', campaign_ids: many }))).toMatchObject({ status: 400, code: 'INVALID_PARAMETER', parameter: 'campaign_ids' });
    expect((await active({ entity: 'LINE_ITEM', campaign_ids: many.slice(0, 200) })).status).toBe(200);
  });

  it('reads a bare date as midnight in the account’s time zone', async () => {
    // the account is in America/Los_Angeles, as the reference's example
    const res = await active({ entity: 'PROMOTED_TWEET', start_time: '2026-02-28', end_time: '2026-03-01' });
    expect(res.status).toBe(200);
    expect(res.body.request.params).toEqual({ account_id: ads.accountId, entity: 'PROMOTED_POST', start_time: '2026-02-28T08:00:00Z', end_time: '2026-03-01T08:00:00Z' });
    expect(res.body.data).toEqual([]);
  });

  it('answers only for an account the user may see', async () => {
    const stranger = await adsCaller(t, { api: await t.listen() });
    const refused = await active({ entity: 'LINE_ITEM' }, stranger, ads.accountId);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(refused.body.errors).toEqual([expect.objectContaining({ code: expect.any(String) })]);
    const own = await active({ entity: 'LINE_ITEM' }, stranger);
    expect(own.status).toBe(200);
    expect(own.body.data).toEqual([]);
  });
});
