import { adsEntity, writeRoute } from '@platform/ads-entity';
import { lifecycleNames, type OwnedCommandBase } from '@platform/ddd';
import type { Sql } from '@platform/event-store';
import { type AccountCreated, accountDecider, accountNotFound, type AccountState, createdAccount, inShownOrder, type UpdateAccount } from '../domain/account';
import type { AccountView } from '../domain/views';
import { UpdateAccountRequest } from '../features/update-account/update-account.request';
import { accountsTable } from '../projections/tables';

/** The account's commands as the kit sends them: its id is the account's own. */
type Sent<C> = Omit<C, 'type' | 'now'> & OwnedCommandBase;

/**
 * An ad account, as an ads entity of its own scope: its id is the path's
 * `account_id` (which the caller must be granted) and it owns itself, its
 * stream's decider answering its grants and features besides its lifecycle.
 * Its users are projected beside it, for the access check and the user's list.
 * Deleted (marked so) on the sandbox only.
 */
export const Account = adsEntity({
  lifecycle: lifecycleNames<AccountView, OwnedCommandBase, Sent<UpdateAccount>, OwnedCommandBase>('campaigns.Account', {
    label: 'Account',
    idParam: 'account_id',
    dataKeys: { id: 'accountId' },
    notFound: (id) => accountNotFound(id),
    createdData: { read: (data) => createdAccount(data as AccountCreated['data']) },
  }),
  decider: accountDecider,
  entityIn: (state: AccountState) => ({ entity: state.account, accountId: state.account?.id }),
  table: accountsTable,
  view: inShownOrder,
  // its list is the user's accounts, of a table of its own (features/list-accounts)
  routes: {
    path: 'accounts',
    tag: 'ads: accounts',
    get: true,
    update: writeRoute(UpdateAccountRequest, { command: (p) => ({ name: p.name, industryType: p.industry_type }) }),
    delete: { sandboxOnly: true },
    names: { delete: 'DeleteSandboxAccount' },
  },
  project: {
    tables: ['campaigns.account_users'],
    handlers: {
      'campaigns.AccountCreated': async (event, sql, table) => {
        const data = event.data as AccountCreated['data'];
        await table.insert(sql, data.environment, data.accountId, createdAccount(data));
        await grant(sql, data.environment, data.accountId, data.ownerUserId, data.createdAt);
      },
      'campaigns.AccountUserGranted': (event, sql) => {
        const { environment, accountId, userId, grantedAt } = event.data as Record<string, string>;
        return grant(sql, environment, accountId, userId, grantedAt);
      },
    },
  },
});

const grant = async (sql: Sql, ...row: string[]) => {
  await sql.query(`INSERT INTO campaigns.account_users (environment, account_id, user_id, granted_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`, row);
};
