import { deciderSpec } from '@platform/testing';
import { campaignDecider, type CreateCampaign } from './campaign';
import type { CampaignView } from './views';

const now = '2026-03-01T10:00:00Z';
const spec = deciderSpec(campaignDecider);
const create = (fields: Partial<CreateCampaign['fields']> = {}): CreateCampaign => ({
  type: 'CreateCampaign',
  environment: 'sandbox',
  accountId: 'a1',
  id: 'c1',
  fundingInstrumentId: 'f1',
  currency: 'USD',
  fields: { name: 'Campaign', ...fields },
  now,
});

describe('campaign decider', () => {
  it('creates with the defaults the API gives', () => {
    const [event] = spec.given([]).when(create()).thenEvents();
    expect((event.data as { campaign: CampaignView }).campaign).toMatchObject({
      budget_optimization: 'LINE_ITEM',
      entity_status: 'ACTIVE',
      effective_status: 'RUNNING',
      servable: true,
      reasons_not_servable: [],
      currency: 'USD',
      funding_instrument_id: 'f1',
    });
  });

  it('a paused or draft campaign is not servable, and says why', () => {
    const [paused] = spec.given([]).when(create({ entity_status: 'PAUSED' })).thenEvents();
    expect((paused.data as { campaign: CampaignView }).campaign).toMatchObject({ servable: false, reasons_not_servable: ['PAUSED_BY_ADVERTISER'] });
  });

  it('checks budgets', () => {
    spec.given([]).when(create({ daily_budget_amount_local_micro: 10, total_budget_amount_local_micro: 5 })).thenThrows({ parameter: 'daily_budget_amount_local_micro' });
    spec.given([]).when(create({ budget_optimization: 'CAMPAIGN' })).thenThrows({ kind: 'missing', parameter: 'daily_budget_amount_local_micro' });
  });

  it('updates, refuses DRAFT on update, deletes once', () => {
    const created = spec.given([]).when(create()).thenEvents();
    const base = { environment: 'sandbox' as const, accountId: 'a1', id: 'c1', now: '2026-03-02T00:00:00Z' };
    const [updated] = spec.given(created).when({ type: 'UpdateCampaign', ...base, patch: { entity_status: 'PAUSED' } }).thenEvents();
    expect((updated.data as { changes: object }).changes).toMatchObject({
      entity_status: { old: 'ACTIVE', new: 'PAUSED' },
      servable: { old: true, new: false },
      effective_status: { old: 'RUNNING', new: 'PAUSED' },
    });
    spec.given(created).when({ type: 'UpdateCampaign', ...base, patch: { entity_status: 'DRAFT' } }).thenThrows({ parameter: 'entity_status' });
    const deleted = spec.given(created).when({ type: 'DeleteCampaign', ...base }).thenEvents();
    spec.given([...created, ...deleted]).when({ type: 'DeleteCampaign', ...base }).thenThrows({ kind: 'not_found', parameter: 'campaign_id' });
  });
});
