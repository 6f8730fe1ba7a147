import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { FindUserQuery, UserAuthorizedAppQuery } from '@modules/identity';
import { SETTINGS, type Settings } from '@platform/config';
import { CLOCK, type Clock, numericId } from '@platform/ddd';
import { EventStore } from '@platform/event-store';
import { ProblemError } from '@platform/http';
import {
  ACTIVITY_SUBSCRIPTION_STREAM,
  activitySubscriptionDecider,
  activitySubscriptionStreamId,
} from '../../domain/activity-subscription';
import { type ActivitySubscriptionView, ActivitySubscriptionsReadModel } from '../../projections/activity-subscriptions.read-model';
import { WebhookConfigsReadModel } from '../../projections/webhook-configs.read-model';
import { CreateActivitySubscriptionCommand } from './create-activity-subscription.command';

export interface CreatedActivitySubscription {
  subscription: ActivitySubscriptionView;
  total: number;
}

/**
 * Subscribes the app to one activity event type for one filter. The filtered
 * user must exist and, for private events (direct messages, ...), must have
 * authorized the app; a named webhook must be one of the app's.
 */
@CommandHandler(CreateActivitySubscriptionCommand)
export class CreateActivitySubscriptionHandler implements ICommandHandler<CreateActivitySubscriptionCommand, CreatedActivitySubscription> {
  constructor(
    private readonly store: EventStore,
    private readonly queries: QueryBus,
    private readonly subscriptions: ActivitySubscriptionsReadModel,
    private readonly webhooks: WebhookConfigsReadModel,
    @Inject(SETTINGS) private readonly settings: Settings,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ appId, input }: CreateActivitySubscriptionCommand): Promise<CreatedActivitySubscription> {
    const { eventType, filter, tag, webhookId } = input;
    const limit = this.settings.ACTIVITY_SUBSCRIPTIONS_PER_APP;
    if ((await this.subscriptions.countForApp(appId)) >= limit) {
      throw new ProblemError(403, 'about:blank', 'Forbidden', `An app may hold at most ${limit} activity subscriptions`);
    }
    if (webhookId !== null && !(await this.webhooks.get(appId, webhookId))) {
      throw ProblemError.invalidParameter('webhook_id', webhookId, `The \`webhook_id\` [${webhookId}] is not a webhook of this app`);
    }
    if (filter.user_id !== undefined) await this.checkUser(appId, filter.user_id, eventType.private, eventType.name);
    const same = await this.subscriptions.findSame(appId, eventType.canonical, filter, webhookId);
    if (same) {
      throw new ProblemError(409, 'conflict', 'Conflict', `An identical subscription already exists: [${same}].`, {
        resource_id: same,
      });
    }
    const subscriptionId = numericId();
    await this.store.handle(activitySubscriptionStreamId(subscriptionId), ACTIVITY_SUBSCRIPTION_STREAM, activitySubscriptionDecider, {
      type: 'CreateActivitySubscription',
      subscriptionId,
      appId,
      eventType: eventType.name,
      canonicalType: eventType.canonical,
      filter,
      tag,
      webhookId,
      now: this.clock.now().toISOString(),
    });
    const subscription = (await this.subscriptions.get(appId, subscriptionId))!;
    return { subscription, total: await this.subscriptions.countForApp(appId) };
  }

  private async checkUser(appId: string, userId: string, isPrivate: boolean, eventType: string): Promise<void> {
    if (!(await this.queries.execute(new FindUserQuery(userId)))) {
      throw ProblemError.invalidParameter('filter.user_id', userId, `The \`filter.user_id\` [${userId}] is not a user`);
    }
    if (isPrivate && !(await this.queries.execute(new UserAuthorizedAppQuery(userId, appId)))) {
      throw new ProblemError(
        403,
        'not-authorized-for-resource',
        'Forbidden',
        `${eventType} is a private event: user [${userId}] has not authorized this app.`,
        { value: userId, resource_id: userId, resource_type: 'user', section: 'data', parameter: 'filter.user_id' },
      );
    }
  }
}
