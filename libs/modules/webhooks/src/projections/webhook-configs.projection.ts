import type { InlineProjection, RecordedEvent, Sql } from '@platform/event-store';
import { crcSucceeded, type WebhookEvent } from '../domain/webhook';

/**
 * webhooks.webhook_configs: every webhook config, its validity and whether it
 * was deleted.
 */
export const webhookConfigsProjection: InlineProjection = {
  name: 'webhooks.webhook_configs',
  tables: ['webhooks.webhook_configs'],
  handles: ['webhooks.WebhookCreated', 'webhooks.WebhookCrcChecked', 'webhooks.WebhookDeleted'],
  async apply(event: RecordedEvent, sql: Sql) {
    const e = event as unknown as WebhookEvent;
    switch (e.type) {
      case 'webhooks.WebhookCreated':
        await sql.query('INSERT INTO webhooks.webhook_configs (id, app_id, url, valid, created_at, last_checked_at, last_success_at) VALUES ($1, $2, $3, $4, $5, $5, $5)', [
          e.data.webhookId,
          e.data.appId,
          e.data.url,
          e.data.valid,
          e.data.createdAt,
        ]);
        break;
      case 'webhooks.WebhookCrcChecked':
        await sql.query(
          `UPDATE webhooks.webhook_configs SET valid = $2, last_checked_at = $3,
                  last_success_at = CASE WHEN $4 THEN $3 ELSE last_success_at END
            WHERE id = $1`,
          [e.data.webhookId, e.data.valid, e.data.checkedAt, crcSucceeded(e.data)],
        );
        break;
      case 'webhooks.WebhookDeleted':
        await sql.query('UPDATE webhooks.webhook_configs SET deleted = true WHERE id = $1', [e.data.webhookId]);
        break;
    }
  },
};

