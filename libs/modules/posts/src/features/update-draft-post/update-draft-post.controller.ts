import { updateEntityController } from '@platform/ads-entity';
import { postPaths } from '@platform/http';
import { DraftPost } from '../../entities/scheduled-post.entity';
import { contentOf, PostContentChangeRequest } from '../shared/post-content.request';
import { postContentLookups } from '../shared/post-content-lookups';

export class UpdateDraftPostController extends updateEntityController(DraftPost, {
  path: postPaths('accounts/:account_id/draft_posts/:draft_post_id'),
  tag: 'ads: draft posts',
  request: PostContentChangeRequest,
  command: (p, { userId }) => ({ callerId: userId, patch: contentOf(p) }),
  context: postContentLookups,
}) {}
