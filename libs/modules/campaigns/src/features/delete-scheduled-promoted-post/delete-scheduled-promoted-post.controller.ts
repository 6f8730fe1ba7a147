import { deleteEntityController } from '@platform/ads-entity';
import { postPaths } from '@platform/http';
import { ScheduledPromotedPost } from '../../entities/promotion.entity';

export class DeleteScheduledPromotedPostController extends deleteEntityController(ScheduledPromotedPost, {
  path: postPaths('accounts/:account_id/scheduled_promoted_posts/:scheduled_promoted_post_id'),
  tag: 'ads: scheduled promoted posts',
}) {}
