import { deleteEntityController } from '@platform/ads-entity';
import { PromotedAccount } from '../../entities/promotion.entity';
import { DeletePromotedAccountCommand } from './delete-promoted-account.handler';

export class DeletePromotedAccountController extends deleteEntityController(PromotedAccount, {
  path: 'accounts/:account_id/promoted_accounts/:promoted_account_id',
  tag: 'ads: promoted accounts',
  command: DeletePromotedAccountCommand,
}) {}
