import { deciderSpec } from '@platform/testing';
import { type CreateLineItem, lineItemDecider, type LineItemEvent, type LineItemPatch } from './line-item';
import type { LineItemView } from './views';

const now = '2026-03-01T10:00:00Z';
const later = '2026-03-02T10:00:00Z';
const campaign = { id: 'c1', fundingInstrumentId: 'f1', currency: 'USD', budgetOptimization: 'LINE_ITEM' as const };
const spec = deciderSpec(lineItemDecider);

const create = (fields: Partial<CreateLineItem['fields']> = {}, budgetOptimization: 'LINE_ITEM' | 'CAMPAIGN' = 'LINE_ITEM'): CreateLineItem => ({
  type: 'CreateLineItem',
  environment: 'production',
  accountId: 'a1',
  id: 'li1',
  campaign: { ...campaign, budgetOptimization },
  fields: { objective: 'ENGAGEMENTS', product_type: 'PROMOTED_POSTS', placements: ['ALL_ON_PLATFORM'], ...fields },
  now,
});

function created(fields: Partial<CreateLineItem['fields']> = {}): LineItemEvent {
  return spec.given([]).when(create(fields)).thenEvents()[0];
}

const update = (patch: LineItemPatch, budgetOptimization: 'LINE_ITEM' | 'CAMPAIGN' = 'LINE_ITEM') => ({
  type: 'UpdateLineItem' as const,
  environment: 'production' as const,
  accountId: 'a1',
  id: 'li1',
  campaign: { budgetOptimization },
  patch,
  now: later,
});

describe('line item decider: create', () => {
  it('fills the defaults of the objective', () => {
    const event = created({ objective: 'WEBSITE_CLICKS' });
    expect(event.type).toBe('campaigns.LineItemCreated');
    const li = (event.data as { lineItem: LineItemView }).lineItem;
    expect(li).toMatchObject({
      goal: 'LINK_CLICKS',
      bid_strategy: 'AUTO',
      bid_amount_local_micro: null,
      pay_by: 'IMPRESSION',
      currency: 'USD',
      funding_instrument_id: 'f1',
      entity_status: 'ACTIVE',
      categories: [],
      deleted: false,
      created_at: now,
    });
  });

  it.each([
    [{ objective: 'REACH', bid_strategy: 'MAX' as const, bid_amount_local_micro: 10 }, 'bid_strategy'],
    [{ objective: 'FOLLOWERS', bid_strategy: 'MAX' as const, bid_amount_local_micro: 10 }, 'bid_strategy'],
    [{ objective: 'ENGAGEMENTS', bid_strategy: 'TARGET' as const, bid_amount_local_micro: 10 }, 'bid_strategy'],
    [{ objective: 'ENGAGEMENTS', bid_strategy: 'MAX' as const }, 'bid_amount_local_micro'],
    [{ objective: 'REACH', bid_strategy: 'TARGET' as const }, 'bid_amount_local_micro'],
    [{ objective: 'ENGAGEMENTS', bid_strategy: 'MAX' as const, bid_amount_local_micro: 0 }, 'bid_amount_local_micro'],
    [{ objective: 'WEBSITE_CLICKS', frequency_cap: 3 }, 'frequency_cap'],
    [{ objective: 'REACH', duration_in_days: 3 }, 'duration_in_days'],
    [{ objective: 'ENGAGEMENTS', daily_budget_amount_local_micro: 10, total_budget_amount_local_micro: 5 }, 'daily_budget_amount_local_micro'],
    [{ objective: 'PREROLL_VIEWS', product_type: 'MEDIA', placements: ['PUBLISHER_NETWORK'], advertiser_domain: 'a.com' }, 'categories'],
    [
      { objective: 'PREROLL_VIEWS', product_type: 'MEDIA', placements: ['PUBLISHER_NETWORK'], advertiser_domain: 'a.com', categories: ['IAB1', 'IAB2', 'IAB3'] },
      'categories',
    ],
    [{ objective: 'PREROLL_VIEWS', product_type: 'MEDIA', placements: ['PUBLISHER_NETWORK'], categories: ['IAB1'] }, 'advertiser_domain'],
    [{ placements: ['PUBLISHER_NETWORK'], advertiser_domain: 'a.com' }, 'categories'],
    [{ placements: ['PUBLISHER_NETWORK'], categories: ['IAB1'], advertiser_domain: 'https://a.com' }, 'advertiser_domain'],
    [{ objective: 'APP_INSTALLS' }, 'ios_app_store_identifier'],
    [{ objective: 'APP_ENGAGEMENTS', ios_app_store_identifier: 'id333903271' }, 'ios_app_store_identifier'],
    [{ objective: 'ENGAGEMENTS', pay_by: 'LINK_CLICK' }, 'pay_by'],
    [{ objective: 'APP_INSTALLS', android_app_store_identifier: 'com.example', pay_by: 'LINK_CLICK' }, 'pay_by'],
    [{ product_type: 'PROMOTED_ACCOUNT', placements: ['PUBLISHER_NETWORK'] }, 'placements'],
    // the campaign management guide's placement notes: never the profile alone; REACH on the timeline
    [{ placements: ['PLATFORM_PROFILE'] }, 'placements'],
    [{ objective: 'REACH', placements: ['PLATFORM_SEARCH'] }, 'placements'],
    [{ start_time: '2026-03-05T00:00:00Z', end_time: '2026-03-04T00:00:00Z' }, 'end_time'],
    [{ name: null }, 'name'],
  ])('refuses %j naming %s', (fields, parameter) => {
    spec.given([]).when(create(fields as Partial<CreateLineItem['fields']>)).thenThrows({ parameter });
  });

  it('reports a missing bid amount as MISSING_PARAMETER', () => {
    spec.given([]).when(create({ bid_strategy: 'MAX' })).thenThrows({ kind: 'missing', code: 'MISSING_PARAMETER' });
  });

  it('accepts what the rules allow', () => {
    for (const fields of [
      { objective: 'REACH', bid_strategy: 'TARGET' as const, bid_amount_local_micro: 1, frequency_cap: 2, duration_in_days: 7 },
      { objective: 'WEBSITE_CLICKS', bid_strategy: 'TARGET' as const, bid_amount_local_micro: 1 },
      { objective: 'PREROLL_VIEWS', product_type: 'MEDIA', placements: ['PUBLISHER_NETWORK'], advertiser_domain: 'example.com', categories: ['IAB1', 'IAB17'] },
      { objective: 'APP_INSTALLS', ios_app_store_identifier: '333903271', pay_by: 'APP_CLICK' },
      { objective: 'APP_ENGAGEMENTS', android_app_store_identifier: 'com.example.app' },
      { daily_budget_amount_local_micro: 5, total_budget_amount_local_micro: 5 },
    ]) {
      expect(spec.given([]).when(create(fields as Partial<CreateLineItem['fields']>)).thenEvents()).toHaveLength(1);
    }
  });

  it('sets pay_by LINK_CLICK for WEBSITE_CLICKS with TARGET', () => {
    const li = (created({ objective: 'WEBSITE_CLICKS', bid_strategy: 'TARGET', bid_amount_local_micro: 1 }).data as { lineItem: LineItemView }).lineItem;
    expect(li.pay_by).toBe('LINK_CLICK');
  });

  it.each([
    ['APP_ENGAGEMENTS', { android_app_store_identifier: 'com.example.app' }, 'APP_CLICK'],
    ['APP_INSTALLS', { android_app_store_identifier: 'com.example.app' }, 'IMPRESSION'],
    ['REACH', {}, 'IMPRESSION'],
    ['FOLLOWERS', {}, 'FOLLOW'],
    ['ENGAGEMENTS', {}, 'ENGAGEMENT'],
    ['VIDEO_VIEWS', {}, 'VIEW'],
    ['WEBSITE_CLICKS', {}, 'IMPRESSION'],
  ])('charges %s line items by default by their unit', (objective, extra, payBy) => {
    const li = (created({ objective, ...extra }).data as { lineItem: LineItemView }).lineItem;
    expect(li.pay_by).toBe(payBy);
  });

  it('lets app installs and link clicks choose pay_by, nothing else', () => {
    const payByOf = (fields: Partial<CreateLineItem['fields']>) => (created(fields).data as { lineItem: LineItemView }).lineItem.pay_by;
    expect(payByOf({ objective: 'APP_INSTALLS', android_app_store_identifier: 'com.example.app', goal: 'APP_CLICKS', pay_by: 'APP_CLICK' })).toBe('APP_CLICK');
    expect(payByOf({ objective: 'WEBSITE_CLICKS', pay_by: 'LINK_CLICK' })).toBe('LINK_CLICK');
    spec.given([]).when(create({ objective: 'WEBSITE_CLICKS', bid_strategy: 'TARGET', bid_amount_local_micro: 1, pay_by: 'IMPRESSION' })).thenThrows({ parameter: 'pay_by' });
    spec.given([]).when(create({ objective: 'WEBSITE_CLICKS', goal: 'SITE_VISITS', pay_by: 'LINK_CLICK' })).thenThrows({ parameter: 'pay_by' });
    spec.given([]).when(create({ objective: 'ENGAGEMENTS', pay_by: 'IMPRESSION' })).thenThrows({ parameter: 'pay_by' });
    spec.given([]).when(create({ objective: 'REACH', pay_by: 'ENGAGEMENT' })).thenThrows({ parameter: 'pay_by' });
  });

  it('allows a daily budget only under budget_optimization LINE_ITEM', () => {
    spec
      .given([])
      .when(create({ daily_budget_amount_local_micro: 5 }, 'CAMPAIGN'))
      .thenThrows({ parameter: 'daily_budget_amount_local_micro' });
  });
});

describe('line item decider: update and delete', () => {
  const base = created({ objective: 'REACH', name: 'n', frequency_cap: 4, duration_in_days: 7 });

  it('records only what changed, with old and new values', () => {
    spec
      .given([base])
      .when(update({ name: 'n2', frequency_cap: 4, entity_status: 'PAUSED' }))
      .then([
        {
          type: 'campaigns.LineItemUpdated',
          data: {
            environment: 'production',
            accountId: 'a1',
            lineItemId: 'li1',
            changes: { name: { old: 'n', new: 'n2' }, entity_status: { old: 'ACTIVE', new: 'PAUSED' } },
            updatedAt: later,
          },
        },
      ]);
  });

  it('unsets optional fields with null and changes nothing when nothing differs', () => {
    const [event] = spec.given([base]).when(update({ name: null, frequency_cap: null })).thenEvents();
    expect((event.data as { changes: object }).changes).toEqual({ name: { old: 'n', new: null }, frequency_cap: { old: 4, new: null } });
    spec.given([base]).when(update({ name: 'n', pay_by: 'IMPRESSION' })).then([]);
  });

  it('checks the line item as it would be after the change', () => {
    spec.given([base]).when(update({ bid_strategy: 'MAX', bid_amount_local_micro: 10 })).thenThrows({ parameter: 'bid_strategy' });
    spec.given([base]).when(update({ bid_strategy: 'TARGET' })).thenThrows({ parameter: 'bid_amount_local_micro' });
    spec.given([base]).when(update({ daily_budget_amount_local_micro: 10 }, 'CAMPAIGN')).thenThrows({ parameter: 'daily_budget_amount_local_micro' });
    spec.given([base]).when(update({ entity_status: 'DRAFT' })).thenThrows({ parameter: 'entity_status' });
    spec.given([base]).when(update({ duration_in_days: 2 })).thenThrows({ parameter: 'duration_in_days' });
  });

  it('clears the bid amount when the strategy becomes AUTO', () => {
    const withBid = spec.given([base]).when(update({ bid_strategy: 'TARGET', bid_amount_local_micro: 50 })).thenEvents();
    const [event] = spec.given([base, ...withBid]).when(update({ bid_strategy: 'AUTO' })).thenEvents();
    expect((event.data as { changes: object }).changes).toEqual({
      bid_strategy: { old: 'TARGET', new: 'AUTO' },
      bid_amount_local_micro: { old: 50, new: null },
    });
  });

  it('deletes once; then the line item is not found', () => {
    const deleted = spec.given([base]).when({ type: 'DeleteLineItem', environment: 'production', accountId: 'a1', id: 'li1', now: later }).thenEvents();
    expect(deleted.map((e) => e.type)).toEqual(['campaigns.LineItemDeleted']);
    spec
      .given([base, ...deleted])
      .when({ type: 'DeleteLineItem', environment: 'production', accountId: 'a1', id: 'li1', now: later })
      .thenThrows({ kind: 'not_found', parameter: 'line_item_id', message: 'Line Item li1 was not found for Account a1' });
    spec.given([base, ...deleted]).when(update({ name: 'x' })).thenThrows({ kind: 'not_found' });
  });
});

describe('line item decider: pay_by on update', () => {
  const payByChange = (events: LineItemEvent[]) => (events[0]?.data as { changes?: Record<string, unknown> } | undefined)?.changes?.pay_by;

  it('changes pay_by on app installs only', () => {
    const app = created({ objective: 'APP_INSTALLS', android_app_store_identifier: 'com.example.app' });
    expect(payByChange(spec.given([app]).when(update({ pay_by: 'APP_CLICK' })).thenEvents())).toEqual({ old: 'IMPRESSION', new: 'APP_CLICK' });
    spec.given([app]).when(update({ pay_by: 'LINK_CLICK' })).thenThrows({ parameter: 'pay_by' });
    const clicks = created({ objective: 'WEBSITE_CLICKS' });
    spec.given([clicks]).when(update({ pay_by: 'LINK_CLICK' })).thenThrows({ parameter: 'pay_by' });
    spec.given([clicks]).when(update({ pay_by: 'IMPRESSION' })).then([]);
  });

  it('moves pay_by along when the bid strategy no longer allows it, and takes it sent with that change', () => {
    const clicks = created({ objective: 'WEBSITE_CLICKS' });
    expect(payByChange(spec.given([clicks]).when(update({ bid_strategy: 'TARGET', bid_amount_local_micro: 5 })).thenEvents())).toEqual({ old: 'IMPRESSION', new: 'LINK_CLICK' });
    expect(payByChange(spec.given([clicks]).when(update({ bid_strategy: 'TARGET', bid_amount_local_micro: 5, pay_by: 'LINK_CLICK' })).thenEvents())).toEqual({
      old: 'IMPRESSION',
      new: 'LINK_CLICK',
    });
  });

  it('brings an engagements line item made when it was charged by impression to its unit at its next change', () => {
    const old = created({ objective: 'ENGAGEMENTS' });
    (old.data as { lineItem: LineItemView }).lineItem.pay_by = 'IMPRESSION';
    const events = spec.given([old]).when(update({ name: 'renamed', pay_by: 'IMPRESSION' })).thenEvents();
    expect(payByChange(events)).toEqual({ old: 'IMPRESSION', new: 'ENGAGEMENT' });
  });
});
