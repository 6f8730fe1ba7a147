import { randomUUID } from 'node:crypto';
import { migrateTwice } from '../../../../../../test/support/migrate-twice';
import { rawEventStore } from '../../../../../../test/support/raw-event-store';
import { AppActivitySubscriptionsStreams1732000006400 } from './1732000006400-app-activity-subscriptions-streams';

/** The migration writes the subscriptions made before the per-app stream existed to that stream. */
describe('AppActivitySubscriptionsStreams migration', () => {
  const store = rawEventStore();
  const append = (streamId: string, position: number, type: string, data: object) => store.append(streamId, 'webhooks.ActivitySubscription', position, type, data);

  it('adds every live subscription of an app without the stream, with the webhook its last update left, and is a no-op the second time', async () => {
    const appId = `app-${randomUUID()}`;
    const ids = [1, 2, 3].map(() => randomUUID());
    for (const [i, subscriptionId] of ids.entries()) {
      await append(`webhooks.ActivitySubscription-${subscriptionId}`, 1, 'webhooks.ActivitySubscriptionCreated', {
        subscriptionId,
        appId,
        eventType: 'ProfileBioUpdate',
        canonicalType: 'profile.update.bio',
        filter: { user_id: String(i) },
        tag: null,
        webhookId: i === 0 ? null : 'w1',
        createdAt: `2026-01-0${i + 1}T00:00:00.000Z`,
      });
    }
    await append(`webhooks.ActivitySubscription-${ids[1]}`, 2, 'webhooks.ActivitySubscriptionDeleted', { subscriptionId: ids[1], appId, deletedAt: '2026-01-05T00:00:00.000Z' });
    const update = (webhookId: string | null, position: number) =>
      append(`webhooks.ActivitySubscription-${ids[2]}`, position, 'webhooks.ActivitySubscriptionUpdated', { subscriptionId: ids[2], appId, tag: null, webhookId, updatedAt: '2026-01-06T00:00:00.000Z' });
    await update('w2', 2);
    await update(null, 3);

    const streamId = `webhooks.AppActivitySubscriptions-${appId}`;
    store.removeAfter(streamId);
    const { version, events } = await migrateTwice(store.db, new AppActivitySubscriptionsStreams1732000006400(), streamId);
    expect(version).toBe(2);
    const added = (subscriptionId: string, userId: string, webhookId: string | null, addedAt: string) => ({
      appId,
      subscriptionId,
      key: { canonicalType: 'profile.update.bio', filter: { user_id: userId }, webhookId },
      addedAt,
    });
    expect(events).toEqual([
      { stream_position: '1', event_type: 'webhooks.AppActivitySubscriptionAdded', data: added(ids[0], '0', null, '2026-01-01T00:00:00.000Z') },
      { stream_position: '2', event_type: 'webhooks.AppActivitySubscriptionAdded', data: added(ids[2], '2', null, '2026-01-03T00:00:00.000Z') },
    ]);
  });
});
