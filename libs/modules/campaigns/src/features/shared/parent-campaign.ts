import type { AdsEntities, Context } from '@platform/ads-entity';
import type { Environment } from '@platform/ddd';
import type { StreamGuard } from '@platform/event-store';
import { campaignNotFound } from '../../domain/campaign';
import type { LineItemPatch, ParentCampaign } from '../../domain/line-item';
import type { CampaignView, LineItemView } from '../../domain/views';
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

/** The kit's context of a line item's command: its campaign (the one named, or the line item's own on update). */
export function lineItemCampaign(entities: AdsEntities, environment: Environment, accountId: string, campaignId?: string): Context<LineItemView, { campaign: ParentCampaign }> {
  return async (current) => {
    // an unknown line item is answered 404 by its lifecycle, before any campaign rule
    const id = campaignId ?? current?.campaign_id;
    if (!id) return {};
    const { campaign, guards } = await parentCampaign(entities, environment, accountId, id);
    return { command: { campaign }, guards };
  };
}

/** A new line item's fields: the request's (on create an empty value is simply no value), its objective, product type and placements. */
export function newLineItemFields(c: { objective: string; productType: string; placements: string[]; fields: LineItemPatch }) {
  // an empty value is no value on create, except a name sent empty, which the decider refuses (a name has 1 to 255 characters)
  const given = Object.fromEntries(Object.entries(c.fields).filter(([k, v]) => v !== undefined && (v !== null || k === 'name'))) as LineItemPatch;
  return { ...given, objective: c.objective, product_type: c.productType, placements: c.placements };
}
