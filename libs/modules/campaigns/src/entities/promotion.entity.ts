import { adsEntity, type Release } from '@platform/ads-entity';
import { postPaths } from '@platform/http';
import {
  LINE_ITEM_PROMOTED_ACCOUNTS,
  promotedAccountLifecycle,
  type PromotedAccountView,
  promotedPostLifecycle,
  scheduledPromotedPostLifecycle,
} from '../domain/promotion';
import { promotedAccountsTable, promotedPostsTable, scheduledPromotedPostsTable } from '../projections/tables';

/** A post promoted on a line item; in the account history as PROMOTED_POST. */
export const PromotedPost = adsEntity({
  lifecycle: promotedPostLifecycle,
  table: promotedPostsTable,
  history: { entityType: 'PROMOTED_POST' },
  routes: {
    path: postPaths('accounts/:account_id/promoted_posts'),
    tag: 'ads: promoted posts',
    get: true,
    list: { ids: { line_item_ids: 'line_item_id', promoted_post_ids: 'id' } },
    delete: true,
  },
});

/** The user is freed on the line item in the same append: it may be promoted there anew. */
const unpromoted: Release<PromotedAccountView> = (promoted, claims, { environment }) =>
  claims.decide(LINE_ITEM_PROMOTED_ACCOUNTS, environment, promoted.line_item_id, [{ type: 'ReleaseKey', key: promoted.user_id, holder: promoted.id }]);

/** An account promoted on a FOLLOWERS line item; in the account history as PROMOTED_ACCOUNT. */
export const PromotedAccount = adsEntity({
  lifecycle: promotedAccountLifecycle,
  table: promotedAccountsTable,
  history: { entityType: 'PROMOTED_ACCOUNT' },
  routes: {
    path: 'accounts/:account_id/promoted_accounts',
    tag: 'ads: promoted accounts',
    get: true,
    list: { ids: { line_item_ids: 'line_item_id', promoted_account_ids: 'id' } },
    delete: { releases: unpromoted },
  },
});

/** A scheduled post to be promoted on a line item once it is published. */
export const ScheduledPromotedPost = adsEntity({
  lifecycle: scheduledPromotedPostLifecycle,
  table: scheduledPromotedPostsTable,
  routes: {
    path: postPaths('accounts/:account_id/scheduled_promoted_posts'),
    tag: 'ads: scheduled promoted posts',
    get: true,
    list: { ids: { line_item_ids: 'line_item_id', scheduled_promoted_post_ids: 'id' } },
    delete: true,
  },
});
