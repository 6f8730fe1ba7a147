import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { TEST_DATABASE_URL } from '../../../../../../test/support/database';
import { AppAccountActivity1732000006500 } from './1732000006500-app-account-activity';

/** The migration writes the Account Activity subscriptions made before to their app's webhooks stream. */
describe('AppAccountActivity migration', () => {
  let db: DataSource;
  const written: string[] = [];
  beforeAll(async () => {
    db = await new DataSource({ type: 'postgres', url: TEST_DATABASE_URL }).initialize();
  });
  afterAll(async () => {
    // these streams were written around the server (no projection saw them): leave the shared database as it was
    await db.query('DELETE FROM event_store.events WHERE stream_id = ANY($1)', [written]);
    await db.query('DELETE FROM event_store.streams WHERE stream_id = ANY($1)', [written]);
    await db.destroy();
  });

  const append = async (streamId: string, streamType: string, position: number, type: string, data: object) => {
    written.push(streamId);
    await db.query(
      `INSERT INTO event_store.streams (stream_id, stream_type, version) VALUES ($1, $2, $3)
       ON CONFLICT (stream_id) DO UPDATE SET version = EXCLUDED.version`,
      [streamId, streamType, position],
    );
    await db.query(
      `INSERT INTO event_store.events (stream_id, stream_position, event_id, event_type, schema_version, data, metadata, occurred_at)
       VALUES ($1, $2, $3, $4, 1, $5::jsonb, '{}'::jsonb, now())`,
      [streamId, position, randomUUID(), type, JSON.stringify(data)],
    );
  };

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

    const runner = db.createQueryRunner();
    try {
      for (let run = 0; run < 2; run++) {
        await runner.startTransaction();
        await new AppAccountActivity1732000006500().up(runner);
        await runner.commitTransaction();
      }
    } finally {
      await runner.release();
    }
    const [{ version }] = await db.query('SELECT version FROM event_store.streams WHERE stream_id = $1', [appStream]);
    expect(Number(version)).toBe(3);
    const events = await db.query('SELECT stream_position, event_type, data FROM event_store.events WHERE stream_id = $1 ORDER BY stream_position', [appStream]);
    const subscribed = (userId: string) => ({ appId, webhookId: kept, userId, subscribedAt: `2026-01-03T00:00:0${userId}.000Z` });
    expect(events.slice(1)).toEqual([
      { stream_position: '2', event_type: 'webhooks.AppAccountActivitySubscribed', data: subscribed('1') },
      { stream_position: '3', event_type: 'webhooks.AppAccountActivitySubscribed', data: subscribed('4') },
    ]);
  });
});
