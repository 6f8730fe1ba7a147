import { listEntityController } from '@platform/ads-entity';
import { postPaths } from '@platform/http';
import { DraftPost } from '../../entities/scheduled-post.entity';
import { ListUnpublishedPostsRequest } from '../shared/list-unpublished-posts.request';

export class ListDraftPostsController extends listEntityController(DraftPost, {
  path: postPaths('accounts/:account_id/draft_posts'),
  tag: 'ads: draft posts',
  request: ListUnpublishedPostsRequest,
  query: (p) => ({ filters: { user_id: p.user_id ? [p.user_id] : undefined } }),
}) {}
