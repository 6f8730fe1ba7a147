import type { Pool } from 'pg';
import { type AppendOp, type AppendTarget, BENCH_EVENT_TYPE, BENCH_SCHEMA_VERSION, BENCH_STREAM_TYPE } from './workload';

/*
 * The statements EventStore.appendAll sends for a one-event write
 * (libs/platform/event-store/src/stream-append.ts): the stream's version
 * moved and the event inserted in one statement. TypeORM opens the
 * transaction with START TRANSACTION, so the baseline does too. The parity
 * check in parity.ts fails the run if these ever drift from the real ones.
 */
const START = 'START TRANSACTION';
const COMMIT = 'COMMIT';
// $1 stream, $2 metadata, $3 count, $4 account, $5 the stream's type (new) or expected version (existing), $6–$8 the event
const INSERT_STREAM = `INSERT INTO event_store.streams (stream_id, stream_type, version, account_id) VALUES ($1, $5, $3, $4) ON CONFLICT (stream_id) DO NOTHING RETURNING version`;
const ADVANCE_STREAM = `UPDATE event_store.streams SET version = version + $3, updated_at = now() WHERE stream_id = $1 AND version = $5 RETURNING version`;
const appendEvent = (move: string) => `WITH moved AS (${move})
     INSERT INTO event_store.events
       (stream_id, stream_position, event_id, event_type, schema_version, data, metadata, account_id, occurred_at)
     SELECT $1, moved.version - $3 + e.n, gen_random_uuid(), e.event_type, e.schema_version, e.data, $2::jsonb, $4, now()
       FROM moved, (VALUES (1, $6::text, $7::int, $8::jsonb)) AS e(n, event_type, schema_version, data)
      ORDER BY e.n
     RETURNING global_position, transaction_id::text AS transaction_id, stream_id, stream_position, event_id,
       event_type, schema_version, data, metadata, account_id, occurred_at, recorded_at`;
const APPEND_NEW = appendEvent(INSERT_STREAM);
const APPEND_EXISTING = appendEvent(ADVANCE_STREAM);

/**
 * The same append with a bare `pg` pool: the floor aviary's overhead is
 * measured against. It borrows the pool TypeORM created for the event store,
 * so both sides run on the very same connections (same server backends, same
 * pool settings) and differ only in the client-side code path.
 */
export class PgBaseline implements AppendTarget {
  readonly name = 'baseline' as const;

  constructor(private readonly pool: Pool) {}

  async append(op: AppendOp): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query(START);
      const appended = await client.query(op.expectedVersion === 0 ? APPEND_NEW : APPEND_EXISTING, [
        op.streamId,
        JSON.stringify(op.metadata),
        1,
        op.accountId,
        op.expectedVersion === 0 ? BENCH_STREAM_TYPE : op.expectedVersion,
        BENCH_EVENT_TYPE,
        BENCH_SCHEMA_VERSION,
        JSON.stringify(op.data),
      ]);
      if (appended.rowCount !== 1) throw new Error(`Stream ${op.streamId} is not at version ${op.expectedVersion}`);
      await client.query(COMMIT);
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /** The pool belongs to the aviary side's DataSource, which ends it. */
  async close(): Promise<void> {}
}
