import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '@platform/ddd';
import { EventStore } from '@platform/event-store';
import { changeAccountActivitySubscription } from '../account-activity-subscription';
import { SubscribeAccountActivityCommand } from './subscribe-account-activity.command';

@CommandHandler(SubscribeAccountActivityCommand)
export class SubscribeAccountActivityHandler implements ICommandHandler<SubscribeAccountActivityCommand, { subscribed: boolean }> {
  constructor(
    private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute(command: SubscribeAccountActivityCommand) {
    return changeAccountActivitySubscription(this.store, this.clock, 'SubscribeAccountActivity', command);
  }
}
