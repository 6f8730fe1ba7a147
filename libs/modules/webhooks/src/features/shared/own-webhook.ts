import { Injectable } from '@nestjs/common';
import { platformNumericId } from '@platform/http';
import { type WebhookConfigView, WebhookConfigsReadModel } from '../../projections/webhook-configs.read-model';
import { webhookIdInvalid } from './webhook-problems';

/** The calling app's webhook a path names, for the routes that read about it; anything else is 400 `WebhookIdInvalid`. */
@Injectable()
export class OwnWebhook {
  constructor(private readonly webhooks: WebhookConfigsReadModel) {}

  async of(appId: string, webhookId: string): Promise<WebhookConfigView> {
    platformNumericId('webhook_id', webhookId);
    const webhook = await this.webhooks.get(appId, webhookId);
    if (!webhook) throw webhookIdInvalid(webhookId);
    return webhook;
  }
}
