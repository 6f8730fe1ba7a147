import { Inject, Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule, QueryBus } from '@nestjs/cqrs';
import { AuthorizedPairsQuery } from '@modules/identity';
import { CLOCK, type Clock } from '@platform/ddd';
import { ActivityMappingRegistry, EventStore, EventTypeRegistry, ProcessorRunner, ProjectionRegistry } from '@platform/event-store';
import { ActivityNotifications } from './features/shared/activity-notifications';
import { ActivityProcessor } from './features/activity-delivery/activity.processor';
import { DeliveryAttempts } from './features/activity-delivery/delivery-attempts';
import { DeliveryWorker } from './features/activity-delivery/delivery-worker';
import { ActivityFeed } from './features/shared/activity-feed';
import { AdminActivityEventsController } from './features/admin-activity-events/admin-activity-events.controller';
import { AdminListActivitySubscriptionsController } from './features/admin-list-activity-subscriptions/admin-list-activity-subscriptions.controller';
import { AdminListDeliveriesController } from './features/admin-list-deliveries/admin-list-deliveries.controller';
import { AdminListWebhooksController } from './features/admin-list-webhooks/admin-list-webhooks.controller';
import { AdminReplayWebhookController } from './features/admin-replay-webhook/admin-replay-webhook.controller';
import { AdminRetryDeliveryController } from './features/admin-retry-delivery/admin-retry-delivery.controller';
import { AdminWebhook } from './features/shared/admin-webhook';
import { DeliveryLog } from './features/shared/delivery-log';
import { ActivityStreamController } from './features/activity-stream/activity-stream.controller';
import { CreateActivitySubscriptionController } from './features/create-activity-subscription/create-activity-subscription.controller';
import { CreateActivitySubscriptionHandler } from './features/create-activity-subscription/create-activity-subscription.handler';
import { CreateWebhookController } from './features/create-webhook/create-webhook.controller';
import { CreateWebhookHandler } from './features/create-webhook/create-webhook.handler';
import { CrcCheck } from './features/shared/crc-check';
import { DeleteActivitySubscriptionController } from './features/delete-activity-subscription/delete-activity-subscription.controller';
import { DeleteActivitySubscriptionsHandler } from './features/delete-activity-subscription/delete-activity-subscription.handler';
import { DeleteWebhookController } from './features/delete-webhook/delete-webhook.controller';
import { DeleteWebhookHandler } from './features/delete-webhook/delete-webhook.handler';
import { ListActivitySubscriptionsController } from './features/list-activity-subscriptions/list-activity-subscriptions.controller';
import { ListWebhooksController } from './features/list-webhooks/list-webhooks.controller';
import { ReplayWebhookController } from './features/replay-webhook/replay-webhook.controller';
import { ReplayWebhookHandler } from './features/replay-webhook/replay-webhook.handler';
import { UpdateActivitySubscriptionController } from './features/update-activity-subscription/update-activity-subscription.controller';
import { UpdateActivitySubscriptionHandler } from './features/update-activity-subscription/update-activity-subscription.handler';
import { ValidateWebhookController } from './features/validate-webhook/validate-webhook.controller';
import { ValidateWebhookHandler } from './features/validate-webhook/validate-webhook.handler';
import { WebhookRecheck } from './features/validate-webhook/webhook-recheck';
import { CheckAccountActivitySubscriptionController } from './features/check-account-activity-subscription/check-account-activity-subscription.controller';
import { CountAccountActivitySubscriptionsController } from './features/count-account-activity-subscriptions/count-account-activity-subscriptions.controller';
import { DeleteAccountActivitySubscriptionController } from './features/delete-account-activity-subscription/delete-account-activity-subscription.controller';
import { DeleteAccountActivitySubscriptionHandler } from './features/delete-account-activity-subscription/delete-account-activity-subscription.handler';
import { ListAccountActivitySubscriptionsController } from './features/list-account-activity-subscriptions/list-account-activity-subscriptions.controller';
import { OwnWebhook } from './features/shared/own-webhook';
import { ReplayAccountActivityController } from './features/replay-account-activity/replay-account-activity.controller';
import { SubscribeAccountActivityController } from './features/subscribe-account-activity/subscribe-account-activity.controller';
import { SubscribeAccountActivityHandler } from './features/subscribe-account-activity/subscribe-account-activity.handler';
import { accountActivityProjection } from './projections/account-activity.projection';
import { AccountActivityReadModel } from './projections/account-activity.read-model';
import { activitySubscriptionsProjection } from './projections/activity-subscriptions.projection';
import { ActivitySubscriptionsReadModel } from './projections/activity-subscriptions.read-model';
import { webhookConfigsProjection } from './projections/webhook-configs.projection';
import { WebhookConfigsReadModel } from './projections/webhook-configs.read-model';
import { ACCOUNT_ACTIVITY } from './domain/account-activity-subscription';
import { ACTIVITY_SUBSCRIPTION } from './domain/activity-subscription';
import { APP_ACTIVITY_SUBSCRIPTIONS } from './domain/app-activity-subscriptions';
import { APP_WEBHOOKS } from './domain/app-webhooks';
import { WEBHOOK } from './domain/webhook';

/**
 * Webhooks and activity: the webhook configs of each app with their CRC checks,
 * activity subscriptions, the activity stream, and signed webhook deliveries
 * of the activity events other modules' mappings yield.
 */
@Module({
  imports: [CqrsModule],
  controllers: [
    ListWebhooksController,
    CreateWebhookController,
    // before the `:webhook_id` routes, so that `replay` is not taken for an id
    ReplayWebhookController,
    ValidateWebhookController,
    DeleteWebhookController,
    ListActivitySubscriptionsController,
    CreateActivitySubscriptionController,
    UpdateActivitySubscriptionController,
    DeleteActivitySubscriptionController,
    ActivityStreamController,
    SubscribeAccountActivityController,
    CheckAccountActivitySubscriptionController,
    ListAccountActivitySubscriptionsController,
    CountAccountActivitySubscriptionsController,
    DeleteAccountActivitySubscriptionController,
    ReplayAccountActivityController,
    AdminListWebhooksController,
    AdminListDeliveriesController,
    AdminRetryDeliveryController,
    AdminReplayWebhookController,
    AdminListActivitySubscriptionsController,
    AdminActivityEventsController,
  ],
  providers: [
    WebhookConfigsReadModel,
    ActivitySubscriptionsReadModel,
    CrcCheck,
    CreateWebhookHandler,
    ValidateWebhookHandler,
    DeleteWebhookHandler,
    ReplayWebhookHandler,
    WebhookRecheck,
    CreateActivitySubscriptionHandler,
    UpdateActivitySubscriptionHandler,
    DeleteActivitySubscriptionsHandler,
    ActivityNotifications,
    ActivityFeed,
    DeliveryAttempts,
    DeliveryWorker,
    AccountActivityReadModel,
    SubscribeAccountActivityHandler,
    DeleteAccountActivitySubscriptionHandler,
    OwnWebhook,
    AdminWebhook,
    DeliveryLog,
  ],
})
export class WebhooksModule implements OnModuleInit {
  constructor(
    private readonly eventTypes: EventTypeRegistry,
    private readonly projections: ProjectionRegistry,
    private readonly processors: ProcessorRunner,
    private readonly activity: ActivityMappingRegistry,
    private readonly queries: QueryBus,
    private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.eventTypes.registerKinds(WEBHOOK, ACCOUNT_ACTIVITY, APP_WEBHOOKS, ACTIVITY_SUBSCRIPTION, APP_ACTIVITY_SUBSCRIPTIONS);
    this.projections.register(webhookConfigsProjection, activitySubscriptionsProjection, accountActivityProjection);
    this.processors.register(
      new ActivityProcessor(this.store, this.activity, (pairs) => this.queries.execute(new AuthorizedPairsQuery(pairs)), this.clock),
    );
  }
}
