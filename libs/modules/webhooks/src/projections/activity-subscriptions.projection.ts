import { tableProjection } from '@platform/event-store';
import type { ActivitySubscriptionEvent } from '../domain/activity-subscription';

/** webhooks.activity_subscriptions: every subscription, with its filter split out for matching. */
export const activitySubscriptionsProjection = tableProjection<ActivitySubscriptionEvent>('webhooks.activity_subscriptions', {
  'webhooks.ActivitySubscriptionCreated': (d, sql, event) =>
    sql.query(
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
    ),
  'webhooks.ActivitySubscriptionUpdated': ({ subscriptionId, tag, webhookId, updatedAt }, sql) =>
    sql.query('UPDATE webhooks.activity_subscriptions SET tag = $2, webhook_id = $3, updated_at = $4 WHERE id = $1', [subscriptionId, tag, webhookId, updatedAt]),
  'webhooks.ActivitySubscriptionDeleted': ({ subscriptionId, deletedAt }, sql) =>
    sql.query('UPDATE webhooks.activity_subscriptions SET deleted = true, updated_at = $2 WHERE id = $1', [subscriptionId, deletedAt]),
});
