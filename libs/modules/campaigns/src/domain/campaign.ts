import {
  conflict,
  type Decider,
  DomainError,
  type DomainEvent,
  type Environment,
  invalidParameter,
  notFound,
} from '@platform/ddd';
import { applyChanges, type Changes, changesBetween, stripUndefined } from './changes';
import type { CampaignView } from './views';

/** A campaign: budgets and status over the line items that share its funding instrument. */
export type CampaignCreated = DomainEvent<
  'campaigns.CampaignCreated',
  { environment: Environment; accountId: string; campaign: CampaignView }
>;
export type CampaignUpdated = DomainEvent<
  'campaigns.CampaignUpdated',
  { environment: Environment; accountId: string; campaignId: string; changes: Changes; updatedAt: string }
>;
export type CampaignDeleted = DomainEvent<
  'campaigns.CampaignDeleted',
  { environment: Environment; accountId: string; campaignId: string; deletedAt: string }
>;
export type CampaignEvent = CampaignCreated | CampaignUpdated | CampaignDeleted;

export interface CampaignState {
  campaign?: CampaignView;
}

export type CampaignFields = Pick<
  CampaignView,
  | 'name'
  | 'budget_optimization'
  | 'daily_budget_amount_local_micro'
  | 'total_budget_amount_local_micro'
  | 'entity_status'
  | 'purchase_order_number'
  | 'standard_delivery'
  | 'duration_in_days'
  | 'frequency_cap'
>;

export interface CreateCampaign {
  type: 'CreateCampaign';
  environment: Environment;
  accountId: string;
  id: string;
  fundingInstrumentId: string;
  currency: string;
  fields: Partial<CampaignFields> & { name: string };
  now: string;
}
export interface UpdateCampaign {
  type: 'UpdateCampaign';
  environment: Environment;
  accountId: string;
  id: string;
  /** null unsets an optional field. */
  patch: Partial<CampaignFields>;
  now: string;
}
export interface DeleteCampaign {
  type: 'DeleteCampaign';
  environment: Environment;
  accountId: string;
  id: string;
  now: string;
}
export type CampaignCommand = CreateCampaign | UpdateCampaign | DeleteCampaign;

export const campaignNotFound = (id: string, accountId: string) =>
  notFound(`Campaign ${id} was not found for Account ${accountId}`, 'campaign_id');

/** Rules a campaign must satisfy after any change. */
function checkCampaign(c: CampaignView): void {
  if (c.daily_budget_amount_local_micro !== null && c.daily_budget_amount_local_micro <= 0) {
    throw invalidParameter('daily_budget_amount_local_micro', 'daily_budget_amount_local_micro must be greater than 0');
  }
  if (c.total_budget_amount_local_micro !== null && c.total_budget_amount_local_micro <= 0) {
    throw invalidParameter('total_budget_amount_local_micro', 'total_budget_amount_local_micro must be greater than 0');
  }
  if (
    c.daily_budget_amount_local_micro !== null &&
    c.total_budget_amount_local_micro !== null &&
    c.daily_budget_amount_local_micro > c.total_budget_amount_local_micro
  ) {
    throw invalidParameter(
      'daily_budget_amount_local_micro',
      'daily_budget_amount_local_micro must not be greater than total_budget_amount_local_micro',
    );
  }
  if (c.budget_optimization === 'CAMPAIGN' && c.daily_budget_amount_local_micro === null) {
    throw new DomainError('missing', '"daily_budget_amount_local_micro" is a required parameter', {
      parameter: 'daily_budget_amount_local_micro',
    });
  }
}

/** What the API shows as servable and effective status for a campaign in this state. */
function withStatus(c: CampaignView): CampaignView {
  const reasons = c.entity_status === 'PAUSED' ? ['PAUSED_BY_ADVERTISER'] : c.entity_status === 'DRAFT' ? ['DRAFT'] : [];
  return {
    ...c,
    servable: c.deleted ? null : reasons.length === 0,
    reasons_not_servable: c.deleted ? [] : reasons,
    effective_status: c.entity_status === 'ACTIVE' ? 'RUNNING' : c.entity_status === 'PAUSED' ? 'PAUSED' : 'DRAFT',
  };
}

export const campaignDecider: Decider<CampaignState, CampaignCommand, CampaignEvent> = {
  initialState: () => ({}),
  evolve: (state, event) => {
    switch (event.type) {
      case 'campaigns.CampaignCreated':
        return { campaign: event.data.campaign };
      case 'campaigns.CampaignUpdated':
        return { campaign: applyChanges(state.campaign!, event.data.changes, event.data.updatedAt) };
      case 'campaigns.CampaignDeleted':
        return { campaign: withStatus({ ...state.campaign!, deleted: true, updated_at: event.data.deletedAt }) };
      default:
        return state;
    }
  },
  decide: (command, state) => {
    const { environment, accountId } = command;
    switch (command.type) {
      case 'CreateCampaign': {
        if (state.campaign) throw conflict(`Campaign ${command.id} already exists`);
        const f = command.fields;
        const campaign = withStatus({
          id: command.id,
          name: f.name,
          funding_instrument_id: command.fundingInstrumentId,
          budget_optimization: f.budget_optimization ?? 'LINE_ITEM',
          daily_budget_amount_local_micro: f.daily_budget_amount_local_micro ?? null,
          total_budget_amount_local_micro: f.total_budget_amount_local_micro ?? null,
          entity_status: f.entity_status ?? 'ACTIVE',
          effective_status: 'RUNNING',
          purchase_order_number: f.purchase_order_number ?? null,
          standard_delivery: f.standard_delivery ?? null,
          duration_in_days: f.duration_in_days ?? null,
          frequency_cap: f.frequency_cap ?? null,
          currency: command.currency,
          servable: true,
          reasons_not_servable: [],
          created_at: command.now,
          updated_at: command.now,
          deleted: false,
        });
        checkCampaign(campaign);
        return [{ type: 'campaigns.CampaignCreated', data: { environment, accountId, campaign } }];
      }
      case 'UpdateCampaign': {
        if (!state.campaign || state.campaign.deleted) throw campaignNotFound(command.id, accountId);
        if (command.patch.entity_status === 'DRAFT' && state.campaign.entity_status !== 'DRAFT') {
          throw invalidParameter('entity_status', 'entity_status can only be set to ACTIVE or PAUSED on update');
        }
        const next = withStatus({ ...state.campaign, ...stripUndefined(command.patch) });
        checkCampaign(next);
        const changes = changesBetween(state.campaign, next);
        delete changes.updated_at;
        if (Object.keys(changes).length === 0) return [];
        return [
          { type: 'campaigns.CampaignUpdated', data: { environment, accountId, campaignId: command.id, changes, updatedAt: command.now } },
        ];
      }
      case 'DeleteCampaign':
        if (!state.campaign || state.campaign.deleted) throw campaignNotFound(command.id, accountId);
        return [{ type: 'campaigns.CampaignDeleted', data: { environment, accountId, campaignId: command.id, deletedAt: command.now } }];
    }
  },
};

export const campaignStreamId = (environment: Environment, id: string) => `campaigns.Campaign-${environment}-${id}`;
export const CAMPAIGN_STREAM = 'campaigns.Campaign';
