import { createEntitiesController } from '@platform/ads-entity';
import { postPaths } from '@platform/http';
import { PromotedPost } from '../../entities/promotion.entity';
import { PromotionContext } from '../shared/promotion-context';
import { CreatePromotedPostsRequest } from './create-promoted-posts.request';

/**
 * `POST /12/accounts/:account_id/promoted_posts` (the SDKs' `promoted_tweets`):
 * posts onto a line item, all or none, answered as a list: each judged from
 * its stream, the line item's and the account's (guarded), written in one
 * transaction. A refusal names each post at fault under `errors`.
 */
export class CreatePromotedPostsController extends createEntitiesController(PromotedPost, {
  path: postPaths('accounts/:account_id/promoted_posts'),
  tag: 'ads: promoted posts',
  request: CreatePromotedPostsRequest,
  items: ({ line_item_id: lineItemId, post_ids: postIds }, { environment, accountId, get }) =>
    [...new Set(postIds)].map((postId) => ({
      kind: 'create',
      command: { environment, accountId, lineItemId, postId },
      context: () => get(PromotionContext).forPost(environment, accountId, lineItemId, postId),
    })),
}) {}
