import { listEntityController } from '@platform/ads-entity';
import { postPaths } from '@platform/http';
import { PromotedPost } from '../../entities/promotion.entity';
import { ListPromotedPostsRequest } from './list-promoted-posts.request';

export class ListPromotedPostsController extends listEntityController(PromotedPost, {
  path: postPaths('accounts/:account_id/promoted_posts'),
  tag: 'ads: promoted posts',
  request: ListPromotedPostsRequest,
  query: (p) => ({ filters: { id: p.promoted_post_ids, line_item_id: p.line_item_ids } }),
}) {}
