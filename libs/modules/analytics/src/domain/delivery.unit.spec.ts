import { deliveryDecider, deliveredHour, type ServingSetup } from './delivery';

const HOUR = 3_600_000;
const hour = Date.parse('2026-11-27T18:00:00Z');

/** An account's setup as a new production account has it: the default credit card (funded amount 0, no limit), one campaign, one line item, one promoted post. */
const setup = (fi: Partial<ServingSetup['fundingInstruments'][number]> = {}): ServingSetup => ({
  account: { id: 'acc', timezone: 'America/Los_Angeles', deleted: false },
  fundingInstruments: [
    {
      id: 'fi',
      type: 'CREDIT_CARD',
      entity_status: 'ACTIVE',
      able_to_fund: true,
      start_time: '2026-11-27T00:00:00Z',
      end_time: null,
      credit_limit_local_micro: null,
      credit_remaining_local_micro: null,
      funded_amount_local_micro: 0,
      deleted: false,
      ...fi,
    },
  ],
  campaigns: [{ id: 'c', funding_instrument_id: 'fi', entity_status: 'ACTIVE', daily_budget_amount_local_micro: 50_000_000, total_budget_amount_local_micro: null, standard_delivery: null, deleted: false }],
  lineItems: [
    {
      id: 'li',
      campaign_id: 'c',
      objective: 'ENGAGEMENTS',
      placements: ['ALL_ON_PLATFORM'],
      bid_amount_local_micro: 2_000_000,
      pay_by: 'ENGAGEMENT',
      primary_web_event_tag: null,
      start_time: null,
      end_time: null,
      total_budget_amount_local_micro: null,
      daily_budget_amount_local_micro: null,
      entity_status: 'ACTIVE',
      created_at: new Date(hour - HOUR).toISOString(),
      deleted: false,
    },
  ],
  ads: [{ entity: 'PROMOTED_POST', id: 'pp', line_item_id: 'li' }],
});

describe('delivery funding', () => {
  it('serves on a credit card without a limit (its funded amount of 0 limits nothing)', () => {
    const { lineItems } = deliveredHour(setup(), deliveryDecider.initialState(), hour);
    expect(lineItems).toHaveLength(1);
    expect(lineItems[0].metrics.impressions).toBeGreaterThan(0);
  });

  it('spends no more than an insertion order was funded with', () => {
    expect(deliveredHour(setup({ type: 'INSERTION_ORDER', funded_amount_local_micro: 0 }), deliveryDecider.initialState(), hour).lineItems).toEqual([]);
    const [line] = deliveredHour(setup({ type: 'INSERTION_ORDER', funded_amount_local_micro: 1_000 }), deliveryDecider.initialState(), hour).lineItems;
    expect(line?.metrics.billed_charge_local_micro ?? 0).toBeLessThanOrEqual(1_000);
  });
});
