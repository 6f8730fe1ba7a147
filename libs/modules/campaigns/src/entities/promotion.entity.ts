import { adsEntity, Claims, type CommandContext, type Release, writeRoute } from '@platform/ads-entity';
import { postPaths } from '@platform/http';
import {
  AlreadyPromoted,
  LINE_ITEM_PROMOTED_ACCOUNTS,
  promotedAccountLifecycle,
  type PromotedAccountView,
  promotedPostLifecycle,
  scheduledPromotedPostLifecycle,
} from '../domain/promotion';
import { CreatePromotedAccountRequest } from '../features/create-promoted-account/create-promoted-account.request';
import { CreateScheduledPromotedPostRequest } from '../features/create-scheduled-promoted-post/create-scheduled-promoted-post.request';
import { scheduledPromotionContext } from '../features/create-scheduled-promoted-post/scheduled-promotion-context';
import { PromotionContext } from '../features/shared/promotion-context';
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

/**
 * A promotion is judged from the line item's and the account's streams, the
 * user claimed on the line item's promoted accounts stream in the same append.
 */
const promotedOnce: CommandContext<CreatePromotedAccountRequest> = (_entities, { environment, accountId, get }, p) =>
  get(Claims).context(async (_live, claims, { id }) => {
    const needs = await get(PromotionContext).read(environment, accountId, p.line_item_id);
    // a line item that is not the account's live one is answered by the lifecycle
    if (needs.command.lineItem) await claims.decide(LINE_ITEM_PROMOTED_ACCOUNTS, environment, p.line_item_id, [{ type: 'ClaimKey', key: p.user_id, holder: id }]);
    return needs;
  });

/**
 * A promotable user's account promoted on a FOLLOWERS line item; in the
 * account history as PROMOTED_ACCOUNT. A user promoted on the line item
 * already is no error: the create is answered with the promotion there is
 * (nothing recorded).
 */
export const PromotedAccount = adsEntity({
  lifecycle: promotedAccountLifecycle,
  table: promotedAccountsTable,
  history: { entityType: 'PROMOTED_ACCOUNT' },
  routes: {
    path: 'accounts/:account_id/promoted_accounts',
    tag: 'ads: promoted accounts',
    get: true,
    list: { ids: { line_item_ids: 'line_item_id', promoted_account_ids: 'id' } },
    create: writeRoute(CreatePromotedAccountRequest, {
      command: (p) => ({ lineItemId: p.line_item_id, userId: p.user_id }),
      context: promotedOnce,
      existing: (error) => (error instanceof AlreadyPromoted ? error.promotedAccountId : undefined),
    }),
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
    create: writeRoute(CreateScheduledPromotedPostRequest, {
      command: (p) => ({ lineItemId: p.line_item_id, scheduledPostId: p.scheduled_post_id }),
      context: scheduledPromotionContext,
    }),
    delete: true,
  },
});
