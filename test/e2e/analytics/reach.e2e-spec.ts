import { type AdsCaller, adsCaller } from '../../support/ads-client';
import { startTestApp, type TestApp } from '../../support/app';
import { type DeliveredAccount, deliveredAccount, HOUR, iso } from '../../support/delivered-account';

type Params = Record<string, string | number | boolean | string[]>;

describe('reach and average frequency', () => {
  let t: TestApp;
  let d: DeliveredAccount;
  let ads: AdsCaller;
  let api: string;
  /** The two delivered days. */
  let range: { start_time: string; end_time: string };

  beforeAll(async () => {
    t = await startTestApp({ DELIVERY_SWEEP_MS: '3600000' });
    api = await t.listen();
    d = await deliveredAccount(t, { api });
    ads = d.ads;
    range = { start_time: iso(d.firstHour), end_time: iso(d.firstHour + 48 * HOUR) };
  }, 60_000);
  afterAll(() => t.close());

  const reach = (kind: 'campaigns' | 'funding_instruments', params: Params, caller: AdsCaller = ads, account = caller.accountId) =>
    caller.get(`/12/stats/accounts/${account}/reach/${kind}`, { ...range, ...params });
  const errorOf = (res: { status: number; body: any }) => ({ status: res.status, ...res.body.errors[0] });

  /** The impressions delivery recorded for an entity over the range (every placement), as stats count them. */
  async function impressions(entityType: string, id: string, from: string, to: string): Promise<number> {
    const [row] = await t.dataSource.query(
      `SELECT coalesce(sum(impressions), 0)::int8::text AS n FROM analytics.hourly_metrics
        WHERE environment = 'production' AND account_id = $1 AND entity_type = $2 AND entity_id = $3 AND hour >= $4 AND hour < $5`,
      [ads.accountId, entityType, id, from, to],
    );
    return Number(row.n);
  }

  it('answers each campaign asked for, in the order asked, reaching no more people than impressions', async () => {
    const [c1, c2] = d.campaigns;
    const res = await reach('campaigns', { campaign_ids: [c2, c1] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      request: { params: { campaign_ids: [c2, c1], ...range, account_id: ads.accountId } },
      data_type: 'reach',
      data: [
        { id: c2, total_audience_reach: expect.any(Number), average_frequency: expect.any(Number) },
        { id: c1, total_audience_reach: expect.any(Number), average_frequency: expect.any(Number) },
      ],
    });
    for (const item of res.body.data) {
      const served = await impressions('CAMPAIGN', item.id, range.start_time, range.end_time);
      expect(served).toBeGreaterThan(0);
      expect(Number.isInteger(item.total_audience_reach)).toBe(true);
      expect(item.total_audience_reach).toBeGreaterThan(0);
      expect(item.total_audience_reach).toBeLessThanOrEqual(served);
      expect(item.average_frequency).toBeGreaterThanOrEqual(1);
      expect(item.average_frequency).toBeLessThan(3.01);
      // two decimals, and reach times frequency gives back the impressions
      expect(Math.round(item.average_frequency * 100) / 100).toBe(item.average_frequency);
      expect(item.average_frequency).toBeCloseTo(served / item.total_audience_reach, 2);
    }
    // the same request answers the same
    expect((await reach('campaigns', { campaign_ids: [c2, c1] })).body).toEqual(res.body);
    expect((await reach('campaigns', { campaign_ids: [c1] })).body.data).toEqual([res.body.data[1]]);
  });

  it('answers a funding instrument, over everything its campaigns served', async () => {
    const res = await reach('funding_instruments', { funding_instrument_ids: d.fundingInstrument });
    expect(res.status).toBe(200);
    expect(res.body.request.params).toEqual({ funding_instrument_ids: [d.fundingInstrument], ...range, account_id: ads.accountId });
    expect(res.body.data_type).toBe('reach');
    const [item] = res.body.data;
    const served = await impressions('FUNDING_INSTRUMENT', d.fundingInstrument, range.start_time, range.end_time);
    const byCampaign = (await impressions('CAMPAIGN', d.campaigns[0], range.start_time, range.end_time)) + (await impressions('CAMPAIGN', d.campaigns[1], range.start_time, range.end_time));
    expect(served).toBe(byCampaign);
    expect(item.id).toBe(d.fundingInstrument);
    expect(item.total_audience_reach).toBeGreaterThan(0);
    expect(item.total_audience_reach).toBeLessThanOrEqual(served);
    expect(item.average_frequency).toBeGreaterThanOrEqual(1);
  });

  it('reaches nobody where nothing was served', async () => {
    const before = { start_time: iso(d.firstHour - 72 * HOUR), end_time: iso(d.firstHour - 24 * HOUR) };
    const none = await reach('campaigns', { campaign_ids: d.campaigns, ...before });
    expect(none.body.data).toEqual(d.campaigns.map((id) => ({ id, total_audience_reach: 0, average_frequency: 0 })));
    const fi = await reach('funding_instruments', { funding_instrument_ids: [d.fundingInstrument], ...before });
    expect(fi.body.data).toEqual([{ id: d.fundingInstrument, total_audience_reach: 0, average_frequency: 0 }]);
    // a campaign of the account that never served
    const acct = `/12/accounts/${ads.accountId}`;
    const idle = (await ads.post(`${acct}/campaigns`, { funding_instrument_id: d.fundingInstrument, name: 'Idle', daily_budget_amount_local_micro: 5_000_000 })).body.data.id;
    expect((await reach('campaigns', { campaign_ids: [idle] })).body.data).toEqual([{ id: idle, total_audience_reach: 0, average_frequency: 0 }]);
  });

  it('refuses ids that are not the account’s campaigns or funding instruments, naming them', async () => {
    const stranger = await adsCaller(t, { api });
    const theirs = (await stranger.get(`/12/accounts/${stranger.accountId}/funding_instruments`)).body.data[0].id;
    const unknown = await reach('campaigns', { campaign_ids: [d.campaigns[0], 'nope1', 'nope2'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([
      expect.objectContaining({ code: 'INVALID_PARAMETER', parameter: 'campaign_ids', message: expect.stringMatching(/nope1,nope2/) }),
    ]);
    const other = await reach('funding_instruments', { funding_instrument_ids: [theirs] });
    expect(errorOf(other)).toMatchObject({ status: 400, code: 'INVALID_PARAMETER', parameter: 'funding_instrument_ids', message: expect.stringContaining(theirs) });
    // a funding instrument is no campaign
    expect(errorOf(await reach('campaigns', { campaign_ids: [d.fundingInstrument] }))).toMatchObject({ status: 400, parameter: 'campaign_ids' });
  });

  it('refuses bad parameters, naming them', async () => {
    const missing = await ads.get(`/12/stats/accounts/${ads.accountId}/reach/campaigns`);
    expect(missing.status).toBe(400);
    expect(missing.body.errors.map((e: any) => [e.code, e.parameter]).sort()).toEqual([
      ['MISSING_PARAMETER', 'campaign_ids'],
      ['MISSING_PARAMETER', 'end_time'],
      ['MISSING_PARAMETER', 'start_time'],
    ]);
    expect(errorOf(await reach('funding_instruments', {}))).toMatchObject({ status: 400, code: 'MISSING_PARAMETER', parameter: 'funding_instrument_ids' });
    const many = Array.from({ length: 21 }, (_, i) => `c${i}`);
    expect(errorOf(await reach('campaigns', { campaign_ids: many }))).toMatchObject({ status: 400, code: 'INVALID_PARAMETER', parameter: 'campaign_ids' });
    expect(errorOf(await reach('campaigns', { campaign_ids: d.campaigns, start_time: iso(d.firstHour + 60_000) }))).toMatchObject({
      status: 400,
      code: 'INVALID_PARAMETER',
      parameter: 'start_time',
      message: expect.stringContaining('whole hours'),
    });
    expect(errorOf(await reach('campaigns', { campaign_ids: d.campaigns, end_time: range.start_time }))).toMatchObject({ status: 400, parameter: 'end_time' });
    const end = d.firstHour + 48 * HOUR;
    expect(errorOf(await reach('campaigns', { campaign_ids: d.campaigns, start_time: iso(end - 91 * 24 * HOUR), end_time: iso(end) }))).toMatchObject({ status: 400, parameter: 'end_time' });
    expect((await reach('campaigns', { campaign_ids: d.campaigns, start_time: iso(end - 90 * 24 * HOUR), end_time: iso(end) })).status).toBe(200);
    // another user's account
    const stranger = await adsCaller(t, { api });
    const refused = await reach('campaigns', { campaign_ids: d.campaigns }, stranger, ads.accountId);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
  });

  it('reads bare dates as midnight in the account’s time zone', async () => {
    const res = await reach('funding_instruments', { funding_instrument_ids: [d.fundingInstrument], start_time: '2026-05-19', end_time: '2026-05-26' });
    expect(res.status).toBe(200);
    // the account is in America/Los_Angeles (summer time in May)
    expect(res.body.request.params).toMatchObject({ start_time: '2026-05-19T07:00:00Z', end_time: '2026-05-26T07:00:00Z' });
  });
});
