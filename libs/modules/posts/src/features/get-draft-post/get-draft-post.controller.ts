import { getEntityController } from '@platform/ads-entity';
import { postPaths } from '@platform/http';
import { DraftPost } from '../../entities/scheduled-post.entity';

export class GetDraftPostController extends getEntityController(DraftPost, {
  path: postPaths('accounts/:account_id/draft_posts/:draft_post_id'),
  tag: 'ads: draft posts',
}) {}
