import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SETTINGS, type Settings } from '@platform/config';
import { CLOCK, type Clock } from '@platform/ddd';
import { EventStore } from '@platform/event-store';
import { changeAccountActivitySubscription } from '../shared/account-activity-subscription';
import { SubscribeAccountActivityCommand } from './subscribe-account-activity.command';

@CommandHandler(SubscribeAccountActivityCommand)
export class SubscribeAccountActivityHandler implements ICommandHandler<SubscribeAccountActivityCommand, { subscribed: boolean }> {
  constructor(
    private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {}

  execute(command: SubscribeAccountActivityCommand) {
    const { appId, webhookId, userId } = command;
    const limit = this.settings.ACCOUNT_ACTIVITY_SUBSCRIPTIONS_PER_APP;
    return changeAccountActivitySubscription(this.store, this.clock, 'SubscribeAccountActivity', { appId, webhookId, userId, limit });
  }
}
