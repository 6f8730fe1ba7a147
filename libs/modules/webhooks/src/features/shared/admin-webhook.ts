import { Injectable } from '@nestjs/common';
import { notFound } from '@platform/ddd';
import { platformNumericId } from '@platform/http';
import { type AdminWebhookView, WebhookConfigsReadModel } from '../../projections/webhook-configs.read-model';

/** The webhook an admin path names, of any app: a numeric id (else 400) of a webhook not deleted (else 404). */
@Injectable()
export class AdminWebhook {
  constructor(private readonly webhooks: WebhookConfigsReadModel) {}

  async of(webhookId: string): Promise<AdminWebhookView> {
    platformNumericId('webhook_id', webhookId);
    const webhook = await this.webhooks.adminGet(webhookId);
    if (!webhook) throw notFound(`Webhook ${webhookId} was not found`, 'webhook_id');
    return webhook;
  }
}
