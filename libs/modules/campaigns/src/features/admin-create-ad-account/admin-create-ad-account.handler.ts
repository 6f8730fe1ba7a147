import { Inject } from '@nestjs/common';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { FindUserQuery } from '@modules/identity';
import { base36Id, CLOCK, type Clock, invalidParameter } from '@platform/ddd';
import { EventStore } from '@platform/event-store';
import { ACCOUNT_STREAM, accountDecider, accountStreamId } from '../../domain/account';
import { type AccountView, accountView, AccountsReadModel } from '../../projections/accounts.read-model';
import { AdminCreateAdAccountCommand } from './admin-create-ad-account.command';

export type AdminAccountView = AccountView & { user_id: string };

/** Production ad accounts are provisioned by the operator; sandbox ones through the sandbox API. */
@CommandHandler(AdminCreateAdAccountCommand)
export class AdminCreateAdAccountHandler implements ICommandHandler<AdminCreateAdAccountCommand, AdminAccountView> {
  constructor(
    private readonly store: EventStore,
    private readonly queries: QueryBus,
    private readonly accounts: AccountsReadModel,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ ownerUserId, options }: AdminCreateAdAccountCommand): Promise<AdminAccountView> {
    const owner = await this.queries.execute(new FindUserQuery(ownerUserId));
    if (!owner) throw invalidParameter('user_id', `User ${ownerUserId} was not found`);
    const accountId = base36Id();
    await this.store.handle(
      accountStreamId('production', accountId),
      ACCOUNT_STREAM,
      accountDecider,
      {
        type: 'CreateAccount',
        accountId,
        environment: 'production',
        name: options.name ?? owner.screenName,
        timezone: options.timezone ?? 'America/Los_Angeles',
        businessId: options.businessId,
        businessName: options.businessName,
        industryType: options.industryType,
        featureKeys: options.featureKeys,
        ownerUserId,
        now: this.clock.now().toISOString(),
      },
      { accountId },
    );
    const row = await this.accounts.get('production', accountId);
    return { ...accountView(row!), user_id: ownerUserId };
  }
}
