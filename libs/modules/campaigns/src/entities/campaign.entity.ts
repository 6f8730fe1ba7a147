import { adsEntity, writeRoute } from '@platform/ads-entity';
import { type CampaignFields, campaignLifecycle } from '../domain/campaign';
import type { CampaignView } from '../domain/views';
import { ListCampaignsRequest } from '../features/list-campaigns/list-campaigns.request';
import { onRequestFunding } from '../features/shared/campaign-funding';
import { CreateCampaignRequest } from '../features/shared/create-campaign.request';
import { UpdateCampaignRequest } from '../features/shared/update-campaign.request';
import { campaignsTable } from '../projections/tables';

/**
 * The campaign as an ads entity: its rules are the domain's
 * (`campaignLifecycle`); stream, read model, history and the common endpoints
 * come from the kit. Its list leaves DRAFT campaigns out unless `with_draft`;
 * its deletion is irreversible.
 */
export const Campaign = adsEntity({
  lifecycle: campaignLifecycle,
  table: campaignsTable,
  routes: {
    path: 'accounts/:account_id/campaigns',
    tag: 'ads: campaigns',
    get: true,
    list: {
      request: ListCampaignsRequest,
      query: (p: ListCampaignsRequest) => ({
        filters: {
          id: p.campaign_ids,
          funding_instrument_id: p.funding_instrument_ids,
          entity_status: p.with_draft ? undefined : ['ACTIVE', 'PAUSED'],
        },
        q: p.q,
      }),
    },
    create: writeRoute(CreateCampaignRequest, {
      command: ({ funding_instrument_id, ...fields }) => ({ fundingInstrumentId: funding_instrument_id, fields }),
      context: onRequestFunding,
    }),
    update: writeRoute(UpdateCampaignRequest, { command: (p) => ({ patch: p as Partial<CampaignFields> }) }),
    delete: true,
  },
  history: {
    entityType: 'CAMPAIGN',
    // every member of the campaign answer, and the times the ads API's example lists (null: v12
    // campaigns have none, their line items do)
    members: [
      'name',
      'start_time',
      'end_time',
      'funding_instrument_id',
      'budget_optimization',
      'purchase_order_number',
      'daily_budget_amount_local_micro',
      'total_budget_amount_local_micro',
      'duration_in_days',
      'standard_delivery',
      'entity_status',
      'effective_status',
      'frequency_cap',
      'currency',
      'servable',
      'reasons_not_servable',
      'created_at',
      'updated_at',
      'deleted',
    ] satisfies readonly (keyof CampaignView | 'start_time' | 'end_time')[],
  },
});
