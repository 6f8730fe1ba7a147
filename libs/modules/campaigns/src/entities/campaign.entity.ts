import { adsEntity } from '@platform/ads-entity';
import { campaignLifecycle } from '../domain/campaign';
import type { CampaignView } from '../domain/views';
import { campaignsTable } from '../projections/tables';

/**
 * The campaign as an ads entity: its rules are the domain's
 * (`campaignLifecycle`); stream, read model, history and the common endpoints
 * come from the kit.
 */
export const Campaign = adsEntity({
  lifecycle: campaignLifecycle,
  stream: 'campaigns.Campaign',
  table: campaignsTable,
  idParam: 'campaign_id',
  history: {
    entityType: 'CAMPAIGN',
    // the members the ads API's example lists (v12 campaigns have no start and end time)
    members: [
      'name',
      'purchase_order_number',
      'daily_budget_amount_local_micro',
      'total_budget_amount_local_micro',
      'duration_in_days',
      'standard_delivery',
      'entity_status',
      'frequency_cap',
      'created_at',
      'updated_at',
      'deleted',
    ] satisfies readonly (keyof CampaignView)[],
  },
  // what the lifecycle derives for a deleted campaign
  deletedPatch: { servable: null, reasons_not_servable: [] },
});
