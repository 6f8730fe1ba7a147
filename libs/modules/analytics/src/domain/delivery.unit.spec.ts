import { fold } from '@platform/ddd';
import { deciderSpec } from '@platform/testing';
import { adMetrics, type DeliverHours, deliveryDecider, type DeliveryEvent, HOUR_MS, type ServingSetup } from './delivery';
import { METRIC_SLOTS } from './metrics';
import { splitMetrics } from './simulation';
import { localMidnight, statsRange } from './stats-time';

const spec = deciderSpec(deliveryDecider);
const T0 = Date.parse('2026-03-02T08:00:00Z'); // midnight in Los Angeles

function setup(over: { lineItem?: object; campaign?: object; fi?: object; ads?: ServingSetup['ads'] } = {}): ServingSetup {
  return {
    account: { id: 'acc1', timezone: 'America/Los_Angeles', deleted: false },
    fundingInstruments: [
      {
        id: 'fi1',
        type: 'CREDIT_CARD',
        entity_status: 'ACTIVE',
        able_to_fund: true,
        start_time: '2026-01-01T00:00:00Z',
        end_time: null,
        credit_limit_local_micro: null,
        credit_remaining_local_micro: null,
        funded_amount_local_micro: null,
        deleted: false,
        ...over.fi,
      },
    ],
    campaigns: [
      {
        id: 'c1',
        funding_instrument_id: 'fi1',
        entity_status: 'ACTIVE',
        daily_budget_amount_local_micro: 500_000_000,
        total_budget_amount_local_micro: null,
        standard_delivery: false,
        deleted: false,
        ...over.campaign,
      },
    ],
    lineItems: [
      {
        id: 'li1',
        campaign_id: 'c1',
        objective: 'WEBSITE_CLICKS',
        placements: ['ALL_ON_PLATFORM'],
        bid_amount_local_micro: 2_000_000,
        pay_by: 'LINK_CLICK',
        primary_web_event_tag: 'tag1',
        start_time: new Date(T0).toISOString(),
        end_time: new Date(T0 + 48 * HOUR_MS).toISOString(),
        total_budget_amount_local_micro: null,
        daily_budget_amount_local_micro: null,
        entity_status: 'ACTIVE',
        created_at: '2026-01-01T00:00:00Z',
        deleted: false,
        ...over.lineItem,
      },
    ],
    ads: over.ads ?? [
      { entity: 'PROMOTED_POST', id: 'pp1', line_item_id: 'li1' },
      { entity: 'PROMOTED_POST', id: 'pp2', line_item_id: 'li1' },
    ],
  };
}

const deliver = (s: ServingSetup, from: number, hours: number, advanceMs?: number): DeliverHours => ({
  type: 'DeliverHours',
  environment: 'production',
  accountId: 'acc1',
  setup: s,
  from,
  until: from + hours * HOUR_MS,
  advanceMs,
});

const decided = (command: DeliverHours, given: DeliveryEvent[] = []) => deliveryDecider.decide(command, fold(deliveryDecider, given));
const spent = (events: DeliveryEvent[]) =>
  events.flatMap((e) => (e.type === 'analytics.HourDelivered' ? e.data.lineItems : [])).reduce((sum, line) => sum + (line.metrics.billed_charge_local_micro ?? 0), 0);

describe('delivery', () => {
  it('delivers each hour of the flight once, the same numbers every time', () => {
    const events = decided(deliver(setup(), T0 - 2 * HOUR_MS, 52));
    const hours = events.map((e) => (e.type === 'analytics.HourDelivered' ? Date.parse(e.data.hour) : NaN));
    expect(hours[0]).toBe(T0);
    expect(hours[hours.length - 1]).toBe(T0 + 47 * HOUR_MS);
    expect(events).toHaveLength(48);
    expect(decided(deliver(setup(), T0 - 2 * HOUR_MS, 52))).toEqual(events);
    // and an hour already delivered is not delivered again
    spec.given(events).when(deliver(setup(), T0, 48)).then([]);
  });

  it('reports web conversions for a line item with a web event tag, clicks within impressions', () => {
    const [first] = decided(deliver(setup(), T0 + 12 * HOUR_MS, 1));
    if (first.type !== 'analytics.HourDelivered') throw new Error('expected an hour');
    const { metrics } = first.data.lineItems[0];
    expect(metrics.url_clicks).toBeGreaterThan(0);
    expect(metrics.clicks).toBeGreaterThanOrEqual(metrics.url_clicks);
    expect(metrics.impressions).toBeGreaterThan(metrics.engagements);
    expect(metrics['conversion_site_visits.post_engagement']).toBeGreaterThan(0);
    expect(metrics.billed_engagements).toBe(metrics.url_clicks);
  });

  it('never spends past the line item total, the campaign budgets or the funding instrument', () => {
    for (const over of [
      { lineItem: { total_budget_amount_local_micro: 50_000_000 } },
      { campaign: { total_budget_amount_local_micro: 70_000_000 } },
      { fi: { type: 'INSERTION_ORDER', funded_amount_local_micro: 90_000_000 } },
      { fi: { type: 'CREDIT_LINE', credit_remaining_local_micro: 40_000_000, credit_limit_local_micro: 100_000_000 } },
    ]) {
      const limit = Object.values(over)[0] as Record<string, number>;
      const budget = Object.values(limit).find((v) => typeof v === 'number' && v < 100_000_000) as number;
      const events = decided(deliver(setup(over), T0, 48));
      expect(spent(events)).toBeLessThanOrEqual(budget);
      expect(spent(events)).toBeGreaterThan(budget * 0.9);
    }
  });

  it('keeps a campaign within its daily budget per local day, pacing with standard delivery', () => {
    const daily = 30_000_000;
    for (const standard of [false, true]) {
      const events = decided(deliver(setup({ campaign: { daily_budget_amount_local_micro: daily, standard_delivery: standard } }), T0, 48));
      const byDay = new Map<string, number>();
      for (const e of events) if (e.type === 'analytics.HourDelivered') byDay.set(e.data.day, (byDay.get(e.data.day) ?? 0) + spent([e]));
      expect([...byDay.keys()]).toEqual(['2026-03-02', '2026-03-03']);
      for (const spend of byDay.values()) expect(spend).toBeLessThanOrEqual(daily);
      // paced, the day's spend spreads over its hours; accelerated, it goes in the first ones
      const servedHours = events.length;
      expect(standard ? servedHours : 48 - servedHours).toBeGreaterThan(20);
    }
  });

  it('serves on a card without a limit, however little was funded; an insertion order spends at most its funded amount', () => {
    expect(decided(deliver(setup({ fi: { funded_amount_local_micro: 0 } }), T0, 2))).toHaveLength(2);
    expect(decided(deliver(setup({ fi: { type: 'INSERTION_ORDER', funded_amount_local_micro: 0 } }), T0, 2))).toEqual([]);
    expect(spent(decided(deliver(setup({ fi: { type: 'INSERTION_ORDER', funded_amount_local_micro: 1_000 } }), T0, 2)))).toBeLessThanOrEqual(1_000);
  });

  it('serves nothing when something in the chain does not serve', () => {
    for (const over of [
      { lineItem: { entity_status: 'PAUSED' } },
      { lineItem: { deleted: true } },
      { campaign: { entity_status: 'DRAFT' } },
      { fi: { able_to_fund: false } },
      { fi: { end_time: new Date(T0).toISOString() } },
      { lineItem: { start_time: new Date(T0 + 100 * HOUR_MS).toISOString() } },
      { lineItem: { created_at: new Date(T0 + 100 * HOUR_MS).toISOString() } },
      { ads: [] },
    ]) {
      expect(decided(deliver(setup(over), T0, 24))).toEqual([]);
    }
  });

  it('records the clock moving on after the hours it delivered', () => {
    const events = decided(deliver(setup(), T0, 3, 3 * HOUR_MS));
    expect(events.map((e) => e.type)).toEqual(['analytics.HourDelivered', 'analytics.HourDelivered', 'analytics.HourDelivered', 'analytics.ClockAdvanced']);
    expect(fold(deliveryDecider, events)).toMatchObject({ offsetMs: 3 * HOUR_MS, deliveredThrough: T0 + 3 * HOUR_MS });
  });

  it("splits a line item's hour among its ads exactly", () => {
    const [first] = decided(deliver(setup(), T0 + 15 * HOUR_MS, 1));
    if (first.type !== 'analytics.HourDelivered') throw new Error('expected an hour');
    const [line] = first.data.lineItems;
    const ads = adMetrics(line, first.data.hour);
    expect(ads.map((ad) => ad.id)).toEqual(['pp1', 'pp2']);
    for (const [name, value] of Object.entries(line.metrics)) expect(ads.reduce((sum, ad) => sum + (ad.metrics[name] ?? 0), 0)).toBe(value);
    expect(splitMetrics({ impressions: 10 }, [1, 1, 1])).toEqual([{ impressions: 4 }, { impressions: 3 }, { impressions: 3 }]);
  });
});

describe('stats times', () => {
  it('reads a bare date as midnight in the time zone, across a DST change', () => {
    expect(new Date(localMidnight('2026-05-19', 'America/Los_Angeles')).toISOString()).toBe('2026-05-19T07:00:00.000Z');
    expect(new Date(localMidnight('2026-03-08', 'America/Los_Angeles')).toISOString()).toBe('2026-03-08T08:00:00.000Z');
    expect(new Date(localMidnight('2026-03-09', 'America/Los_Angeles')).toISOString()).toBe('2026-03-09T07:00:00.000Z');
    expect(new Date(localMidnight('2026-06-01', 'Asia/Kolkata')).toISOString()).toBe('2026-05-31T18:30:00.000Z');
    expect(statsRange('2026-05-19', '2026-05-26', 'America/Los_Angeles', 7)).toEqual({ start: Date.parse('2026-05-19T07:00:00Z'), end: Date.parse('2026-05-26T07:00:00Z') });
  });

  it('refuses times not in whole hours, reversed ranges and ranges too long', () => {
    expect(() => statsRange('2026-05-19T07:30:00Z', '2026-05-20T00:00:00Z', 'UTC', 7)).toThrow(/whole hours.*start_time/);
    expect(() => statsRange('2026-05-19T07:00:00Z', '2026-05-19T07:00:00Z', 'UTC', 7)).toThrow(/end_time/);
    expect(() => statsRange('2026-05-01T00:00:00Z', '2026-05-09T00:00:00Z', 'UTC', 7)).toThrow(/at most 7 days/);
    expect(() => statsRange('soon', '2026-05-09T00:00:00Z', 'UTC', 7)).toThrow(/Expected time, got "soon" for start_time/);
    // a day no calendar has, which Date would roll over into March
    expect(() => statsRange('2026-02-30', '2026-03-05', 'UTC', 7)).toThrow(/Expected time, got "2026-02-30" for start_time/);
    expect(() => statsRange('2026-02-27', '2026-02-30T00:00:00Z', 'UTC', 7)).toThrow(/for end_time/);
    // years before 100 are the years they say
    expect(new Date(statsRange('0050-01-01', '0050-01-02', 'UTC', 7).start).toISOString()).toBe('0050-01-01T00:00:00.000Z');
  });
});

describe('metric slots', () => {
  it('keep the order stored rows were written in', () => {
    expect(METRIC_SLOTS.slice(0, 24)).toEqual([
      'impressions',
      'engagements',
      'retweets',
      'replies',
      'likes',
      'follows',
      'card_engagements',
      'clicks',
      'app_clicks',
      'url_clicks',
      'qualified_impressions',
      'carousel_swipes',
      'billed_engagements',
      'billed_charge_local_micro',
      'video_total_views',
      'video_views_25',
      'video_views_50',
      'video_views_75',
      'video_views_100',
      'video_cta_clicks',
      'video_content_starts',
      'video_3s100pct_views',
      'video_6s_views',
      'video_15s_views',
    ]);
    expect(METRIC_SLOTS[24]).toBe('conversion_site_visits.post_view');
    expect(METRIC_SLOTS).toHaveLength(54);
  });
});
