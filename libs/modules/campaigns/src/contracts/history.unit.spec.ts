import type { DomainEvent } from '@platform/ddd';
import { foldHistory, type RecordedEvent } from '@platform/event-store';
import { type CampaignCommand, type CampaignEvent, type CampaignState, campaignDecider } from '../domain/campaign';
import { type LineItemCommand, type LineItemEvent, type LineItemState, lineItemDecider } from '../domain/line-item';
import { campaignHistory, lineItemHistory, promotedAccountHistory, promotedPostHistory, targetingCriterionHistory } from './history';

const base = { environment: 'production' as const, accountId: 'acc01' };

/** Runs commands through a decider and records the events as the store would. */
function recorded<S, C, E extends DomainEvent>(
  decider: { initialState(): S; evolve(s: S, e: E): S; decide(c: C, s: S): E[] },
  commands: C[],
  streamId: string,
): RecordedEvent[] {
  let state = decider.initialState();
  const out: RecordedEvent[] = [];
  for (const command of commands) {
    for (const event of decider.decide(command, state)) {
      state = decider.evolve(state, event);
      out.push({
        type: event.type,
        data: event.data,
        schemaVersion: 1,
        eventId: `e${out.length + 1}`,
        streamId,
        streamType: 'test',
        streamPosition: out.length + 1,
        globalPosition: String(out.length + 1),
        transactionId: String(out.length + 1),
        accountId: base.accountId,
        metadata: { environment: 'production', userId: '42', appId: '7' },
        occurredAt: new Date(),
        recordedAt: new Date(),
      });
    }
  }
  return out;
}

describe('campaign history', () => {
  const commands: CampaignCommand[] = [
    {
      type: 'CreateCampaign',
      ...base,
      id: 'c1',
      fundingInstrumentId: 'fi1',
      currency: 'USD',
      fields: { name: 'Spring', daily_budget_amount_local_micro: 5_000_000, purchase_order_number: 'PO-1' },
      now: '2026-03-01T10:00:00Z',
    },
    {
      type: 'UpdateCampaign',
      ...base,
      id: 'c1',
      patch: { name: 'Summer', entity_status: 'PAUSED', purchase_order_number: null, total_budget_amount_local_micro: 9_000_000 },
      now: '2026-03-01T11:00:00Z',
    },
    { type: 'UpdateCampaign', ...base, id: 'c1', patch: { budget_optimization: 'CAMPAIGN' }, now: '2026-03-01T11:30:00Z' },
    { type: 'DeleteCampaign', ...base, id: 'c1', now: '2026-03-01T12:00:00Z' },
  ];
  const events = recorded<CampaignState, CampaignCommand, CampaignEvent>(campaignDecider, commands, 'c');

  it('finds a campaign in its environment’s stream', () => {
    expect(campaignHistory.streamId('sandbox', 'c1')).toBe('campaigns.Campaign-sandbox-c1');
    expect(campaignHistory.streamId('production', 'c1')).toBe('campaigns.Campaign-production-c1');
  });

  it('shows creation with no field changes and the campaign as created: every member, and the times the API lists', () => {
    const [create] = foldHistory(campaignHistory, events);
    expect(create.change).toEqual({
      changeType: 'CREATE',
      changes: {},
      entityData: {
        name: 'Spring',
        start_time: null,
        end_time: null,
        funding_instrument_id: 'fi1',
        budget_optimization: 'LINE_ITEM',
        purchase_order_number: 'PO-1',
        daily_budget_amount_local_micro: 5_000_000,
        total_budget_amount_local_micro: null,
        duration_in_days: null,
        standard_delivery: null,
        entity_status: 'ACTIVE',
        effective_status: 'RUNNING',
        frequency_cap: null,
        currency: 'USD',
        servable: true,
        reasons_not_servable: [],
        created_at: '2026-03-01T10:00:00Z',
        updated_at: '2026-03-01T10:00:00Z',
        deleted: false,
      },
    });
    // key order as the API's example
    expect(Object.keys(create.change.entityData)[0]).toBe('name');
    expect(Object.keys(create.change.entityData).slice(-3)).toEqual(['created_at', 'updated_at', 'deleted']);
  });

  it('shows each update with old and new values, unsets as null, and the campaign after it', () => {
    const [, update] = foldHistory(campaignHistory, events);
    expect(update.change.changeType).toBe('UPDATE');
    // servable, effective_status and reasons_not_servable follow entity_status: not reported
    expect(update.change.changes).toEqual({
      name: { old: 'Spring', new: 'Summer' },
      entity_status: { old: 'ACTIVE', new: 'PAUSED' },
      purchase_order_number: { old: 'PO-1', new: null },
      total_budget_amount_local_micro: { old: null, new: 9_000_000 },
    });
    expect(update.change.entityData).toMatchObject({
      name: 'Summer',
      entity_status: 'PAUSED',
      purchase_order_number: null,
      total_budget_amount_local_micro: 9_000_000,
      daily_budget_amount_local_micro: 5_000_000,
      created_at: '2026-03-01T10:00:00Z',
      updated_at: '2026-03-01T11:00:00Z',
      deleted: false,
    });
    // derived statuses are shown as they are after the change, though not reported as changes
    expect(update.change.entityData).toMatchObject({ servable: false, reasons_not_servable: ['PAUSED_BY_ADVERTISER'] });
  });

  it('reports a change of budget optimization, and keeps entity_data to the same members', () => {
    const [create, , budget] = foldHistory(campaignHistory, events);
    expect(budget.change.changes).toEqual({ budget_optimization: { old: 'LINE_ITEM', new: 'CAMPAIGN' } });
    expect(budget.change.entityData).toMatchObject({ budget_optimization: 'CAMPAIGN', updated_at: '2026-03-01T11:30:00Z' });
    expect(Object.keys(budget.change.entityData)).toEqual(Object.keys(create.change.entityData));
  });

  it('shows deletion as deleted false to true', () => {
    const entries = foldHistory(campaignHistory, events);
    expect(entries.map((e) => e.change.changeType)).toEqual(['CREATE', 'UPDATE', 'UPDATE', 'DELETE']);
    const del = entries[3].change;
    expect(del.changes).toEqual({ deleted: { old: false, new: true } });
    // with what a deletion derives, as the campaign answers after it
    expect(del.entityData).toMatchObject({ name: 'Summer', deleted: true, updated_at: '2026-03-01T12:00:00Z', servable: null, reasons_not_servable: [] });
  });

  it('passes over events of other types, which change nothing', () => {
    const other = { ...events[0], type: 'campaigns.SomethingElse', streamPosition: 2 };
    const entries = foldHistory(campaignHistory, [events[0], other, events[1]]);
    expect(entries).toHaveLength(2);
    expect(entries[0].event).toBe(events[0]);
    expect(entries[1].event).toBe(events[1]);
  });
});

describe('line item history', () => {
  const commands: LineItemCommand[] = [
    {
      type: 'CreateLineItem',
      ...base,
      id: 'li1',
      campaign: { id: 'c1', fundingInstrumentId: 'fi1', currency: 'USD', budgetOptimization: 'LINE_ITEM' },
      fields: {
        objective: 'WEBSITE_CLICKS',
        product_type: 'PROMOTED_POSTS',
        placements: ['ALL_ON_PLATFORM'],
        name: 'Clicks',
        daily_budget_amount_local_micro: 5_000_000,
      },
      now: '2026-03-01T10:00:00Z',
    },
    {
      type: 'UpdateLineItem',
      ...base,
      id: 'li1',
      campaign: { budgetOptimization: 'LINE_ITEM' },
      patch: { name: null, daily_budget_amount_local_micro: 2_000_000, bid_strategy: 'TARGET', bid_amount_local_micro: 1_500_000 },
      now: '2026-03-01T11:00:00Z',
    },
    { type: 'DeleteLineItem', ...base, id: 'li1', now: '2026-03-01T12:00:00Z' },
  ];
  const events = recorded<LineItemState, LineItemCommand, LineItemEvent>(lineItemDecider, commands, 'li');

  it('shows every member of the line item but its id', () => {
    const [create] = foldHistory(lineItemHistory, events);
    const created = (events[0].data as { lineItem: Record<string, unknown> }).lineItem;
    const { id, ...members } = created;
    expect(id).toBe('li1');
    expect(create.change).toEqual({ changeType: 'CREATE', changes: {}, entityData: members });
    expect(create.change.entityData).toMatchObject({ campaign_id: 'c1', name: 'Clicks', pay_by: 'IMPRESSION', deleted: false });
  });

  it('shows updates (including what the server changed along: pay_by) and the line item after each', () => {
    const [, update] = foldHistory(lineItemHistory, events);
    expect(update.change.changeType).toBe('UPDATE');
    expect(update.change.changes).toEqual({
      name: { old: 'Clicks', new: null },
      daily_budget_amount_local_micro: { old: 5_000_000, new: 2_000_000 },
      bid_strategy: { old: 'AUTO', new: 'TARGET' },
      bid_amount_local_micro: { old: null, new: 1_500_000 },
      pay_by: { old: 'IMPRESSION', new: 'LINK_CLICK' },
    });
    expect(update.change.entityData).toMatchObject({
      name: null,
      daily_budget_amount_local_micro: 2_000_000,
      pay_by: 'LINK_CLICK',
      bid_strategy: 'TARGET',
      bid_amount_local_micro: 1_500_000,
      updated_at: '2026-03-01T11:00:00Z',
      created_at: '2026-03-01T10:00:00Z',
    });
    expect(update.change.entityData).not.toHaveProperty('id');
  });

  it('shows deletion', () => {
    const entries = foldHistory(lineItemHistory, events);
    expect(entries.map((e) => e.change.changeType)).toEqual(['CREATE', 'UPDATE', 'DELETE']);
    expect(entries[2].change).toEqual({
      changeType: 'DELETE',
      changes: { deleted: { old: false, new: true } },
      entityData: { ...entries[1].change.entityData, updated_at: '2026-03-01T12:00:00Z', deleted: true },
    });
  });

  it('names every entity type of campaign management in the history', () => {
    const descriptors = [campaignHistory, lineItemHistory, targetingCriterionHistory, promotedPostHistory, promotedAccountHistory];
    expect(descriptors.map((d) => d.entityType)).toEqual(['CAMPAIGN', 'LINE_ITEM', 'TARGETING_CRITERIA', 'PROMOTED_POST', 'PROMOTED_ACCOUNT']);
    expect(lineItemHistory.streamId('sandbox', 'li1')).toBe('campaigns.LineItem-sandbox-li1');
  });
});
