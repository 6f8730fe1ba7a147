import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { TEST_DATABASE_URL } from './database';

export interface RawEventStore {
  /** The test database, open between the spec's beforeAll and afterAll. */
  db: DataSource;
  /** Writes one event (and its stream at that version) straight into the store, as an earlier version left it. */
  append(streamId: string, streamType: string, position: number, type: string, data: object): Promise<void>;
  /** A stream the migration under test wrote, removed after the spec too. */
  removeAfter(streamId: string): void;
}

/**
 * For the specs of data migrations: events written around the server, the way
 * a store made by an earlier version holds them. Call it at the top of a
 * describe; what it wrote is removed after the spec (no projection saw it), so
 * the shared test database stays as it was.
 */
export function rawEventStore(): RawEventStore {
  const written: string[] = [];
  const store: RawEventStore = {
    db: undefined as unknown as DataSource,
    removeAfter: (streamId) => written.push(streamId),
    async append(streamId, streamType, position, type, data) {
      written.push(streamId);
      await store.db.query(
        `INSERT INTO event_store.streams (stream_id, stream_type, version) VALUES ($1, $2, $3)
         ON CONFLICT (stream_id) DO UPDATE SET version = EXCLUDED.version`,
        [streamId, streamType, position],
      );
      await store.db.query(
        `INSERT INTO event_store.events (stream_id, stream_position, event_id, event_type, schema_version, data, metadata, occurred_at)
         VALUES ($1, $2, $3, $4, 1, $5::jsonb, '{}'::jsonb, now())`,
        [streamId, position, randomUUID(), type, JSON.stringify(data)],
      );
    },
  };
  beforeAll(async () => {
    store.db = await new DataSource({ type: 'postgres', url: TEST_DATABASE_URL }).initialize();
  });
  afterAll(async () => {
    await store.db.query('DELETE FROM event_store.events WHERE stream_id = ANY($1)', [written]);
    await store.db.query('DELETE FROM event_store.streams WHERE stream_id = ANY($1)', [written]);
    await store.db.destroy();
  });
  return store;
}
