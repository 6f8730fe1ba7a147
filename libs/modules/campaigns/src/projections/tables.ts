import { EntityTable } from '@platform/read-model';
import type { TaxSettingsView, UserSettingsView } from '../domain/account-settings';
import type { MediaCreativeView } from '../domain/media-creative';
import type { PromotableUserView, PromotedAccountView, PromotedPostView, ScheduledPromotedPostView } from '../domain/promotion';
import type { AccountAppView, AccountView, CampaignView, FundingInstrumentView, LineItemCuratedCategoryView, LineItemView, TargetingCriterionView } from '../domain/views';

/** The entity read models of campaign management and the sort orders each list offers. */
const COMMON_SORTS = { created_at: 'created_at', updated_at: 'updated_at', deleted: 'deleted' };

/**
 * A read model of the module's schema, sorted by the common columns and then
 * by `sorts` (each field its column of the same name), read through its
 * `_shown` view when `shown`.
 */
function table<V extends { id: string }>(name: string, options: { sorts?: readonly string[]; shown?: boolean; prefixColumn?: string } = {}): EntityTable<V> {
  const { sorts = [], shown, prefixColumn } = options;
  return new EntityTable<V>({
    table: `campaigns.${name}`,
    sortColumns: { ...COMMON_SORTS, ...Object.fromEntries(sorts.map((column) => [column, column])) },
    ...(prefixColumn ? { prefixColumn } : {}),
    ...(shown ? { readFrom: `campaigns.${name}_shown` } : {}),
  });
}

/**
 * Ad accounts, each its own owner (`account_id` is its id); a user's list
 * reads them through `accounts_of_users`, a row per user granted one.
 */
const ACCOUNT_TABLE = { table: 'campaigns.accounts', sortColumns: { ...COMMON_SORTS, name: 'name' }, prefixColumn: 'name' };
export const accountsTable = new EntityTable<AccountView>(ACCOUNT_TABLE);
export const userAccountsTable = new EntityTable<AccountView>({ ...ACCOUNT_TABLE, readFrom: 'campaigns.accounts_of_users', ownerColumn: 'user_id' });

export const fundingInstrumentsTable = table<FundingInstrumentView>('funding_instruments', { sorts: ['funded_amount_local_micro', 'start_time', 'end_time'] });
export const campaignsTable = table<CampaignView>('campaigns', {
  sorts: ['name', 'daily_budget_amount_local_micro', 'total_budget_amount_local_micro', 'standard_delivery'],
  prefixColumn: 'name',
});
export const lineItemsTable = table<LineItemView>('line_items', { sorts: ['bid_amount_local_micro', 'name'], prefixColumn: 'name' });
export const lineItemCuratedCategoriesTable = table<LineItemCuratedCategoryView>('line_item_curated_categories');
export const accountAppsTable = table<AccountAppView>('account_apps');
export const targetingCriteriaTable = table<TargetingCriterionView>('targeting_criteria', { sorts: ['targeting_type'] });
export const mediaCreativesTable = table<MediaCreativeView>('media_creatives');

/** Promotions on line items: read through their `_shown` views, where a deleted line item's children count as deleted. */
export const promotedPostsTable = table<PromotedPostView>('promoted_posts', { shown: true });
export const promotedAccountsTable = table<PromotedAccountView>('promoted_accounts', { shown: true });
export const scheduledPromotedPostsTable = table<ScheduledPromotedPostView>('scheduled_promoted_posts', { shown: true });

export const promotableUsersTable = table<PromotableUserView>('promotable_users');

/** One row per account (tax) and per user of an account (user settings), once a PUT has set them. */
export const taxSettingsTable = new EntityTable<TaxSettingsView>({ table: 'campaigns.tax_settings', sortColumns: COMMON_SORTS });
export const userSettingsTable = new EntityTable<UserSettingsView>({ table: 'campaigns.user_settings', sortColumns: COMMON_SORTS });
