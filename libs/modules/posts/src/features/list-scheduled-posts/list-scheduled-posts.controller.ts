import { listEntityController } from '@platform/ads-entity';
import { postPaths } from '@platform/http';
import { ScheduledPost } from '../../entities/scheduled-post.entity';
import { ListUnpublishedPostsRequest } from '../shared/list-unpublished-posts.request';

export class ListScheduledPostsController extends listEntityController(ScheduledPost, {
  path: postPaths('accounts/:account_id/scheduled_posts'),
  tag: 'ads: scheduled posts',
  request: ListUnpublishedPostsRequest,
  query: (p) => ({ filters: { user_id: p.user_id ? [p.user_id] : undefined } }),
}) {}
