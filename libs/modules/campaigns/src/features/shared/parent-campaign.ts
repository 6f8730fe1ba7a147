import type { AdsEntities, CommandContext, Context } from '@platform/ads-entity';
import type { Environment } from '@platform/ddd';
import type { StreamGuard } from '@platform/event-store';
import type { ParentCampaign } from '../../domain/line-item';
import type { CampaignView, LineItemView } from '../../domain/views';
import { Campaign } from '../../entities/campaign.entity';

/**
 * The campaign a line item belongs to, as the line item rules need it, read
 * from its stream, with a guard that makes the line item's append fail (and
 * the command run again) if the campaign changes in between; 404 naming
 * campaign_id when it is not the account's or is deleted. `known`: as this
 * process last saw it, when it did (a single command's context: see
 * `AdsEntities.loadKnown`).
 */
export async function parentCampaign(
  entities: AdsEntities,
  environment: Environment,
  accountId: string,
  campaignId: string,
  known = false,
): Promise<{ campaign: ParentCampaign; guards: StreamGuard[] }> {
  const loaded = known
    ? await entities.loadKnown<CampaignView>(Campaign, environment, accountId, campaignId)
    : await entities.load<CampaignView>(Campaign, environment, accountId, campaignId);
  const campaign = loaded.entity;
  if (!campaign) throw Campaign.notFound(campaignId, accountId);
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

/**
 * The kit's context of a line item's command: its campaign (the one named, or
 * the line item's own on update); `known` for a single command (not a batch's).
 */
export function lineItemCampaign(
  entities: AdsEntities,
  environment: Environment,
  accountId: string,
  campaignId?: string,
  known = false,
): Context<Partial<LineItemView>, { campaign: ParentCampaign }> {
  return async (current) => {
    // an unknown line item is answered 404 by its lifecycle, before any campaign rule
    const id = campaignId ?? current?.campaign_id;
    if (!id) return {};
    const { campaign, guards } = await parentCampaign(entities, environment, accountId, id, known);
    return { command: { campaign }, guards };
  };
}

/** The same, for a create whose request names the campaign. */
export const onRequestCampaign: CommandContext<{ campaign_id: string }> = (entities, { environment, accountId }, p) =>
  lineItemCampaign(entities, environment, accountId, p.campaign_id, true);

/** The same, for an update: the line item's own campaign. */
export const onOwnCampaign: CommandContext<object> = (entities, { environment, accountId }) =>
  lineItemCampaign(entities, environment, accountId, undefined, true);
