import { randomUUID } from 'node:crypto';
import { migrateTwice } from '../../../../../../test/support/migrate-twice';
import { rawEventStore } from '../../../../../../test/support/raw-event-store';
import { AppWebhooksStreams1732000006000 } from './1732000006000-app-webhooks-streams';

/** The migration writes the webhooks registered before the per-app stream existed to that stream. */
describe('AppWebhooksStreams migration', () => {
  const store = rawEventStore();
  const append = (streamId: string, position: number, type: string, data: object) => store.append(streamId, 'webhooks.Webhook', position, type, data);

  it('adds every live webhook of an app without the stream, in creation order, and is a no-op the second time', async () => {
    const appId = `app-${randomUUID()}`;
    const ids = [1, 2, 3].map(() => randomUUID());
    for (const [i, webhookId] of ids.entries()) {
      await append(`webhooks.Webhook-${webhookId}`, 1, 'webhooks.WebhookCreated', { webhookId, appId, url: 'http://x', valid: true, createdAt: `2026-01-0${i + 1}T00:00:00.000Z` });
    }
    await append(`webhooks.Webhook-${ids[1]}`, 2, 'webhooks.WebhookDeleted', { webhookId: ids[1], appId, deletedAt: '2026-01-05T00:00:00.000Z' });

    const streamId = `webhooks.AppWebhooks-${appId}`;
    store.removeAfter(streamId);
    const { version, events } = await migrateTwice(store.db, new AppWebhooksStreams1732000006000(), streamId);
    expect(version).toBe(2);
    expect(events).toEqual([
      { stream_position: '1', event_type: 'webhooks.AppWebhookAdded', data: { appId, webhookId: ids[0], addedAt: '2026-01-01T00:00:00.000Z' } },
      { stream_position: '2', event_type: 'webhooks.AppWebhookAdded', data: { appId, webhookId: ids[2], addedAt: '2026-01-03T00:00:00.000Z' } },
    ]);
  });
});
