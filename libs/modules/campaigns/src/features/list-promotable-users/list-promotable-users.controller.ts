import { listEntityController } from '@platform/ads-entity';
import { promotableUsersTable } from '../../projections/tables';
import { ListPromotableUsersRequest } from './list-promotable-users.request';

/** `GET /12/accounts/:account_id/promotable_users`: the account's owner and the users granted access to it. */
export class ListPromotableUsersController extends listEntityController(
  { table: promotableUsersTable },
  { path: 'accounts/:account_id/promotable_users', tag: 'ads: promotable users', request: ListPromotableUsersRequest, query: (p) => ({ filters: { id: p.promotable_user_ids } }) },
) {}
