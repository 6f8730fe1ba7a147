import { Inject } from '@nestjs/common';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { FindUserQuery } from '@modules/identity';
import { CLOCK, type Clock, invalidParameter } from '@platform/ddd';
import { EventStore } from '@platform/event-store';
import { ACCOUNT_STREAM, accountDecider, accountStreamId } from '../../domain/account';
import { type AccountAccessGrant, AdminGrantAccountAccessCommand } from './admin-grant-account-access.command';

@CommandHandler(AdminGrantAccountAccessCommand)
export class AdminGrantAccountAccessHandler
  implements ICommandHandler<AdminGrantAccountAccessCommand, AccountAccessGrant>
{
  constructor(
    private readonly store: EventStore,
    private readonly queries: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ accountId, userId }: AdminGrantAccountAccessCommand): Promise<AccountAccessGrant> {
    if (!(await this.queries.execute(new FindUserQuery(userId)))) {
      throw invalidParameter('user_id', `User ${userId} was not found`);
    }
    const result = await this.store.handle(
      accountStreamId('production', accountId),
      ACCOUNT_STREAM,
      accountDecider,
      { type: 'GrantAccountAccess', accountId, environment: 'production', userId, now: this.clock.now().toISOString() },
      { accountId },
    );
    return { account_id: accountId, user_id: userId, granted: result.events.length > 0 };
  }
}
