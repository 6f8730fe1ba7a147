import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The per-app webhook limit is decided on a stream per app
 * (`webhooks.AppWebhooks-<app>`). Webhooks registered before that stream
 * existed are written to it here, as the events a registration appends now
 * (`webhooks.AppWebhookAdded`), read from the event store itself: every
 * webhook created and not deleted, in the order they were created.
 */
export class AppWebhooksStreams1732000006000 implements MigrationInterface {
  name = 'AppWebhooksStreams1732000006000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TEMPORARY TABLE live_webhooks ON COMMIT DROP AS
      SELECT c.data->>'appId' AS app_id, c.data->>'webhookId' AS webhook_id, c.data->>'createdAt' AS created_at,
             row_number() OVER (PARTITION BY c.data->>'appId' ORDER BY c.global_position) AS position,
             count(*) OVER (PARTITION BY c.data->>'appId') AS total
        FROM event_store.events c
       WHERE c.event_type = 'webhooks.WebhookCreated'
         AND NOT EXISTS (SELECT 1 FROM event_store.events d
                          WHERE d.stream_id = c.stream_id AND d.event_type = 'webhooks.WebhookDeleted')
         AND NOT EXISTS (SELECT 1 FROM event_store.streams s WHERE s.stream_id = 'webhooks.AppWebhooks-' || (c.data->>'appId'))`);
    await q.query(`
      INSERT INTO event_store.streams (stream_id, stream_type, version)
      SELECT DISTINCT 'webhooks.AppWebhooks-' || app_id, 'webhooks.AppWebhooks', total FROM live_webhooks`);
    await q.query(`
      INSERT INTO event_store.events (stream_id, stream_position, event_id, event_type, schema_version, data, metadata, occurred_at)
      SELECT 'webhooks.AppWebhooks-' || app_id, position, gen_random_uuid(), 'webhooks.AppWebhookAdded', 1,
             jsonb_build_object('appId', app_id, 'webhookId', webhook_id, 'addedAt', created_at),
             '{"environment": "production", "requestId": "migration:AppWebhooksStreams"}'::jsonb, created_at::timestamptz
        FROM live_webhooks ORDER BY app_id, position`);
  }

  async down(): Promise<void> {
    // the events stay: the store is append-only
  }
}
