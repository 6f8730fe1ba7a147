import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock, DomainError } from '@platform/ddd';
import { EventStore, Prepare } from '@platform/event-store';
import { ACTIVITY_SUBSCRIPTION_STREAM, activitySubscriptionDecider, activitySubscriptionStreamId } from '../../domain/activity-subscription';
import { appActivitySubscriptionsDecider, appActivitySubscriptionsStreamId } from '../../domain/app-activity-subscriptions';
import { appSubscriptionsChange } from '../subscription-rules';
import { DeleteActivitySubscriptionsCommand, type DeletedActivitySubscriptions } from './delete-activity-subscription.command';

/**
 * Deletes each subscription on its stream, taken off the app's subscriptions
 * stream in the same transaction; answers which went, which were not found,
 * and the app's count after them.
 */
@CommandHandler(DeleteActivitySubscriptionsCommand)
export class DeleteActivitySubscriptionsHandler implements ICommandHandler<DeleteActivitySubscriptionsCommand, DeletedActivitySubscriptions> {
  constructor(
    private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ appId, subscriptionIds }: DeleteActivitySubscriptionsCommand): Promise<DeletedActivitySubscriptions> {
    const result: DeletedActivitySubscriptions = { deleted: [], notFound: [], total: -1 };
    for (const subscriptionId of subscriptionIds) {
      const now = this.clock.now().toISOString();
      try {
        await this.store.handle(
          activitySubscriptionStreamId(subscriptionId),
          ACTIVITY_SUBSCRIPTION_STREAM,
          activitySubscriptionDecider,
          new Prepare(async () => {
            const app = await appSubscriptionsChange(this.store, { type: 'RemoveAppActivitySubscription', appId, subscriptionId, now });
            result.total = app.total;
            return { command: { type: 'DeleteActivitySubscription', subscriptionId, appId, now }, writes: [app.write] };
          }),
        );
        result.deleted.push(subscriptionId);
      } catch (error) {
        if (!(error instanceof DomainError && error.kind === 'not_found')) throw error;
        result.notFound.push(subscriptionId);
        result.total = -1;
      }
    }
    // when the last one was not found, the count is the app stream's as it stands
    if (result.total < 0) result.total = (await this.store.load(appActivitySubscriptionsStreamId(appId), appActivitySubscriptionsDecider)).state.subscriptions.size;
    return result;
  }
}
