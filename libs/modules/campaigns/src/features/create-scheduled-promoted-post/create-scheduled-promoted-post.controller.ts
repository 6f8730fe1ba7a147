import { createEntityController } from '@platform/ads-entity';
import { postPaths } from '@platform/http';
import { ScheduledPromotedPost } from '../../entities/promotion.entity';
import { CreateScheduledPromotedPostRequest } from './create-scheduled-promoted-post.request';
import { scheduledPromotionContext } from './scheduled-promotion-context';

export class CreateScheduledPromotedPostController extends createEntityController(ScheduledPromotedPost, {
  path: postPaths('accounts/:account_id/scheduled_promoted_posts'),
  tag: 'ads: scheduled promoted posts',
  request: CreateScheduledPromotedPostRequest,
  command: (p) => ({ lineItemId: p.line_item_id, scheduledPostId: p.scheduled_post_id }),
  context: scheduledPromotionContext,
}) {}
