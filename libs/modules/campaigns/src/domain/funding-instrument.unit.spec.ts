import { lifecycleDecider, type LifecycleEvent } from '@platform/ddd';
import { deciderSpec } from '@platform/testing';
import { type CreateFundingInstrument, type DeleteFundingInstrument, type FundingInstrumentFields, fundingInstrumentLifecycle } from './funding-instrument';

const decider = lifecycleDecider(fundingInstrumentLifecycle);
const spec = deciderSpec(decider);
const base = { environment: 'sandbox' as const, accountId: 'acc1', id: 'fi1', now: '2026-03-01T10:00:00Z' };
const create = (fields: Partial<FundingInstrumentFields>): CreateFundingInstrument => ({
  ...base,
  type: 'CreateFundingInstrument',
  fields: { type: 'CREDIT_CARD', currency: 'USD', start_time: '2026-03-01T00:00:00Z', ...fields },
});
const remove: DeleteFundingInstrument = { ...base, type: 'DeleteFundingInstrument', now: '2026-03-02T10:00:00Z' };
const instrumentOf = (events: LifecycleEvent[]) => events.reduce((s, e) => decider.evolve(s, e), decider.initialState()).entity;

describe('funding instrument decider (sandbox)', () => {
  it('takes a credit limit on a credit card, without counting its remaining credit', () => {
    const [created] = spec.given([]).when(create({ credit_limit_local_micro: 500_000_000 })).thenEvents();
    expect(created.data.fundingInstrument).toMatchObject({
      type: 'CREDIT_CARD',
      description: '(no payment method has been set up yet)',
      credit_limit_local_micro: 500_000_000,
      credit_remaining_local_micro: null,
      funded_amount_local_micro: null,
    });
  });

  it('counts the remaining credit of credit lines from their limit', () => {
    for (const type of ['CREDIT_LINE', 'AGENCY_CREDIT_LINE'] as const) {
      const [created] = spec.given([]).when(create({ type, credit_limit_local_micro: 9_000_000 })).thenEvents();
      expect(created.data.fundingInstrument).toMatchObject({ type, credit_limit_local_micro: 9_000_000, credit_remaining_local_micro: 9_000_000 });
    }
  });

  it('refuses a credit limit on insertion orders and partner-managed instruments, a funded amount elsewhere than on insertion orders', () => {
    spec.given([]).when(create({ type: 'INSERTION_ORDER', credit_limit_local_micro: 1 })).thenThrows({ parameter: 'credit_limit_local_micro' });
    spec.given([]).when(create({ type: 'PARTNER_MANAGED', credit_limit_local_micro: 1 })).thenThrows({ parameter: 'credit_limit_local_micro' });
    spec.given([]).when(create({ type: 'CREDIT_CARD', funded_amount_local_micro: 1 })).thenThrows({ parameter: 'funded_amount_local_micro' });
  });

  it('leaves a deleted instrument unable to fund, saying why, its status unchanged', () => {
    const created = spec.given([]).when(create({})).thenEvents();
    const deleted = spec.given(created).when(remove).thenEvents();
    expect(deleted.map((e) => e.type)).toEqual(['campaigns.FundingInstrumentDeleted']);
    expect(instrumentOf([...created, ...deleted])).toMatchObject({
      deleted: true,
      entity_status: 'ACTIVE',
      able_to_fund: false,
      reasons_not_able_to_fund: ['DELETED'],
      updated_at: '2026-03-02T10:00:00Z',
    });
    spec.given([...created, ...deleted]).when(remove).thenThrows({ parameter: 'funding_instrument_id' });
  });
});
