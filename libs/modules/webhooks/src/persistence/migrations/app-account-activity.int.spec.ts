import { randomUUID } from 'node:crypto';
import { migrateTwice } from '../../../../../../test/support/migrate-twice';
import { rawEventStore } from '../../../../../../test/support/raw-event-store';
import { AppAccountActivity1732000006500 } from './1732000006500-app-account-activity';

/** The migration writes the Account Activity subscriptions made before to their app's webhooks stream. */
describe('AppAccountActivity migration', () => {
  const store = rawEventStore();
  const append = store.append;

  it("adds each live subscription to a webhook not deleted after the app stream's own events, and is a no-op the second time", async () => {
    const appId = `app-${randomUUID()}`;
    const [kept, deleted] = [randomUUID(), randomUUID()];
    const appStream = `webhooks.AppWebhooks-${appId}`;
    await append(appStream, 'webhooks.AppWebhooks', 1, 'webhooks.AppWebhookAdded', { appId, webhookId: kept, addedAt: '2026-01-01T00:00:00.000Z' });
    await append(`webhooks.Webhook-${deleted}`, 'webhooks.Webhook', 1, 'webhooks.WebhookDeleted', { webhookId: deleted, appId, deletedAt: '2026-01-02T00:00:00.000Z' });
    const subscription = async (webhookId: string, userId: string, ended: boolean) => {
      const streamId = `webhooks.AccountActivitySubscription-${webhookId}-${userId}`;
      await append(streamId, 'webhooks.AccountActivitySubscription', 1, 'webhooks.AccountActivitySubscribed', { appId, webhookId, userId, subscribedAt: `2026-01-03T00:00:0${userId}.000Z` });
      if (ended) await append(streamId, 'webhooks.AccountActivitySubscription', 2, 'webhooks.AccountActivityUnsubscribed', { appId, webhookId, userId, unsubscribedAt: '2026-01-04T00:00:00.000Z' });
    };
    await subscription(kept, '1', false);
    await subscription(kept, '2', true);
    await subscription(deleted, '3', false);
    await subscription(kept, '4', false);

    const { version, events } = await migrateTwice(store.db, new AppAccountActivity1732000006500(), appStream);
    expect(version).toBe(3);
    const subscribed = (userId: string) => ({ appId, webhookId: kept, userId, subscribedAt: `2026-01-03T00:00:0${userId}.000Z` });
    expect(events.slice(1)).toEqual([
      { stream_position: '2', event_type: 'webhooks.AppAccountActivitySubscribed', data: subscribed('1') },
      { stream_position: '3', event_type: 'webhooks.AppAccountActivitySubscribed', data: subscribed('4') },
    ]);
  });
});
