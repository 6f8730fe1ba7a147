import { updateEntityController } from '@platform/ads-entity';
import { postPaths } from '@platform/http';
import { ScheduledPost } from '../../entities/scheduled-post.entity';
import { contentOf } from '../shared/post-content.request';
import { postContentLookups } from '../shared/post-content-lookups';
import { UpdateScheduledPostRequest } from './update-scheduled-post.request';

export class UpdateScheduledPostController extends updateEntityController(ScheduledPost, {
  path: postPaths('accounts/:account_id/scheduled_posts/:scheduled_post_id'),
  tag: 'ads: scheduled posts',
  request: UpdateScheduledPostRequest,
  command: (p, { userId }) => ({ callerId: userId, patch: { ...contentOf(p), scheduled_at: p.scheduled_at } }),
  context: postContentLookups,
}) {}
