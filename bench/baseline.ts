import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { type AppendOp, type AppendTarget, BENCH_EVENT_TYPE, BENCH_SCHEMA_VERSION, BENCH_STREAM_TYPE } from './workload';

/*
 * The statements EventStore.appendAll sends for a one-event write
 * (libs/platform/event-store/src/stream-append.ts). TypeORM opens the
 * transaction with START TRANSACTION, so the baseline does too. The parity
 * check in parity.ts fails the run if these ever drift from the real ones.
 */
const START = 'START TRANSACTION';
const COMMIT = 'COMMIT';
const INSERT_STREAM = `INSERT INTO event_store.streams (stream_id, stream_type, version, account_id) VALUES ($1, $2, $3, $4)
         ON CONFLICT (stream_id) DO NOTHING`;
const ADVANCE_STREAM = `UPDATE event_store.streams SET version = version + $3, updated_at = now()
       WHERE stream_id = $1 AND version = $2`;
const INSERT_EVENT = `INSERT INTO event_store.events
           (stream_id, stream_position, event_id, event_type, schema_version, data, metadata, account_id, occurred_at)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8, now())
         RETURNING global_position, transaction_id::text AS transaction_id, stream_id, stream_position, event_id,
           event_type, schema_version, data, metadata, account_id, occurred_at, recorded_at`;

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
      const advanced =
        op.expectedVersion === 0
          ? await client.query(INSERT_STREAM, [op.streamId, BENCH_STREAM_TYPE, 1, op.accountId])
          : await client.query(ADVANCE_STREAM, [op.streamId, op.expectedVersion, 1]);
      if (advanced.rowCount !== 1) throw new Error(`Stream ${op.streamId} is not at version ${op.expectedVersion}`);
      await client.query(INSERT_EVENT, [
        op.streamId,
        op.expectedVersion + 1,
        randomUUID(),
        BENCH_EVENT_TYPE,
        BENCH_SCHEMA_VERSION,
        JSON.stringify(op.data),
        JSON.stringify(op.metadata),
        op.accountId,
      ]);
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
