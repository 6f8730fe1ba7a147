import { randomUUID } from 'node:crypto';
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

    const runner = store.db.createQueryRunner();
    try {
      for (let run = 0; run < 2; run++) {
        await runner.startTransaction();
        await new AppActivitySubscriptionsStreams1732000006400().up(runner);
        await runner.commitTransaction();
      }
    } finally {
      await runner.release();
    }
    const streamId = `webhooks.AppActivitySubscriptions-${appId}`;
    store.removeAfter(streamId);
    const [{ version }] = await store.db.query('SELECT version FROM event_store.streams WHERE stream_id = $1', [streamId]);
    expect(Number(version)).toBe(2);
    const events = await store.db.query('SELECT stream_position, event_type, data FROM event_store.events WHERE stream_id = $1 ORDER BY stream_position', [streamId]);
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
