import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '@platform/ddd';
import { EventStore, Prepare } from '@platform/event-store';
import { ACTIVITY_SUBSCRIPTION_STREAM, activitySubscriptionDecider, activitySubscriptionStreamId } from '../../domain/activity-subscription';
import { activitySubscriptionView, type ActivitySubscriptionView } from '../../projections/activity-subscriptions.read-model';
import { appSubscriptionsChange, subscriptionRefusal, subscriptionWebhook } from '../shared/subscription-rules';
import { UpdateActivitySubscriptionCommand } from './update-activity-subscription.command';

/**
 * Changes where a subscription's events go (its webhook) and its tag, on the
 * subscription's stream; a new webhook is read from its stream (guarded) and
 * recorded on the app's subscriptions stream, which refuses an identical
 * subscription, in the same transaction. Answers the subscription and the
 * app's count as decided.
 */
@CommandHandler(UpdateActivitySubscriptionCommand)
export class UpdateActivitySubscriptionHandler implements ICommandHandler<UpdateActivitySubscriptionCommand, { subscription: ActivitySubscriptionView; total: number }> {
  constructor(
    private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ appId, subscriptionId, input }: UpdateActivitySubscriptionCommand) {
    const { webhookId, tag } = input;
    const now = this.clock.now().toISOString();
    let total = 0;
    try {
      const { state } = await this.store.handle(
        activitySubscriptionStreamId(subscriptionId),
        ACTIVITY_SUBSCRIPTION_STREAM,
        activitySubscriptionDecider,
        new Prepare(async (current) => {
          const guards = await subscriptionWebhook(this.store, appId, webhookId);
          const key = { canonicalType: current.canonicalType, filter: current.filter, webhookId: webhookId === undefined ? current.webhookId : webhookId };
          const app = await appSubscriptionsChange(this.store, { type: 'ChangeAppActivitySubscription', appId, subscriptionId, key, now });
          total = app.total;
          return { command: { type: 'UpdateActivitySubscription', subscriptionId, appId, tag, webhookId, now }, guards, writes: [app.write] };
        }),
      );
      return { subscription: activitySubscriptionView(subscriptionId, state), total };
    } catch (error) {
      throw subscriptionRefusal(error);
    }
  }
}
