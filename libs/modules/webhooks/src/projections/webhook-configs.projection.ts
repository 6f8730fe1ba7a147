import { tableProjection } from '@platform/event-store';
import { crcSucceeded, type WebhookEvent } from '../domain/webhook';

/**
 * webhooks.webhook_configs: every webhook config, its validity and whether it
 * was deleted.
 */
export const webhookConfigsProjection = tableProjection<WebhookEvent>('webhooks.webhook_configs', {
  'webhooks.WebhookCreated': ({ webhookId, appId, url, valid, createdAt }, sql) =>
    sql.query('INSERT INTO webhooks.webhook_configs (id, app_id, url, valid, created_at, last_checked_at, last_success_at) VALUES ($1, $2, $3, $4, $5, $5, $5)', [
      webhookId,
      appId,
      url,
      valid,
      createdAt,
    ]),
  'webhooks.WebhookCrcChecked': (checked, sql) =>
    sql.query(
      `UPDATE webhooks.webhook_configs SET valid = $2, last_checked_at = $3,
              last_success_at = CASE WHEN $4 THEN $3 ELSE last_success_at END
        WHERE id = $1`,
      [checked.webhookId, checked.valid, checked.checkedAt, crcSucceeded(checked)],
    ),
  'webhooks.WebhookDeleted': ({ webhookId }, sql) => sql.query('UPDATE webhooks.webhook_configs SET deleted = true WHERE id = $1', [webhookId]),
});
