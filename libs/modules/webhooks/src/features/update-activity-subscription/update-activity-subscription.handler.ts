import { EventStore, Prepare, streamCommandHandler } from '@platform/event-store';
import { ACTIVITY_SUBSCRIPTION, type ActivitySubscriptionState } from '../../domain/activity-subscription';
import { activitySubscriptionView } from '../../projections/activity-subscriptions.read-model';
import { appSubscriptionsChange, subscriptionWebhook } from '../shared/subscription-rules';
import { UpdateActivitySubscriptionCommand } from './update-activity-subscription.command';

/**
 * Changes where a subscription's events go (its webhook) and its tag, on the
 * subscription's stream; a new webhook is read from its stream (guarded) and
 * recorded on the app's subscriptions stream, which refuses an identical
 * subscription, in the same transaction. Answers the subscription and the
 * app's count as decided.
 */
export const UpdateActivitySubscriptionHandler = streamCommandHandler(UpdateActivitySubscriptionCommand, ACTIVITY_SUBSCRIPTION, {
  inject: [EventStore],
  decide({ appId, subscriptionId, input: { webhookId, tag } }, store: EventStore) {
    const app = { total: 0 };
    const command = new Prepare(async (current: ActivitySubscriptionState, now: string) => {
      const guards = await subscriptionWebhook(store, appId, webhookId);
      const key = { canonicalType: current.canonicalType, filter: current.filter, webhookId: webhookId === undefined ? current.webhookId : webhookId };
      const change = await appSubscriptionsChange(store, { type: 'ChangeAppActivitySubscription', appId, subscriptionId, key, now });
      app.total = change.total;
      return { command: { type: 'UpdateActivitySubscription' as const, subscriptionId, appId, tag, webhookId }, guards, writes: [change.write] };
    });
    return { stream: ACTIVITY_SUBSCRIPTION.streamId(subscriptionId), command, app };
  },
  answer: ({ state }, { app }, { subscriptionId }) => ({ subscription: activitySubscriptionView(subscriptionId, state), total: app.total }),
});
