import type { EventTypeRegistry } from './event-type-registry';
import type { EventMetadata, RecordedEvent } from './types';

/** An event row as the store's queries select it (EVENT_COLUMNS). */
export interface EventRow {
  global_position: string;
  transaction_id: string;
  stream_id: string;
  stream_type: string;
  stream_position: string;
  event_id: string;
  event_type: string;
  schema_version: number;
  data: unknown;
  metadata: EventMetadata;
  account_id: string | null;
  occurred_at: Date;
  recorded_at: Date;
}

export const EVENT_COLUMNS = `e.global_position, e.transaction_id::text AS transaction_id, e.stream_id, s.stream_type,
  e.stream_position, e.event_id, e.event_type, e.schema_version, e.data, e.metadata, e.account_id,
  e.occurred_at, e.recorded_at`;

/**
 * A page of events in store order ((transaction_id, global_position)) where
 * `where` holds (on `e`): the page is taken from that order's index first,
 * and each of its rows looks its stream's type up by the streams' key.
 * Joined to the streams before the limit, the planner could hash-join every
 * event after the position and sort them, for each page, when its statistics
 * guessed few (a reader far behind then read the whole rest of the store per
 * page); joined after it, it could still scan every stream per page.
 */
export function eventsInStoreOrder(columns: string, where: string, limit: string): string {
  const typed = columns.replace('s.stream_type', '(SELECT s.stream_type FROM event_store.streams s WHERE s.stream_id = e.stream_id) AS stream_type');
  return `SELECT ${typed} FROM (
      SELECT * FROM event_store.events e WHERE ${where} ORDER BY e.transaction_id, e.global_position LIMIT ${limit}
    ) e
    ORDER BY e.transaction_id, e.global_position`;
}

/**
 * EVENT_COLUMNS for the rows of one stream (`$1`): its type looked up once
 * instead of joining the streams table to every row, so reading a stream costs
 * about what the bare (stream_id, stream_position) index read costs.
 */
export const ONE_STREAM_EVENT_COLUMNS = EVENT_COLUMNS.replace(
  's.stream_type',
  '(SELECT stream_type FROM event_store.streams WHERE stream_id = $1) AS stream_type',
);

/** A stored row as the event it records, upcast to its type's current schema version. */
export function recordedEvent(types: EventTypeRegistry, row: EventRow): RecordedEvent {
  const { data, schemaVersion } = types.upcast(row.event_type, row.schema_version, row.data);
  return {
    type: row.event_type,
    data,
    schemaVersion,
    eventId: row.event_id,
    streamId: row.stream_id,
    streamType: row.stream_type,
    streamPosition: Number(row.stream_position),
    globalPosition: String(row.global_position),
    transactionId: row.transaction_id,
    accountId: row.account_id,
    metadata: row.metadata,
    occurredAt: row.occurred_at,
    recordedAt: row.recorded_at,
  };
}
