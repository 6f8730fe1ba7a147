import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The per-app subscription limit and the one-identical-subscription rule are
 * decided on a stream per app (`webhooks.AppActivitySubscriptions-<app>`).
 * Subscriptions made before that stream existed are written to it here, as
 * the events a subscription appends now (`webhooks.AppActivitySubscriptionAdded`),
 * read from the event store itself: every subscription created and not
 * deleted, with the webhook its last update left it, in the order they were
 * created.
 */
export class AppActivitySubscriptionsStreams1732000006400 implements MigrationInterface {
  name = 'AppActivitySubscriptionsStreams1732000006400';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TEMPORARY TABLE live_subscriptions ON COMMIT DROP AS
      SELECT c.data->>'appId' AS app_id, c.data->>'subscriptionId' AS subscription_id, c.data->>'createdAt' AS created_at,
             jsonb_build_object(
               'canonicalType', c.data->'canonicalType',
               'filter', c.data->'filter',
               'webhookId', coalesce((SELECT u.data->'webhookId' FROM event_store.events u
                                       WHERE u.stream_id = c.stream_id AND u.event_type = 'webhooks.ActivitySubscriptionUpdated'
                                       ORDER BY u.stream_position DESC LIMIT 1), c.data->'webhookId')) AS key,
             row_number() OVER (PARTITION BY c.data->>'appId' ORDER BY c.global_position) AS position,
             count(*) OVER (PARTITION BY c.data->>'appId') AS total
        FROM event_store.events c
       WHERE c.event_type = 'webhooks.ActivitySubscriptionCreated'
         AND NOT EXISTS (SELECT 1 FROM event_store.events d
                          WHERE d.stream_id = c.stream_id AND d.event_type = 'webhooks.ActivitySubscriptionDeleted')
         AND NOT EXISTS (SELECT 1 FROM event_store.streams s WHERE s.stream_id = 'webhooks.AppActivitySubscriptions-' || (c.data->>'appId'))`);
    await q.query(`
      INSERT INTO event_store.streams (stream_id, stream_type, version)
      SELECT DISTINCT 'webhooks.AppActivitySubscriptions-' || app_id, 'webhooks.AppActivitySubscriptions', total FROM live_subscriptions`);
    await q.query(`
      INSERT INTO event_store.events (stream_id, stream_position, event_id, event_type, schema_version, data, metadata, occurred_at)
      SELECT 'webhooks.AppActivitySubscriptions-' || app_id, position, gen_random_uuid(), 'webhooks.AppActivitySubscriptionAdded', 1,
             jsonb_build_object('appId', app_id, 'subscriptionId', subscription_id, 'key', key, 'addedAt', created_at),
             '{"environment": "production", "requestId": "migration:AppActivitySubscriptionsStreams"}'::jsonb, created_at::timestamptz
        FROM live_subscriptions ORDER BY app_id, position`);
  }

  async down(): Promise<void> {
    // the events stay: the store is append-only
  }
}
