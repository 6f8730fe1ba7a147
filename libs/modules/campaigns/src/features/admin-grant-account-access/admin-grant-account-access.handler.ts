import { QueryBus } from '@nestjs/cqrs';
import { RegisteredUserQuery } from '@modules/identity';
import { invalidParameter } from '@platform/ddd';
import { Prepare, streamCommandHandler } from '@platform/event-store';
import { ACCOUNT } from '../../domain/account';
import { type AccountAccessGrant, AdminGrantAccountAccessCommand } from './admin-grant-account-access.command';

/** Grants are stamped to the millisecond, as they always were. */
const ACCOUNT_GRANTS = { ...ACCOUNT, stamp: 'milliseconds' as const };

/**
 * Grants a user a production account: decided on the account's stream, the
 * user's existence on the user's own (guarded), on each attempt.
 */
export const AdminGrantAccountAccessHandler = streamCommandHandler(AdminGrantAccountAccessCommand, ACCOUNT_GRANTS, {
  inject: [QueryBus],
  decide: ({ accountId, userId }, queries: QueryBus) => ({
    stream: ACCOUNT.streamId('production', accountId),
    command: new Prepare(async () => {
      const user = await queries.execute(new RegisteredUserQuery(userId));
      if (!user) throw invalidParameter('user_id', `User ${userId} was not found`);
      return { command: { type: 'GrantAccountAccess' as const, accountId, environment: 'production' as const, userId }, guards: [user.guard] };
    }),
    options: { accountId },
  }),
  answer: ({ events }, _decision, { accountId, userId }): AccountAccessGrant => ({ account_id: accountId, user_id: userId, granted: events.length > 0 }),
});
