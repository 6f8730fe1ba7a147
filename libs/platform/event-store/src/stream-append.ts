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
  // the guards on streams no write of the append moves are checked by the statement of its first write to an existing
  // stream at a known version (a round trip less each)
  const first = writes.find((write) => write.events.length > 0 && typeof write.expectedVersion === 'number' && write.expectedVersion > 0);
  const checkedByFirst = first ? writes.filter((write) => checkedAlongside(write, writes)) : [];
  for (const write of writes) {
    if (write.events.length === 0) {
      // a write of the same append at the version the guard read checks it already (and answers its result, one per
      // write, in order); guarding too would take the row's lock twice, shared then exclusive: concurrent appends deadlock
      const nextVersion =
        writtenAlongside(write, writes) || checkedByFirst.includes(write) ? (write.expectedVersion as number) : await guardStream(sql, write);
      results.push({ streamId: write.streamId, nextVersion, events: [] });
      continue;
    }
    const accountId = write.accountId ?? context?.accountId ?? null;
    const metadata: EventMetadata = {
      environment: context?.environment ?? 'production',
      requestId: context?.requestId,
      correlationId: context?.correlationId ?? context?.requestId,
      userId: context?.userId,
      appId: context?.appId,
      accountId: accountId ?? undefined,
      ...write.metadata,
    };
    const rows = await appendEvents(sql, write, write === first ? checkedByFirst : [], accountId, JSON.stringify(metadata), types);
    const nextVersion = Number(rows[rows.length - 1].stream_position);
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
 * Whether a guard (a write without events, at a version the decision read)
 * is on a stream no write of the append moves: the statement of the append's
 * first write to an existing stream checks it, share-locking its row as
 * `guardStream` does.
 */
const checkedAlongside = (guard: StreamWrite, writes: readonly StreamWrite[]): boolean =>
  guard.events.length === 0 &&
  typeof guard.expectedVersion === 'number' &&
  guard.expectedVersion > 0 &&
  !writes.some((write) => write.events.length > 0 && write.streamId === guard.streamId);

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

/**
 * The statement that moves the stream's version forward by the count (`$3`)
 * and answers it (`version`): no row when the stream is not at the version
 * expected (or, moving an existing stream, when `guarded` does not hold).
 * `param`: the placeholder of a further value.
 */
function streamMove(write: StreamWrite, param: (value: unknown) => string, guarded = ''): string {
  const expected = write.expectedVersion;
  if (expected !== 'any' && expected > 0) {
    return `UPDATE event_store.streams SET version = version + $3, updated_at = now()
       WHERE stream_id = $1 AND version = ${param(expected)}${guarded ? ` AND ${guarded}` : ''} RETURNING version`;
  }
  const insert = `INSERT INTO event_store.streams (stream_id, stream_type, version, account_id) VALUES ($1, ${param(write.streamType)}, $3, $4)`;
  return expected === 'any'
    ? `${insert} ON CONFLICT (stream_id) DO UPDATE SET version = event_store.streams.version + $3, updated_at = now() RETURNING version`
    : `${insert} ON CONFLICT (stream_id) DO NOTHING RETURNING version`;
}

/**
 * The condition that every guard's stream is at the version it expects, its
 * row share-locked (so it cannot move before the commit), as `guardStream`
 * checks one; none: no condition.
 */
function guardsHold(guards: readonly StreamWrite[], param: (value: unknown) => string): string {
  if (guards.length === 0) return '';
  const ids = param(guards.map((g) => g.streamId));
  const versions = param(guards.map((g) => g.expectedVersion));
  return `(SELECT count(*) FROM (SELECT 1 FROM event_store.streams g
      JOIN unnest(${ids}::text[], ${versions}::bigint[]) AS w(stream_id, version) ON g.stream_id = w.stream_id AND g.version = w.version
      FOR SHARE OF g) AS held) = ${guards.length}`;
}

/**
 * Moves the stream's version forward by its events' count and inserts them
 * (the request's metadata on each), in one statement: the events are inserted
 * only when the version moved, or WrongExpectedVersion is thrown. Answers the
 * rows inserted, in stream order.
 */
async function appendEvents(
  sql: Sql,
  write: StreamWrite,
  guards: readonly StreamWrite[],
  accountId: string | null,
  metadataJson: string,
  types: EventTypeRegistry,
): Promise<EventRow[]> {
  // $1 stream, $2 metadata, $3 count, $4 account; then what the stream's statement needs, and each event's type, schema version, data
  const params: unknown[] = [write.streamId, metadataJson, write.events.length, accountId];
  const param = (value: unknown) => `$${params.push(value)}`;
  const move = streamMove(write, param, guardsHold(guards, param));
  const values = write.events.map(
    (event, i) => `(${i + 1}, ${param(event.type)}::text, ${param(types.schemaVersionOf(event.type))}::int, ${param(JSON.stringify(event.data))}::jsonb)`,
  );
  const { rows } = await sql.query<EventRow>(
    `WITH moved AS (${move})
     INSERT INTO event_store.events
       (stream_id, stream_position, event_id, event_type, schema_version, data, metadata, account_id, occurred_at)
     SELECT $1, moved.version - $3 + e.n, gen_random_uuid(), e.event_type, e.schema_version, e.data, $2::jsonb, $4, now()
       FROM moved, (VALUES ${values.join(', ')}) AS e(n, event_type, schema_version, data)
      ORDER BY e.n
     RETURNING global_position, transaction_id::text AS transaction_id, stream_id, stream_position, event_id,
       event_type, schema_version, data, metadata, account_id, occurred_at, recorded_at`,
    params,
  );
  if (rows.length === 0) throw await conflictOf(sql, write, guards);
  return rows.length > 1 ? rows.sort((a, b) => Number(a.stream_position) - Number(b.stream_position)) : rows;
}

/** Nothing appended: the guard whose stream moved, else the write's own stream. */
async function conflictOf(sql: Sql, write: StreamWrite, guards: readonly StreamWrite[]): Promise<WrongExpectedVersion> {
  for (const guard of guards) {
    if ((await streamVersionIn(sql, guard.streamId)) !== guard.expectedVersion) return new WrongExpectedVersion(guard.streamId, guard.expectedVersion);
  }
  return new WrongExpectedVersion(write.streamId, write.expectedVersion);
}
