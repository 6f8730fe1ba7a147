import { DataSource } from 'typeorm';
import type { Environment } from '@platform/ddd';
import { campaignNotFound } from '../../domain/campaign';
import type { ParentCampaign } from '../../domain/line-item';
import { campaignsTable } from '../../projections/tables';

/** The campaign a line item belongs to, as the line item rules need it; 404 naming campaign_id when absent. */
export async function parentCampaign(db: DataSource, environment: Environment, accountId: string, campaignId: string): Promise<ParentCampaign> {
  const campaign = await campaignsTable.get(db, environment, accountId, campaignId);
  if (!campaign) throw campaignNotFound(campaignId, accountId);
  return {
    id: campaign.id,
    fundingInstrumentId: campaign.funding_instrument_id,
    currency: campaign.currency,
    budgetOptimization: campaign.budget_optimization,
  };
}
