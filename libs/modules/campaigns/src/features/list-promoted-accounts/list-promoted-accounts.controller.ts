import { listEntityController } from '@platform/ads-entity';
import { PromotedAccount } from '../../entities/promotion.entity';
import { ListPromotedAccountsRequest } from './list-promoted-accounts.request';

export class ListPromotedAccountsController extends listEntityController(PromotedAccount, {
  path: 'accounts/:account_id/promoted_accounts',
  tag: 'ads: promoted accounts',
  request: ListPromotedAccountsRequest,
  query: (p) => ({ filters: { id: p.promoted_account_ids, line_item_id: p.line_item_ids } }),
}) {}
