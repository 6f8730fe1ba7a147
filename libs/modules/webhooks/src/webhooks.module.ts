import { Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { EventTypeRegistry, ProjectionRegistry } from '@platform/event-store';
import { CreateWebhookController } from './features/create-webhook/create-webhook.controller';
import { CreateWebhookHandler } from './features/create-webhook/create-webhook.handler';
import { CrcCheck } from './features/crc/crc-check';
import { DeleteWebhookController } from './features/delete-webhook/delete-webhook.controller';
import { DeleteWebhookHandler } from './features/delete-webhook/delete-webhook.handler';
import { ListWebhooksController } from './features/list-webhooks/list-webhooks.controller';
import { ValidateWebhookController } from './features/validate-webhook/validate-webhook.controller';
import { ValidateWebhookHandler } from './features/validate-webhook/validate-webhook.handler';
import { webhookConfigsProjection } from './projections/webhook-configs.projection';
import { WebhookConfigsReadModel } from './projections/webhook-configs.read-model';
import { webhooksEventTypes } from './webhooks.event-types';

/** Webhooks: configs of each app with their CRC checks (and, next, subscriptions and deliveries). */
@Module({
  imports: [CqrsModule],
  controllers: [ListWebhooksController, CreateWebhookController, ValidateWebhookController, DeleteWebhookController],
  providers: [WebhookConfigsReadModel, CrcCheck, CreateWebhookHandler, ValidateWebhookHandler, DeleteWebhookHandler],
})
export class WebhooksModule implements OnModuleInit {
  constructor(
    private readonly eventTypes: EventTypeRegistry,
    private readonly projections: ProjectionRegistry,
  ) {}

  onModuleInit(): void {
    this.eventTypes.register(...webhooksEventTypes);
    this.projections.register(webhookConfigsProjection);
  }
}
