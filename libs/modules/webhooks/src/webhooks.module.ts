import { Module } from '@nestjs/common';
import { ListWebhooksController } from './features/list-webhooks/list-webhooks.controller';
import { WebhookConfigsReadModel } from './projections/webhook-configs.read-model';

/** Webhooks: configs of each app (and, next, CRC checks, subscriptions and deliveries). */
@Module({
  controllers: [ListWebhooksController],
  providers: [WebhookConfigsReadModel],
})
export class WebhooksModule {}
