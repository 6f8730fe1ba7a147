import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock, isoSeconds } from '@platform/ddd';
import { EventStore } from '@platform/event-store';
import { ACCOUNT_STREAM, accountDecider, accountStreamId } from '../../domain/account';
import { type AccountView, accountView, AccountsReadModel } from '../../projections/accounts.read-model';
import { DeleteSandboxAccountCommand } from './delete-sandbox-account.command';

@CommandHandler(DeleteSandboxAccountCommand)
export class DeleteSandboxAccountHandler implements ICommandHandler<DeleteSandboxAccountCommand, AccountView> {
  constructor(
    private readonly store: EventStore,
    private readonly accounts: AccountsReadModel,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ accountId }: DeleteSandboxAccountCommand): Promise<AccountView> {
    await this.store.handle(
      accountStreamId('sandbox', accountId),
      ACCOUNT_STREAM,
      accountDecider,
      { type: 'DeleteAccount', accountId, environment: 'sandbox', now: isoSeconds(this.clock.now()) },
      { accountId },
    );
    return accountView((await this.accounts.get('sandbox', accountId))!);
  }
}
