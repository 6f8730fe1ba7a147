import type { AdsEntities } from '@platform/ads-entity';
import type { Environment } from '@platform/ddd';
import type { StreamGuard } from '@platform/event-store';
import { campaignNotFound } from '../../domain/campaign';
import type { ParentCampaign } from '../../domain/line-item';
import type { CampaignView } from '../../domain/views';
import { Campaign } from '../../entities/campaign.entity';

/**
 * The campaign a line item belongs to, as the line item rules need it, read
 * from its stream, with a guard that makes the line item's append fail (and
 * the command run again) if the campaign changes in between; 404 naming
 * campaign_id when it is not the account's or is deleted.
 */
export async function parentCampaign(
  entities: AdsEntities,
  environment: Environment,
  accountId: string,
  campaignId: string,
): Promise<{ campaign: ParentCampaign; guards: StreamGuard[] }> {
  const loaded = await entities.load<CampaignView>(Campaign, environment, accountId, campaignId);
  const campaign = loaded.entity;
  if (!campaign) throw campaignNotFound(campaignId, accountId);
  return {
    campaign: {
      id: campaign.id,
      fundingInstrumentId: campaign.funding_instrument_id,
      currency: campaign.currency,
      budgetOptimization: campaign.budget_optimization,
    },
    guards: [loaded.guard],
  };
}
