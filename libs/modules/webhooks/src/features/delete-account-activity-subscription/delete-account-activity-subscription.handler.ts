import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '@platform/ddd';
import { EventStore } from '@platform/event-store';
import { changeAccountActivitySubscription } from '../shared/account-activity-subscription';
import { DeleteAccountActivitySubscriptionCommand } from './delete-account-activity-subscription.command';

@CommandHandler(DeleteAccountActivitySubscriptionCommand)
export class DeleteAccountActivitySubscriptionHandler implements ICommandHandler<DeleteAccountActivitySubscriptionCommand, { subscribed: boolean }> {
  constructor(
    private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute(command: DeleteAccountActivitySubscriptionCommand) {
    return changeAccountActivitySubscription(this.store, this.clock, 'UnsubscribeAccountActivity', command);
  }
}
