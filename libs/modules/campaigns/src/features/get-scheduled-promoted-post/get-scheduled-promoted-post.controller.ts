import { getEntityController } from '@platform/ads-entity';
import { postPaths } from '@platform/http';
import { ScheduledPromotedPost } from '../../entities/promotion.entity';

export class GetScheduledPromotedPostController extends getEntityController(ScheduledPromotedPost, {
  path: postPaths('accounts/:account_id/scheduled_promoted_posts/:scheduled_promoted_post_id'),
  tag: 'ads: scheduled promoted posts',
}) {}
