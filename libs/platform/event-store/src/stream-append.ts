import { randomUUID } from 'node:crypto';
import { requestContext } from '@platform/ddd';
import { type EventRow, recordedEvent } from './event-rows';
import type { EventTypeRegistry } from './event-type-registry';
import type { ProjectionRegistry } from './projection-registry';
import type { Sql } from './sql';
import type { AppendResult, EventMetadata, StreamWrite } from './types';

/** Thrown inside an append when the stream is not at the expected version. */
export class WrongExpectedVersion extends Error {
  constructor(readonly streamId: string, readonly expected: number | 'any') {
    super(`Stream ${streamId} is not at version ${expected}`);
    this.name = 'WrongExpectedVersion';
  }
}

/**
 * Current version of a stream, 0 when it does not exist; `forShare`: its row
 * share-locked until the transaction ends, so it cannot move meanwhile.
 */
export async function streamVersionIn(sql: Sql, streamId: string, forShare = false): Promise<number> {
  const { rows } = await sql.query<{ version: string }>(
    `SELECT version FROM event_store.streams WHERE stream_id = $1${forShare ? ' FOR SHARE' : ''}`,
    [streamId],
  );
  return rows.length ? Number(rows[0].version) : 0;
}

/**
 * The writes of one append transaction, in order: each stream's version moved
 * forward (or checked, for a write without events), its events inserted with
 * the request context's metadata, and the inline projections run on them.
 * The caller opens and commits the transaction.
 */
export async function appendWithin(
  sql: Sql,
  writes: readonly StreamWrite[],
  types: EventTypeRegistry,
  projections: ProjectionRegistry,
): Promise<AppendResult[]> {
  const context = requestContext.current();
  const results: AppendResult[] = [];
  for (const write of writes) {
    if (write.events.length === 0) {
      // a write of the same append at the version the guard read checks it already (and answers its result, one per
      // write, in order); guarding too would take the row's lock twice, shared then exclusive: concurrent appends deadlock
      const nextVersion = writtenAlongside(write, writes) ? (write.expectedVersion as number) : await guardStream(sql, write);
      results.push({ streamId: write.streamId, nextVersion, events: [] });
      continue;
    }
    const count = write.events.length;
    const accountId = write.accountId ?? context?.accountId ?? null;
    const nextVersion = await advanceStream(sql, write, count, accountId);
    const metadata: EventMetadata = {
      environment: context?.environment ?? 'production',
      requestId: context?.requestId,
      correlationId: context?.correlationId ?? context?.requestId,
      userId: context?.userId,
      appId: context?.appId,
      accountId: accountId ?? undefined,
      ...write.metadata,
    };
    const metadataJson = JSON.stringify(metadata);
    const values: string[] = [];
    const params: unknown[] = [];
    write.events.forEach((event, i) => {
      const base = params.length;
      params.push(
        write.streamId,
        nextVersion - count + 1 + i,
        randomUUID(),
        event.type,
        types.schemaVersionOf(event.type),
        JSON.stringify(event.data),
        metadataJson,
        accountId,
      );
      values.push(
        `($${base + 1}, $${base + 2}, $${base + 3}, $${base + 4}, $${base + 5}, $${base + 6}::jsonb, $${base + 7}::jsonb, $${base + 8}, now())`,
      );
    });
    const { rows } = await sql.query<EventRow>(
      `INSERT INTO event_store.events
         (stream_id, stream_position, event_id, event_type, schema_version, data, metadata, account_id, occurred_at)
       VALUES ${values.join(', ')}
       RETURNING global_position, transaction_id::text AS transaction_id, stream_id, stream_position, event_id,
         event_type, schema_version, data, metadata, account_id, occurred_at, recorded_at`,
      params,
    );
    const events = rows.map((row) => recordedEvent(types, { ...row, stream_type: write.streamType }));
    for (const event of events) {
      for (const projection of projections.forType(event.type)) {
        await projection.apply(event, sql);
      }
    }
    results.push({ streamId: write.streamId, nextVersion, events });
  }
  return results;
}

/** Whether another write of the append puts events on the guarded stream at the version the guard expects. */
const writtenAlongside = (guard: StreamWrite, writes: readonly StreamWrite[]): boolean =>
  guard.expectedVersion !== 'any' &&
  writes.some((write) => write !== guard && write.events.length > 0 && write.streamId === guard.streamId && write.expectedVersion === guard.expectedVersion);

/**
 * A write without events: with an expected version, a guard on another
 * stream the decision read (its row is share-locked until commit, so it
 * cannot move under the decision; a moved one throws WrongExpectedVersion).
 */
async function guardStream(sql: Sql, write: StreamWrite): Promise<number> {
  if (write.expectedVersion === 'any') return streamVersionIn(sql, write.streamId);
  const version = await streamVersionIn(sql, write.streamId, true);
  if (version !== write.expectedVersion) throw new WrongExpectedVersion(write.streamId, write.expectedVersion);
  return version;
}

/** Moves the stream's version forward by `count`, or throws WrongExpectedVersion. */
async function advanceStream(sql: Sql, write: StreamWrite, count: number, accountId: string | null): Promise<number> {
  const expected = write.expectedVersion;
  if (expected === 'any') {
    const { rows } = await sql.query<{ version: string }>(
      `INSERT INTO event_store.streams (stream_id, stream_type, version, account_id) VALUES ($1, $2, $3, $4)
       ON CONFLICT (stream_id) DO UPDATE SET version = event_store.streams.version + $3, updated_at = now()
       RETURNING version`,
      [write.streamId, write.streamType, count, accountId],
    );
    return Number(rows[0].version);
  }
  if (expected === 0) {
    const { rowCount } = await sql.query(
      `INSERT INTO event_store.streams (stream_id, stream_type, version, account_id) VALUES ($1, $2, $3, $4)
       ON CONFLICT (stream_id) DO NOTHING`,
      [write.streamId, write.streamType, count, accountId],
    );
    if (rowCount !== 1) throw new WrongExpectedVersion(write.streamId, expected);
    return count;
  }
  const { rowCount } = await sql.query(
    `UPDATE event_store.streams SET version = version + $3, updated_at = now()
     WHERE stream_id = $1 AND version = $2`,
    [write.streamId, expected, count],
  );
  if (rowCount !== 1) throw new WrongExpectedVersion(write.streamId, expected);
  return expected + count;
}
