import { getEntityController } from '@platform/ads-entity';
import { postPaths } from '@platform/http';
import { ScheduledPost } from '../../entities/scheduled-post.entity';

export class GetScheduledPostController extends getEntityController(ScheduledPost, {
  path: postPaths('accounts/:account_id/scheduled_posts/:scheduled_post_id'),
  tag: 'ads: scheduled posts',
}) {}
