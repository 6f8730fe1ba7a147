import type { InlineProjection, RecordedEvent, Sql } from '@platform/event-store';
import type { AccountActivityEvent } from '../domain/account-activity-subscription';

/** webhooks.account_activity_subscriptions: the users each webhook receives the account activity of. */
export const accountActivityProjection: InlineProjection = {
  name: 'webhooks.account_activity_subscriptions',
  tables: ['webhooks.account_activity_subscriptions'],
  handles: ['webhooks.AccountActivitySubscribed', 'webhooks.AccountActivityUnsubscribed'],
  async apply(event: RecordedEvent, sql: Sql) {
    const e = event as unknown as AccountActivityEvent;
    if (e.type === 'webhooks.AccountActivitySubscribed') {
      await sql.query(
        `INSERT INTO webhooks.account_activity_subscriptions (webhook_id, user_id, app_id, subscribed_at) VALUES ($1, $2, $3, $4)`,
        [e.data.webhookId, e.data.userId, e.data.appId, e.data.subscribedAt],
      );
    } else {
      await sql.query('DELETE FROM webhooks.account_activity_subscriptions WHERE webhook_id = $1 AND user_id = $2', [e.data.webhookId, e.data.userId]);
    }
  },
};
