import { getEntityController } from '@platform/ads-entity';
import { PromotedAccount } from '../../entities/promotion.entity';

export class GetPromotedAccountController extends getEntityController(PromotedAccount, {
  path: 'accounts/:account_id/promoted_accounts/:promoted_account_id',
  tag: 'ads: promoted accounts',
}) {}
