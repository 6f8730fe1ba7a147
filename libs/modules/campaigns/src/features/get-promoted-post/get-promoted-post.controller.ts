import { getEntityController } from '@platform/ads-entity';
import { postPaths } from '@platform/http';
import { PromotedPost } from '../../entities/promotion.entity';

export class GetPromotedPostController extends getEntityController(PromotedPost, {
  path: postPaths('accounts/:account_id/promoted_posts/:promoted_post_id'),
  tag: 'ads: promoted posts',
}) {}
