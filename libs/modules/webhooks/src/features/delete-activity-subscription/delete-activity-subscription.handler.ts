import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock, DomainError } from '@platform/ddd';
import { EventStore, Prepare } from '@platform/event-store';
import { ACTIVITY_SUBSCRIPTION_STREAM, activitySubscriptionDecider, activitySubscriptionStreamId } from '../../domain/activity-subscription';
import { appActivitySubscriptionsDecider, appActivitySubscriptionsStreamId } from '../../domain/app-activity-subscriptions';
import { appSubscriptionsChange } from '../shared/subscription-rules';
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
    const deleted: string[] = [];
    const notFound: string[] = [];
    /** The app's count as the last deletion decided it. */
    let total: number | undefined;
    for (const subscriptionId of subscriptionIds) {
      const now = this.clock.now().toISOString();
      let after = 0;
      try {
        await this.store.handle(
          activitySubscriptionStreamId(subscriptionId),
          ACTIVITY_SUBSCRIPTION_STREAM,
          activitySubscriptionDecider,
          new Prepare(async () => {
            const app = await appSubscriptionsChange(this.store, { type: 'RemoveAppActivitySubscription', appId, subscriptionId, now });
            after = app.total;
            return { command: { type: 'DeleteActivitySubscription', subscriptionId, appId, now }, writes: [app.write] };
          }),
        );
        deleted.push(subscriptionId);
        total = after;
      } catch (error) {
        if (!(error instanceof DomainError && error.kind === 'not_found')) throw error;
        notFound.push(subscriptionId);
      }
    }
    // none went: the count is the app stream's as it stands
    total ??= (await this.store.load(appActivitySubscriptionsStreamId(appId), appActivitySubscriptionsDecider)).state.subscriptions.size;
    return { deleted, notFound, total };
  }
}
