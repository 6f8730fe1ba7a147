import { EntityTable } from '@platform/read-model';
import type { TaxSettingsView, UserSettingsView } from '../domain/account-settings';
import type { LineItemAppView, TrackingTagView } from '../domain/line-item-extras';
import type { MediaCreativeView } from '../domain/media-creative';
import type { PromotableUserView, PromotedAccountView, PromotedPostView, ScheduledPromotedPostView } from '../domain/promotion';
import type { AccountAppView, AccountView, CampaignView, FundingInstrumentView, LineItemCuratedCategoryView, LineItemView, TargetingCriterionView } from '../domain/views';

/** The entity read models of campaign management and the sort orders each list offers. */
const COMMON_SORTS = { created_at: 'created_at', updated_at: 'updated_at', deleted: 'deleted' };

/**
 * Ad accounts, each its own owner (`account_id` is its id); a user's list
 * reads them through `accounts_of_users`, a row per user granted one.
 */
const ACCOUNT_TABLE = { table: 'campaigns.accounts', sortColumns: { ...COMMON_SORTS, name: 'name' }, prefixColumn: 'name' };
export const accountsTable = new EntityTable<AccountView>(ACCOUNT_TABLE);
export const userAccountsTable = new EntityTable<AccountView>({ ...ACCOUNT_TABLE, readFrom: 'campaigns.accounts_of_users', ownerColumn: 'user_id' });

export const fundingInstrumentsTable = new EntityTable<FundingInstrumentView>({
  table: 'campaigns.funding_instruments',
  sortColumns: { ...COMMON_SORTS, funded_amount_local_micro: 'funded_amount_local_micro', start_time: 'start_time', end_time: 'end_time' },
});

export const campaignsTable = new EntityTable<CampaignView>({
  table: 'campaigns.campaigns',
  sortColumns: {
    ...COMMON_SORTS,
    name: 'name',
    daily_budget_amount_local_micro: 'daily_budget_amount_local_micro',
    total_budget_amount_local_micro: 'total_budget_amount_local_micro',
    standard_delivery: 'standard_delivery',
  },
  prefixColumn: 'name',
});

export const lineItemsTable = new EntityTable<LineItemView>({
  table: 'campaigns.line_items',
  sortColumns: { ...COMMON_SORTS, bid_amount_local_micro: 'bid_amount_local_micro', name: 'name' },
  prefixColumn: 'name',
});

export const lineItemCuratedCategoriesTable = new EntityTable<LineItemCuratedCategoryView>({
  table: 'campaigns.line_item_curated_categories',
  sortColumns: COMMON_SORTS,
});

export const accountAppsTable = new EntityTable<AccountAppView>({
  table: 'campaigns.account_apps',
  sortColumns: COMMON_SORTS,
});

export const targetingCriteriaTable = new EntityTable<TargetingCriterionView>({
  table: 'campaigns.targeting_criteria',
  sortColumns: { ...COMMON_SORTS, targeting_type: 'targeting_type' },
});

export const mediaCreativesTable = new EntityTable<MediaCreativeView>({
  table: 'campaigns.media_creatives',
  sortColumns: COMMON_SORTS,
});

/** Promotions on line items: read through their `_shown` views, where a deleted line item's children count as deleted. */
export const promotedPostsTable = new EntityTable<PromotedPostView>({
  table: 'campaigns.promoted_posts',
  sortColumns: COMMON_SORTS,
  readFrom: 'campaigns.promoted_posts_shown',
});

export const promotedAccountsTable = new EntityTable<PromotedAccountView>({
  table: 'campaigns.promoted_accounts',
  sortColumns: COMMON_SORTS,
  readFrom: 'campaigns.promoted_accounts_shown',
});

export const scheduledPromotedPostsTable = new EntityTable<ScheduledPromotedPostView>({
  table: 'campaigns.scheduled_promoted_posts',
  sortColumns: COMMON_SORTS,
  readFrom: 'campaigns.scheduled_promoted_posts_shown',
});

export const promotableUsersTable = new EntityTable<PromotableUserView>({
  table: 'campaigns.promotable_users',
  sortColumns: COMMON_SORTS,
});

export const trackingTagsTable = new EntityTable<TrackingTagView>({
  table: 'campaigns.tracking_tags',
  sortColumns: COMMON_SORTS,
});

export const lineItemAppsTable = new EntityTable<LineItemAppView>({
  table: 'campaigns.line_item_apps',
  sortColumns: COMMON_SORTS,
});

/** One row per account (tax) and per user of an account (user settings), once a PUT has set them. */
export const taxSettingsTable = new EntityTable<TaxSettingsView>({ table: 'campaigns.tax_settings', sortColumns: COMMON_SORTS });
export const userSettingsTable = new EntityTable<UserSettingsView>({ table: 'campaigns.user_settings', sortColumns: COMMON_SORTS });
