import type { EntityHistoryDescriptor } from '@platform/event-store';
import { Campaign } from '../entities/campaign.entity';
import { LineItem } from '../entities/line-item.entity';
import { PromotedAccount, PromotedPost } from '../entities/promotion.entity';
import { TargetingCriterion } from '../entities/targeting-criterion.entity';

/**
 * How campaigns, line items, targeting criteria, promoted posts and promoted
 * accounts appear in the account history: each entity declares its history
 * (see entities/), CampaignsModule registers it with the entity, and the
 * history module reads their streams through these descriptors, never the
 * events themselves.
 */
export const campaignHistory: EntityHistoryDescriptor = Campaign.history!;
export const lineItemHistory: EntityHistoryDescriptor = LineItem.history!;
export const targetingCriterionHistory: EntityHistoryDescriptor = TargetingCriterion.history!;
export const promotedPostHistory: EntityHistoryDescriptor = PromotedPost.history!;
export const promotedAccountHistory: EntityHistoryDescriptor = PromotedAccount.history!;
