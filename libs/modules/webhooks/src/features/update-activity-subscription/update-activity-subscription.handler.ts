import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '@platform/ddd';
import { EventStore } from '@platform/event-store';
import { ProblemError } from '@platform/http';
import {
  ACTIVITY_SUBSCRIPTION_STREAM,
  activitySubscriptionDecider,
  activitySubscriptionStreamId,
} from '../../domain/activity-subscription';
import { WebhookConfigsReadModel } from '../../projections/webhook-configs.read-model';
import { UpdateActivitySubscriptionCommand } from './update-activity-subscription.command';

/** Changes where a subscription's events go (its webhook) and its tag. */
@CommandHandler(UpdateActivitySubscriptionCommand)
export class UpdateActivitySubscriptionHandler implements ICommandHandler<UpdateActivitySubscriptionCommand, void> {
  constructor(
    private readonly store: EventStore,
    private readonly webhooks: WebhookConfigsReadModel,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ appId, subscriptionId, input }: UpdateActivitySubscriptionCommand): Promise<void> {
    const { webhookId, tag } = input;
    if (typeof webhookId === 'string' && !(await this.webhooks.get(appId, webhookId))) {
      throw ProblemError.invalidParameter('webhook_id', webhookId, `The \`webhook_id\` [${webhookId}] is not a webhook of this app`);
    }
    await this.store.handle(activitySubscriptionStreamId(subscriptionId), ACTIVITY_SUBSCRIPTION_STREAM, activitySubscriptionDecider, {
      type: 'UpdateActivitySubscription',
      subscriptionId,
      appId,
      tag,
      webhookId,
      now: this.clock.now().toISOString(),
    });
  }
}
