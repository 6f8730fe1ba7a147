import type { InlineProjection, RecordedEvent, Sql } from '@platform/event-store';
import type { ActivitySubscriptionEvent } from '../domain/activity-subscription';

/** webhooks.activity_subscriptions: every subscription, with its filter split out for matching. */
export const activitySubscriptionsProjection: InlineProjection = {
  name: 'webhooks.activity_subscriptions',
  tables: ['webhooks.activity_subscriptions'],
  handles: ['webhooks.ActivitySubscriptionCreated', 'webhooks.ActivitySubscriptionUpdated', 'webhooks.ActivitySubscriptionDeleted'],
  async apply(event: RecordedEvent, sql: Sql) {
    const e = event as unknown as ActivitySubscriptionEvent;
    switch (e.type) {
      case 'webhooks.ActivitySubscriptionCreated': {
        const d = e.data;
        await sql.query(
          `INSERT INTO webhooks.activity_subscriptions
             (id, app_id, event_type, canonical_type, filter, user_id, keyword, direction, tag, webhook_id, created_at, updated_at, matches_from)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11, $12)`,
          [
            d.subscriptionId,
            d.appId,
            d.eventType,
            d.canonicalType,
            JSON.stringify(d.filter),
            d.filter.user_id ?? null,
            d.filter.keyword ?? null,
            d.filter.direction ?? null,
            d.tag,
            d.webhookId,
            d.createdAt,
            // the store's clock, the one the processor compares events by (the app's may differ)
            event.recordedAt,
          ],
        );
        break;
      }
      case 'webhooks.ActivitySubscriptionUpdated':
        await sql.query('UPDATE webhooks.activity_subscriptions SET tag = $2, webhook_id = $3, updated_at = $4 WHERE id = $1', [
          e.data.subscriptionId,
          e.data.tag,
          e.data.webhookId,
          e.data.updatedAt,
        ]);
        break;
      case 'webhooks.ActivitySubscriptionDeleted':
        await sql.query('UPDATE webhooks.activity_subscriptions SET deleted = true, updated_at = $2 WHERE id = $1', [
          e.data.subscriptionId,
          e.data.deletedAt,
        ]);
        break;
    }
  },
};
