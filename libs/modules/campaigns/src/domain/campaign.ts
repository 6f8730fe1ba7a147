import {
  type Changes,
  type Derived,
  type DomainEvent,
  DomainError,
  type Environment,
  invalidParameter,
  lifecycle,
  lifecycleDecider,
  type LifecycleState,
  stripUndefined,
} from '@platform/ddd';
import type { CampaignView } from './views';

/** A campaign: budgets and status over the line items that share its funding instrument. */
export type CampaignCreated = DomainEvent<
  'campaigns.CampaignCreated',
  { environment: Environment; accountId: string; campaign: CampaignFacts }
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

/** Rules a campaign must satisfy after any change. */
function checkCampaign(c: CampaignFacts): void {
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

/** Why a campaign in this status does not serve (none: it serves). */
const notServing = (c: CampaignView): string[] => (c.entity_status === 'PAUSED' ? ['PAUSED_BY_ADVERTISER'] : c.entity_status === 'DRAFT' ? ['DRAFT'] : []);

/** What the API shows as servable and effective status for a campaign in this state: from its status, never stored. */
const campaignStatus: Derived<CampaignView> = {
  servable: (c) => (c.deleted ? null : notServing(c).length === 0),
  reasons_not_servable: (c) => (c.deleted ? [] : notServing(c)),
  effective_status: (c) => (c.entity_status === 'ACTIVE' ? 'RUNNING' : c.entity_status === 'PAUSED' ? 'PAUSED' : 'DRAFT'),
};

/** The members the campaign's events store: all but the derived ones. */
export type CampaignFacts = Omit<CampaignView, 'servable' | 'reasons_not_servable' | 'effective_status'>;

/** The campaign's own rules; the lifecycle (ownership, changes, final deletion) is the shared one. */
export const campaignLifecycle = lifecycle<CampaignView, CreateCampaign, UpdateCampaign, DeleteCampaign>('campaigns.Campaign', {
  label: 'Campaign',
  notFoundCode: 'CAMPAIGN_NOT_FOUND',
  create(command) {
    const f = command.fields;
    const campaign: CampaignFacts = {
      id: command.id,
      name: f.name,
      funding_instrument_id: command.fundingInstrumentId,
      budget_optimization: f.budget_optimization ?? 'LINE_ITEM',
      daily_budget_amount_local_micro: f.daily_budget_amount_local_micro ?? null,
      total_budget_amount_local_micro: f.total_budget_amount_local_micro ?? null,
      entity_status: f.entity_status ?? 'ACTIVE',
      purchase_order_number: f.purchase_order_number ?? null,
      standard_delivery: f.standard_delivery ?? null,
      duration_in_days: f.duration_in_days ?? null,
      frequency_cap: f.frequency_cap ?? null,
      currency: command.currency,
      created_at: command.now,
      updated_at: command.now,
      deleted: false,
    };
    checkCampaign(campaign);
    return campaign as CampaignView;
  },
  update(current, command) {
    if (command.patch.entity_status === 'DRAFT' && current.entity_status !== 'DRAFT') {
      throw invalidParameter('entity_status', 'entity_status can only be set to ACTIVE or PAUSED on update');
    }
    const next = { ...current, ...stripUndefined(command.patch) };
    checkCampaign(next);
    return next;
  },
  derived: campaignStatus,
});

export type CampaignState = LifecycleState<CampaignView>;
export const campaignDecider = lifecycleDecider<CampaignView, CreateCampaign, UpdateCampaign, DeleteCampaign, CampaignEvent>(
  campaignLifecycle,
);
