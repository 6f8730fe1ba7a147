import { createEntityController } from '@platform/ads-entity';
import { numericId } from '@platform/ddd';
import { postPaths } from '@platform/http';
import { DraftPost } from '../../entities/scheduled-post.entity';
import { contentOf, NewPostContentRequest } from '../shared/post-content.request';
import { postContentLookups } from '../shared/post-content-lookups';

export class CreateDraftPostController extends createEntityController(DraftPost, {
  path: postPaths('accounts/:account_id/draft_posts'),
  tag: 'ads: draft posts',
  request: NewPostContentRequest,
  command: (p, { userId }) => ({ callerId: userId, userId: p.as_user_id, fields: contentOf(p) }),
  context: postContentLookups,
  id: () => numericId(),
}) {}
