import { createEntityController } from '@platform/ads-entity';
import { numericId } from '@platform/ddd';
import { postPaths } from '@platform/http';
import { ScheduledPost } from '../../entities/scheduled-post.entity';
import { contentOf } from '../shared/post-content.request';
import { postContentLookups } from '../shared/post-content-lookups';
import { CreateScheduledPostRequest } from './create-scheduled-post.request';

export class CreateScheduledPostController extends createEntityController(ScheduledPost, {
  path: postPaths('accounts/:account_id/scheduled_posts'),
  tag: 'ads: scheduled posts',
  request: CreateScheduledPostRequest,
  command: (p, { userId }) => ({ callerId: userId, userId: p.as_user_id, fields: { ...contentOf(p), scheduled_at: p.scheduled_at } }),
  context: postContentLookups,
  id: () => numericId(),
}) {}
