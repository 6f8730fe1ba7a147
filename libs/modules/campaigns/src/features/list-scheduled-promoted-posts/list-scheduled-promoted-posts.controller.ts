import { listEntityController } from '@platform/ads-entity';
import { postPaths } from '@platform/http';
import { ScheduledPromotedPost } from '../../entities/promotion.entity';
import { ListScheduledPromotedPostsRequest } from './list-scheduled-promoted-posts.request';

export class ListScheduledPromotedPostsController extends listEntityController(ScheduledPromotedPost, {
  path: postPaths('accounts/:account_id/scheduled_promoted_posts'),
  tag: 'ads: scheduled promoted posts',
  request: ListScheduledPromotedPostsRequest,
  query: (p) => ({ filters: { id: p.scheduled_promoted_post_ids, line_item_id: p.line_item_ids } }),
}) {}
