import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock, isoSeconds } from '@platform/ddd';
import { EventStore } from '@platform/event-store';
import { ACCOUNT_STREAM, accountDecider, accountStreamId } from '../../domain/account';
import type { AccountView } from '../../domain/views';
import { UpdateAccountCommand } from './update-account.command';

@CommandHandler(UpdateAccountCommand)
export class UpdateAccountHandler implements ICommandHandler<UpdateAccountCommand, AccountView> {
  constructor(
    private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ environment, accountId, name, industryType }: UpdateAccountCommand): Promise<AccountView> {
    const { state } = await this.store.handle(
      accountStreamId(environment, accountId),
      ACCOUNT_STREAM,
      accountDecider,
      { type: 'UpdateAccount', accountId, environment, name, industryType, now: isoSeconds(this.clock.now()) },
      { accountId },
    );
    return state.account!;
  }
}
