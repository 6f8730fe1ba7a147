import { tableProjection } from '@platform/event-store';
import { crcSucceeded, type WebhookEvent } from '../domain/webhook';

/**
 * webhooks.webhook_configs: every webhook config, its validity, how its last
 * CRC check was answered, and whether it was deleted.
 */
export const webhookConfigsProjection = tableProjection<WebhookEvent>('webhooks.webhook_configs', {
  'webhooks.WebhookCreated': ({ webhookId, appId, url, valid, createdAt, httpStatus, latencyMs }, sql) =>
    sql.query(
      `INSERT INTO webhooks.webhook_configs (id, app_id, url, valid, created_at, last_checked_at, last_success_at, last_check_status, last_check_latency_ms)
       VALUES ($1, $2, $3, $4, $5, $5, $5, $6, $7)`,
      [webhookId, appId, url, valid, createdAt, httpStatus ?? null, latencyMs ?? null],
    ),
  'webhooks.WebhookCrcChecked': (checked, sql) =>
    sql.query(
      `UPDATE webhooks.webhook_configs SET valid = $2, last_checked_at = $3,
              last_success_at = CASE WHEN $4 THEN $3 ELSE last_success_at END,
              last_check_reason = $5, last_check_status = $6, last_check_latency_ms = $7
        WHERE id = $1`,
      [checked.webhookId, checked.valid, checked.checkedAt, crcSucceeded(checked), checked.reason, checked.httpStatus ?? null, checked.latencyMs ?? null],
    ),
  'webhooks.WebhookDeleted': ({ webhookId }, sql) => sql.query('UPDATE webhooks.webhook_configs SET deleted = true WHERE id = $1', [webhookId]),
});
