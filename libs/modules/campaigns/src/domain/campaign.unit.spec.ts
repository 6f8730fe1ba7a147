import { deciderSpec } from '@platform/testing';
import { campaignDecider, type CampaignEvent, type CreateCampaign } from './campaign';

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
  /** The campaign as the events leave it. */
  const folded = (events: readonly CampaignEvent[]) => events.reduce(campaignDecider.evolve, campaignDecider.initialState()).entity!;
  const DERIVED = ['servable', 'reasons_not_servable', 'effective_status'];

  it('creates with the defaults the API gives, the status it derives computed, not stored', () => {
    const [event] = spec.given([]).when(create()).thenEvents();
    const stored = (event as Extract<CampaignEvent, { type: 'campaigns.CampaignCreated' }>).data.campaign;
    expect(stored).toMatchObject({ budget_optimization: 'LINE_ITEM', entity_status: 'ACTIVE', currency: 'USD', funding_instrument_id: 'f1' });
    for (const member of DERIVED) expect(stored).not.toHaveProperty(member);
    expect(folded([event])).toMatchObject({ effective_status: 'RUNNING', servable: true, reasons_not_servable: [] });
  });

  it('a paused or draft campaign is not servable, and says why', () => {
    const [paused] = spec.given([]).when(create({ entity_status: 'PAUSED' })).thenEvents();
    expect(folded([paused])).toMatchObject({ servable: false, reasons_not_servable: ['PAUSED_BY_ADVERTISER'], effective_status: 'PAUSED' });
  });

  it('a deleted campaign is neither servable nor not: its status follows from the deletion', () => {
    const created = spec.given([]).when(create()).thenEvents();
    const deleted = spec.given(created).when({ type: 'DeleteCampaign', environment: 'sandbox', accountId: 'a1', id: 'c1', now: '2026-03-02T00:00:00Z' }).thenEvents();
    expect(folded([...created, ...deleted])).toMatchObject({ deleted: true, servable: null, reasons_not_servable: [], effective_status: 'RUNNING' });
  });

  it('folds an update stored with the derived members as if it held only the status it changed', () => {
    const created = spec.given([]).when(create()).thenEvents();
    const stored: CampaignEvent = {
      type: 'campaigns.CampaignUpdated',
      data: {
        environment: 'sandbox',
        accountId: 'a1',
        campaignId: 'c1',
        // what updates stored before the status was derived (a servable that was wrong, to show it is not read)
        changes: { entity_status: { old: 'ACTIVE', new: 'PAUSED' }, servable: { old: true, new: true }, effective_status: { old: 'RUNNING', new: 'RUNNING' } },
        updatedAt: '2026-03-02T00:00:00Z',
      },
    };
    expect(folded([...created, stored])).toMatchObject({ entity_status: 'PAUSED', servable: false, effective_status: 'PAUSED', reasons_not_servable: ['PAUSED_BY_ADVERTISER'] });
  });

  it('checks budgets', () => {
    spec.given([]).when(create({ daily_budget_amount_local_micro: 10, total_budget_amount_local_micro: 5 })).thenThrows({ parameter: 'daily_budget_amount_local_micro' });
    spec.given([]).when(create({ budget_optimization: 'CAMPAIGN' })).thenThrows({ kind: 'missing', parameter: 'daily_budget_amount_local_micro' });
  });

  it('updates, refuses DRAFT on update, deletes once', () => {
    const created = spec.given([]).when(create()).thenEvents();
    const base = { environment: 'sandbox' as const, accountId: 'a1', id: 'c1', now: '2026-03-02T00:00:00Z' };
    const [updated] = spec.given(created).when({ type: 'UpdateCampaign', ...base, patch: { entity_status: 'PAUSED' } }).thenEvents();
    // the status the advertiser changed, and nothing it derives
    expect((updated.data as { changes: object }).changes).toEqual({ entity_status: { old: 'ACTIVE', new: 'PAUSED' } });
    expect(folded([...created, updated] as CampaignEvent[])).toMatchObject({ servable: false, effective_status: 'PAUSED' });
    spec.given(created).when({ type: 'UpdateCampaign', ...base, patch: { entity_status: 'DRAFT' } }).thenThrows({ parameter: 'entity_status' });
    const deleted = spec.given(created).when({ type: 'DeleteCampaign', ...base }).thenEvents();
    spec.given([...created, ...deleted]).when({ type: 'DeleteCampaign', ...base }).thenThrows({ kind: 'not_found', parameter: 'campaign_id' });
  });
});
