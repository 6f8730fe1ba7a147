import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock, isoSeconds } from '@platform/ddd';
import { EventStore } from '@platform/event-store';
import { ACCOUNT_STREAM, accountDecider, accountStreamId } from '../../domain/account';
import type { AccountView } from '../../domain/views';
import { DeleteSandboxAccountCommand } from './delete-sandbox-account.command';

@CommandHandler(DeleteSandboxAccountCommand)
export class DeleteSandboxAccountHandler implements ICommandHandler<DeleteSandboxAccountCommand, AccountView> {
  constructor(
    private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ accountId }: DeleteSandboxAccountCommand): Promise<AccountView> {
    const { state } = await this.store.handle(
      accountStreamId('sandbox', accountId),
      ACCOUNT_STREAM,
      accountDecider,
      { type: 'DeleteAccount', accountId, environment: 'sandbox', now: isoSeconds(this.clock.now()) },
      { accountId },
    );
    return state.account!;
  }
}
