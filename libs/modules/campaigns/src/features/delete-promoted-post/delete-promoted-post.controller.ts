import { deleteEntityController } from '@platform/ads-entity';
import { postPaths } from '@platform/http';
import { PromotedPost } from '../../entities/promotion.entity';

export class DeletePromotedPostController extends deleteEntityController(PromotedPost, {
  path: postPaths('accounts/:account_id/promoted_posts/:promoted_post_id'),
  tag: 'ads: promoted posts',
}) {}
