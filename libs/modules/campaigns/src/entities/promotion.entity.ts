import { adsEntity } from '@platform/ads-entity';
import { promotedAccountLifecycle, promotedPostLifecycle, scheduledPromotedPostLifecycle } from '../domain/promotion';
import { promotedAccountsTable, promotedPostsTable, scheduledPromotedPostsTable } from '../projections/tables';

/** A post promoted on a line item; in the account history as PROMOTED_POST. */
export const PromotedPost = adsEntity({
  lifecycle: promotedPostLifecycle,
  table: promotedPostsTable,
  history: { entityType: 'PROMOTED_POST' },
});

/** An account promoted on a FOLLOWERS line item; in the account history as PROMOTED_ACCOUNT. */
export const PromotedAccount = adsEntity({
  lifecycle: promotedAccountLifecycle,
  table: promotedAccountsTable,
  history: { entityType: 'PROMOTED_ACCOUNT' },
});

/** A scheduled post to be promoted on a line item once it is published. */
export const ScheduledPromotedPost = adsEntity({
  lifecycle: scheduledPromotedPostLifecycle,
  table: scheduledPromotedPostsTable,
});
