import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '@platform/ddd';
import { EventStore } from '@platform/event-store';
import {
  ACTIVITY_SUBSCRIPTION_STREAM,
  activitySubscriptionDecider,
  activitySubscriptionStreamId,
} from '../../domain/activity-subscription';
import { DeleteActivitySubscriptionCommand } from './delete-activity-subscription.command';

@CommandHandler(DeleteActivitySubscriptionCommand)
export class DeleteActivitySubscriptionHandler implements ICommandHandler<DeleteActivitySubscriptionCommand, void> {
  constructor(
    private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ appId, subscriptionId }: DeleteActivitySubscriptionCommand): Promise<void> {
    await this.store.handle(activitySubscriptionStreamId(subscriptionId), ACTIVITY_SUBSCRIPTION_STREAM, activitySubscriptionDecider, {
      type: 'DeleteActivitySubscription',
      subscriptionId,
      appId,
      now: this.clock.now().toISOString(),
    });
  }
}
