import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The app's limit on Account Activity subscriptions is decided on its
 * webhooks stream (`webhooks.AppWebhooks-<app>`), which now holds the users
 * subscribed to each webhook. Subscriptions made before are written to it
 * here, as a subscription appends them now
 * (`webhooks.AppAccountActivitySubscribed`), read from the event store: every
 * subscription whose last event subscribed it, to a webhook not deleted, in
 * the order they were made, after the stream's own events.
 */
export class AppAccountActivity1732000006500 implements MigrationInterface {
  name = 'AppAccountActivity1732000006500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TEMPORARY TABLE live_account_activity ON COMMIT DROP AS
      SELECT e.data->>'appId' AS app_id, e.data->>'webhookId' AS webhook_id, e.data->>'userId' AS user_id,
             e.data->>'subscribedAt' AS subscribed_at,
             row_number() OVER (PARTITION BY e.data->>'appId' ORDER BY e.global_position) AS position
        FROM event_store.events e
       WHERE e.event_type = 'webhooks.AccountActivitySubscribed'
         AND NOT EXISTS (SELECT 1 FROM event_store.events l WHERE l.stream_id = e.stream_id AND l.stream_position > e.stream_position)
         AND NOT EXISTS (SELECT 1 FROM event_store.events d
                          WHERE d.stream_id = 'webhooks.Webhook-' || (e.data->>'webhookId') AND d.event_type = 'webhooks.WebhookDeleted')
         AND NOT EXISTS (SELECT 1 FROM event_store.events a
                          WHERE a.stream_id = 'webhooks.AppWebhooks-' || (e.data->>'appId')
                            AND a.event_type IN ('webhooks.AppAccountActivitySubscribed', 'webhooks.AppAccountActivityUnsubscribed'))`);
    await q.query(`
      INSERT INTO event_store.streams (stream_id, stream_type, version)
      SELECT DISTINCT 'webhooks.AppWebhooks-' || app_id, 'webhooks.AppWebhooks', 0 FROM live_account_activity
      ON CONFLICT (stream_id) DO NOTHING`);
    await q.query(`
      INSERT INTO event_store.events (stream_id, stream_position, event_id, event_type, schema_version, data, metadata, occurred_at)
      SELECT s.stream_id, s.version + l.position, gen_random_uuid(), 'webhooks.AppAccountActivitySubscribed', 1,
             jsonb_build_object('appId', l.app_id, 'webhookId', l.webhook_id, 'userId', l.user_id, 'subscribedAt', l.subscribed_at),
             '{"environment": "production", "requestId": "migration:AppAccountActivity"}'::jsonb, l.subscribed_at::timestamptz
        FROM live_account_activity l
        JOIN event_store.streams s ON s.stream_id = 'webhooks.AppWebhooks-' || l.app_id
       ORDER BY l.app_id, l.position`);
    await q.query(`
      UPDATE event_store.streams s SET version = s.version + c.n
        FROM (SELECT app_id, count(*) AS n FROM live_account_activity GROUP BY app_id) c
       WHERE s.stream_id = 'webhooks.AppWebhooks-' || c.app_id`);
  }

  async down(): Promise<void> {
    // the events stay: the store is append-only
  }
}
