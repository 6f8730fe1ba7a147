import { listEntityController } from '@platform/ads-entity';
import { Account } from '../../entities/account.entity';
import { userAccountsTable } from '../../projections/tables';
import { ListAccountsRequest } from './list-accounts.request';

/** The ad accounts the authenticated user may use: owned or granted. */
export class ListAccountsController extends listEntityController(
  { ...Account, scope: 'user', table: userAccountsTable },
  { path: 'accounts', tag: 'ads: accounts', request: ListAccountsRequest, query: (p) => ({ filters: { id: p.account_ids }, q: p.q }) },
) {}
