import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@platform/ddd';
import { EventStore, Prepare } from '@platform/event-store';
import { ACTIVITY_SUBSCRIPTION } from '../../domain/activity-subscription';
import { APP_ACTIVITY_SUBSCRIPTIONS } from '../../domain/app-activity-subscriptions';
import { appSubscriptionsChange } from '../shared/subscription-rules';
import { DeleteActivitySubscriptionsCommand, type DeletedActivitySubscriptions } from './delete-activity-subscription.command';

/**
 * Deletes each subscription on its stream, taken off the app's subscriptions
 * stream in the same transaction; answers which went, which were not found,
 * and the app's count after them. Written rather than declared: one command
 * names many streams, each decided on its own, and the count answered when
 * none went is the app stream's as it stands.
 */
@CommandHandler(DeleteActivitySubscriptionsCommand)
export class DeleteActivitySubscriptionsHandler implements ICommandHandler<DeleteActivitySubscriptionsCommand, DeletedActivitySubscriptions> {
  constructor(private readonly store: EventStore) {}

  async execute({ appId, subscriptionIds }: DeleteActivitySubscriptionsCommand): Promise<DeletedActivitySubscriptions> {
    const deleted: string[] = [];
    const notFound: string[] = [];
    /** The app's count as the last deletion decided it. */
    let total: number | undefined;
    for (const subscriptionId of subscriptionIds) {
      let after = 0;
      const deletion = new Prepare(async (_state, now: string) => {
        const app = await appSubscriptionsChange(this.store, { type: 'RemoveAppActivitySubscription', appId, subscriptionId, now });
        after = app.total;
        return { command: { type: 'DeleteActivitySubscription' as const, subscriptionId, appId }, writes: [app.write] };
      });
      try {
        await this.store.decide(ACTIVITY_SUBSCRIPTION, ACTIVITY_SUBSCRIPTION.streamId(subscriptionId), deletion);
        deleted.push(subscriptionId);
        total = after;
      } catch (error) {
        if (!(error instanceof DomainError && error.kind === 'not_found')) throw error;
        notFound.push(subscriptionId);
      }
    }
    // none went: the count is the app stream's as it stands
    total ??= (await this.store.load(APP_ACTIVITY_SUBSCRIPTIONS.streamId(appId), APP_ACTIVITY_SUBSCRIPTIONS.decider)).state.subscriptions.size;
    return { deleted, notFound, total };
  }
}
