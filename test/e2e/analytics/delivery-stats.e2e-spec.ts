import { adsCaller, type AdsCaller } from '../../support/ads-client';
import { admin, startTestApp, type TestApp } from '../../support/app';

const HOUR = 3_600_000;
const iso = (at: number) => new Date(at).toISOString().replace('.000', '');
const sum = (values: number[] | null) => (values ?? []).reduce((a, b) => a + b, 0);

/** The simulated ad server and the synchronous stats: a campaign delivered through its flight on the account's clock. */
describe('delivery and synchronous stats', () => {
  let t: TestApp;
  let ads: AdsCaller;
  let acct: string;
  let fi: { id: string };
  let timezone: string;
  /** The hour the line items' flights start (the hour after they were made). */
  let flightStart: number;

  beforeAll(async () => {
    t = await startTestApp();
    ads = await adsCaller(t, { api: await t.listen() });
    acct = `/12/accounts/${ads.accountId}`;
    fi = (await ads.get(`${acct}/funding_instruments`)).body.data[0];
    timezone = (await ads.get(acct)).body.data.timezone;
    flightStart = Math.floor(Date.now() / HOUR) * HOUR + HOUR;
  });
  afterAll(() => t.close());

  /** An ACTIVE campaign and an ACTIVE line item with a promoted post, flying `hours` from `flightStart`. */
  async function campaignWithLineItem(campaign: Record<string, unknown>, lineItem: Record<string, unknown>, hours = 72) {
    const c = (await ads.post(`${acct}/campaigns`, { funding_instrument_id: fi.id, name: 'Delivered', entity_status: 'ACTIVE', ...campaign })).body.data;
    const created = await ads.post(`${acct}/line_items`, {
      campaign_id: c.id,
      objective: 'ENGAGEMENTS',
      product_type: 'PROMOTED_POSTS',
      placements: 'ALL_ON_PLATFORM',
      bid_amount_local_micro: 1_500_000,
      entity_status: 'ACTIVE',
      start_time: iso(flightStart),
      end_time: iso(flightStart + hours * HOUR),
      ...lineItem,
    });
    expect(created.status).toBe(200);
    const li = created.body.data;
    const post = (await ads.post(`${acct}/post`, { as_user_id: ads.userId, text: `ad ${li.id}` })).body.data.id_str;
    const promoted = (await ads.post(`${acct}/promoted_posts`, { line_item_id: li.id, post_ids: [post] })).body.data[0];
    return { campaign: c.id as string, lineItem: li.id as string, promoted: promoted.id as string };
  }

  const stats = (params: Record<string, unknown>) =>
    ads.get(`/12/stats/accounts/${ads.accountId}`, { placement: 'ALL_ON_TWITTER', metric_groups: 'ENGAGEMENT,BILLING', ...params });

  const advance = (hours: number) => admin(t).post(`/admin/ad_accounts/${ads.accountId}/clock`, { advance_hours: hours });

  it('delivers servable line items within their flight and budgets, and reads them back by hour, day and total', async () => {
    const capped = await campaignWithLineItem({ daily_budget_amount_local_micro: 40_000_000 }, { total_budget_amount_local_micro: 30_000_000 });
    const open = await campaignWithLineItem({ daily_budget_amount_local_micro: 100_000_000 }, {});
    const paused = await campaignWithLineItem({ daily_budget_amount_local_micro: 25_000_000 }, { entity_status: 'PAUSED' });

    const advanced = await advance(100);
    expect(advanced.status).toBe(200);
    expect(advanced.body).toEqual({ data: { account_id: ads.accountId, now: expect.any(String) } });
    const now = Date.parse(advanced.body.data.now);
    expect(Math.abs(now - (Date.now() + 100 * HOUR))).toBeLessThan(60_000);

    // hourly over the flight and a few hours either side
    const start = flightStart - 2 * HOUR;
    const end = flightStart + 80 * HOUR;
    const hourly = await stats({ entity: 'LINE_ITEM', entity_ids: `${capped.lineItem},${open.lineItem},${paused.lineItem}`, granularity: 'HOUR', start_time: iso(start), end_time: iso(end) });
    expect(hourly.status).toBe(200);
    expect(hourly.body).toMatchObject({ data_type: 'stats', time_series_length: 82 });
    // the analytics budget: 250 requests per 15 minutes (test apps multiply every limit by 1000)
    expect(hourly.headers.get('x-rate-limit-limit')).toBe('250000');
    expect(hourly.body.request.params).toEqual({
      start_time: iso(start),
      end_time: iso(end),
      entity: 'LINE_ITEM',
      entity_ids: [capped.lineItem, open.lineItem, paused.lineItem],
      granularity: 'HOUR',
      placement: 'ALL_ON_PLATFORM',
      metric_groups: ['ENGAGEMENT', 'BILLING'],
      segmentation_type: null,
      country: null,
      platform: null,
    });
    const [cappedData, openData, pausedData] = hourly.body.data;
    const metricsOf = (d: any) => d.id_data[0].metrics;
    // only inside the flight: nothing before it starts or after it ends
    const openImpressions: number[] = metricsOf(openData).impressions;
    expect(openImpressions.slice(0, 2)).toEqual([0, 0]);
    expect(openImpressions.slice(74)).toEqual(Array(8).fill(0));
    expect(openImpressions.slice(2, 74).filter((n) => n > 0).length).toBeGreaterThan(40);
    // a paused line item serves nothing: every metric null
    expect(Object.values(metricsOf(pausedData)).every((v) => v === null)).toBe(true);
    // engagements are the sum of their parts, and never more than impressions
    const m = metricsOf(openData);
    m.engagements.forEach((e: number, i: number) => {
      expect(e).toBeLessThanOrEqual(m.impressions[i]);
      expect(e).toBeGreaterThanOrEqual((m.likes?.[i] ?? 0) + (m.retweets?.[i] ?? 0) + (m.replies?.[i] ?? 0));
    });
    // metrics an engagement line item never gets are null, and so are the keys nothing counts
    expect(m.app_clicks).toBeNull();
    expect(m.posts_send).toBeNull();
    // spend never above the line item's total budget, and the capped one stops once it is reached
    const cappedSpend: number[] = metricsOf(cappedData).billed_charge_local_micro;
    expect(sum(cappedSpend)).toBeLessThanOrEqual(30_000_000);
    expect(sum(cappedSpend)).toBeGreaterThan(25_000_000);
    const lastSpent = cappedSpend.reduce((last, v, i) => (v > 0 ? i : last), -1);
    expect(lastSpent).toBeLessThan(73);

    // DAY and TOTAL agree with HOUR; a local day's spend never passes the campaign's daily budget
    const dayStart = localMidnightOf(flightStart - 24 * HOUR, timezone);
    const days = await stats({ entity: 'LINE_ITEM', entity_ids: open.lineItem, granularity: 'DAY', start_time: iso(dayStart), end_time: iso(dayStart + 5 * 24 * HOUR + dstShift(dayStart, timezone)) });
    expect(days.status).toBe(200);
    expect(days.body.time_series_length).toBe(5);
    const daySpend: number[] = metricsOf(days.body.data[0]).billed_charge_local_micro;
    daySpend.forEach((spend) => expect(spend).toBeLessThanOrEqual(100_000_000));
    expect(Math.max(...daySpend)).toBeGreaterThan(90_000_000);
    const total = await stats({ entity: 'LINE_ITEM', entity_ids: open.lineItem, granularity: 'TOTAL', start_time: iso(start), end_time: iso(end) });
    expect(total.body.time_series_length).toBe(1);
    expect(metricsOf(total.body.data[0]).impressions).toEqual([sum(openImpressions)]);
    expect(metricsOf(total.body.data[0]).billed_charge_local_micro).toEqual([sum(m.billed_charge_local_micro)]);
    expect(sum(metricsOf(days.body.data[0]).impressions)).toBe(sum(openImpressions));

    // the campaign, its promoted post and the funding instrument add up to what their line items delivered
    const byCampaign = await stats({ entity: 'CAMPAIGN', entity_ids: open.campaign, granularity: 'TOTAL', start_time: iso(start), end_time: iso(end) });
    expect(metricsOf(byCampaign.body.data[0]).impressions).toEqual([sum(openImpressions)]);
    const byPost = await stats({ entity: 'PROMOTED_TWEET', entity_ids: open.promoted, granularity: 'TOTAL', start_time: iso(start), end_time: iso(end) });
    expect(byPost.body.request.params.entity).toBe('PROMOTED_POST');
    expect(metricsOf(byPost.body.data[0]).impressions).toEqual([sum(openImpressions)]);
    const byAccount = await stats({ entity: 'ACCOUNT', entity_ids: ads.accountId, granularity: 'TOTAL', start_time: iso(start), end_time: iso(end) });
    const accountMetrics = metricsOf(byAccount.body.data[0]);
    expect(accountMetrics.impressions).toEqual([sum(openImpressions) + sum(metricsOf(cappedData).impressions)]);
    // the engagement metrics an account cannot have, and the billing group it does not have
    expect(accountMetrics.clicks).toBeNull();
    expect(accountMetrics.billed_charge_local_micro).toBeNull();

    // a second read gives the same numbers
    expect((await stats({ entity: 'LINE_ITEM', entity_ids: `${capped.lineItem},${open.lineItem},${paused.lineItem}`, granularity: 'HOUR', start_time: iso(start), end_time: iso(end) })).body).toEqual(hourly.body);
  });

  it('stops delivering a paused line item from the hours after the pause', async () => {
    const { lineItem } = await campaignWithLineItem({ daily_budget_amount_local_micro: 100_000_000 }, { start_time: iso(flightStart - HOUR) }, 2000);
    const before = Date.parse((await advance(3)).body.data.now);
    expect((await ads.put(`${acct}/line_items/${lineItem}`, { entity_status: 'PAUSED' })).status).toBe(200);
    const after = Date.parse((await advance(5)).body.data.now);
    const pausedFrom = Math.floor(before / HOUR) * HOUR;
    const served = await stats({ entity: 'LINE_ITEM', entity_ids: lineItem, granularity: 'HOUR', start_time: iso(pausedFrom), end_time: iso(Math.floor(after / HOUR) * HOUR) });
    expect(served.body.data[0].id_data[0].metrics.impressions).toBeNull();
    // while it ran, it served
    const running = await stats({ entity: 'LINE_ITEM', entity_ids: lineItem, granularity: 'TOTAL', start_time: iso(pausedFrom - 3 * HOUR), end_time: iso(pausedFrom) });
    expect(running.body.data[0].id_data[0].metrics.impressions[0]).toBeGreaterThan(0);
  });

  it('delivers a sandbox account on its own clock, within its insertion order, read on the sandbox listener', async () => {
    const both = await adsCaller(t, { api: await t.listen(), sandbox: await t.listenSandbox() });
    const account = (await both.request('POST', '/12/accounts', {}, { sandbox: true })).body.data[0].id as string;
    const sandbox = (method: string, path: string, params: Record<string, unknown> = {}) => both.request(method, `/12/accounts/${account}${path}`, params as Record<string, string>, { sandbox: true });
    const io = (await sandbox('POST', '/funding_instruments', { type: 'INSERTION_ORDER', currency: 'USD', start_time: iso(flightStart - 24 * HOUR), funded_amount_local_micro: 20_000_000 })).body.data;
    const campaign = (await sandbox('POST', '/campaigns', { funding_instrument_id: io.id, name: 'Sandbox', entity_status: 'ACTIVE', daily_budget_amount_local_micro: 500_000_000 })).body.data;
    const li = (
      await sandbox('POST', '/line_items', { campaign_id: campaign.id, objective: 'ENGAGEMENTS', product_type: 'PROMOTED_POSTS', placements: 'ALL_ON_PLATFORM', bid_amount_local_micro: 1_000_000, entity_status: 'ACTIVE', start_time: iso(flightStart) })
    ).body.data;
    const post = (await sandbox('POST', '/post', { as_user_id: both.userId, text: 'sandbox ad' })).body.data.id_str;
    expect((await sandbox('POST', '/promoted_posts', { line_item_id: li.id, post_ids: [post] })).status).toBe(200);
    const advanced = await admin(t).post(`/admin/ad_accounts/${account}/clock`, { advance_hours: 72 });
    expect(advanced.body.data.account_id).toBe(account);
    const read = await both.request(
      'GET',
      `/12/stats/accounts/${account}`,
      { entity: 'LINE_ITEM', entity_ids: li.id, granularity: 'TOTAL', start_time: iso(flightStart), end_time: iso(flightStart + 72 * HOUR), metric_groups: 'BILLING', placement: 'ALL_ON_PLATFORM' },
      { sandbox: true },
    );
    const [spend] = read.body.data[0].id_data[0].metrics.billed_charge_local_micro;
    expect(spend).toBeGreaterThan(15_000_000);
    expect(spend).toBeLessThanOrEqual(20_000_000);
    // production knows nothing of it
    expect((await ads.get(`/12/stats/accounts/${account}`, { entity: 'ACCOUNT', entity_ids: account, granularity: 'TOTAL', start_time: iso(flightStart), end_time: iso(flightStart + HOUR), metric_groups: 'ENGAGEMENT', placement: 'ALL_ON_PLATFORM' })).status).not.toBe(200);
  });

  it('refuses what the reference refuses, naming the parameter', async () => {
    const base = { entity: 'ACCOUNT', entity_ids: ads.accountId, granularity: 'HOUR', start_time: iso(flightStart), end_time: iso(flightStart + HOUR) };
    const refused = async (params: Record<string, unknown>, parameter: string, code = 'INVALID_PARAMETER') => {
      const sent: Record<string, unknown> = { ...base, ...params };
      for (const key of Object.keys(sent)) if (sent[key] === undefined) delete sent[key];
      const res = await stats(sent);
      expect({ status: res.status, error: res.body.errors?.[0] }).toMatchObject({ status: 400, error: { code, parameter } });
    };
    await refused({ start_time: iso(flightStart + 60_000) }, 'start_time');
    await refused({ start_time: '' }, 'start_time');
    await refused({ end_time: 'yesterday' }, 'end_time');
    await refused({ end_time: iso(flightStart) }, 'end_time');
    await refused({ end_time: iso(flightStart + 8 * 24 * HOUR) }, 'end_time');
    await refused({ granularity: 'DAY', start_time: iso(localMidnightOf(flightStart, timezone) + HOUR), end_time: iso(localMidnightOf(flightStart, timezone) + 25 * HOUR) }, 'start_time');
    await refused({ entity: 'LINE_ITEMS' }, 'entity');
    await refused({ entity: undefined }, 'entity', 'MISSING_PARAMETER');
    await refused({ entity_ids: Array.from({ length: 21 }, (_, i) => `x${i}`).join(',') }, 'entity_ids');
    await refused({ entity: 'CAMPAIGN', entity_ids: 'nope' }, 'entity_ids');
    await refused({ metric_groups: 'ENGAGEMENT,MEDIA' }, 'metric_groups');
    await refused({ placement: 'ALL_ON_TWITTER,PUBLISHER_NETWORK' }, 'placement');
    await refused({ granularity: 'WEEK' }, 'granularity');
    // the admin clock takes 1 to 2160 hours, and only known accounts
    expect((await advance(0)).status).toBe(400);
    expect((await advance(2161)).status).toBe(400);
    expect((await admin(t).post('/admin/ad_accounts/nope/clock', { advance_hours: 1 })).status).toBe(404);
  });
});

/** Midnight in a time zone of the local day after an instant's (ms). */
function localMidnightOf(at: number, timeZone: string): number {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(at + 24 * HOUR));
  const guess = Date.parse(`${day}T00:00:00Z`);
  const offsetAt = (instant: number) => {
    const p = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric' })
        .formatToParts(new Date(instant))
        .map((x) => [x.type, x.value]),
    );
    return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour)) - instant;
  };
  return guess - offsetAt(guess - offsetAt(guess));
}

/** How much longer or shorter than 5 × 24 hours the five local days from a midnight are (a DST change). */
function dstShift(midnight: number, timeZone: string): number {
  return localMidnightOf(midnight + 4 * 24 * HOUR + HOUR, timeZone) - (midnight + 5 * 24 * HOUR);
}
