import { DataSource } from 'typeorm';
import { Metrics } from '@platform/metrics';
import { EVENT_COLUMNS, type EventRow, eventsInStoreOrder, ONE_STREAM_EVENT_COLUMNS, recordedEvent } from './event-rows';
import { EventTypeRegistry } from './event-type-registry';
import { ProjectionRegistry } from './projection-registry';
import { inTransaction, type Sql } from './sql';
import { appendWithin, streamVersionIn, WrongExpectedVersion } from './stream-append';
import type { AppendResult, Checkpoint, RecordedEvent, StreamWrite } from './types';

export interface ReadStreamResult {
  version: number;
  events: RecordedEvent[];
}

/** What a reader of some types read: their events, and the last event read of any type (how many were read). */
export interface ReadPast {
  events: RecordedEvent[];
  last?: Checkpoint & { eventId: string };
  count: number;
}

/**
 * Told after each commit where the last event appended sits in the processors'
 * order, and the types of the events appended (wakes the in-process
 * processors that handle one of them at once).
 */
export type AppendListener = (appended: Checkpoint, types: ReadonlySet<string>) => void;

/**
 * Append and read: streams with optimistic versions, events in one table
 * ordered by (transaction_id, global_position), inline projections run in the
 * append transaction. The command path (`EventStore`) decides on top of it.
 */
export class EventLog {
  private readonly listeners = new Set<AppendListener>();
  private readonly appends;
  private readonly appendedEvents;
  private readonly conflicts;

  constructor(
    protected readonly dataSource: DataSource,
    protected readonly types: EventTypeRegistry,
    private readonly projections: ProjectionRegistry,
    metrics: Metrics,
  ) {
    this.appends = metrics.counter({
      name: 'aviary_event_store_appends_total',
      help: 'Append transactions committed to the event store.',
    });
    this.appendedEvents = metrics.counter({
      name: 'aviary_event_store_events_appended_total',
      help: 'Events committed to the event store, by stream type.',
      labelNames: ['stream_type'] as const,
    });
    this.conflicts = metrics.counter({
      name: 'aviary_event_store_append_conflicts_total',
      help: 'Appends refused because the stream had moved past the expected version (each retry counts).',
    });
  }

  onAppended(listener: AppendListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Reads one stream from the start (or from a position) in stream order. */
  async readStream(streamId: string, sql?: Sql): Promise<ReadStreamResult> {
    const events = await this.readStreamWhere(streamId, {}, sql);
    return { version: events.length ? events[events.length - 1].streamPosition : 0, events };
  }

  /**
   * One stream's events in stream order, narrowed: only those stored with
   * `accountId` (events of another account's entity are never answered),
   * only those recorded before `recordedBefore`, only those after stream
   * position `afterPosition`. Served by the stream's
   * (stream_id, stream_position) index.
   */
  async readStreamWhere(
    streamId: string,
    filter: { accountId?: string; recordedBefore?: Date; afterPosition?: number },
    sql?: Sql,
  ): Promise<RecordedEvent[]> {
    const params: unknown[] = [streamId];
    let where = 'e.stream_id = $1';
    if (filter.accountId !== undefined) {
      params.push(filter.accountId);
      where += ` AND e.account_id = $${params.length}`;
    }
    if (filter.recordedBefore !== undefined) {
      params.push(filter.recordedBefore);
      where += ` AND e.recorded_at < $${params.length}`;
    }
    if (filter.afterPosition !== undefined) {
      params.push(filter.afterPosition);
      where += ` AND e.stream_position > $${params.length}`;
    }
    const { rows } = await (sql ?? this.defaultSql()).query<EventRow>(
      `SELECT ${ONE_STREAM_EVENT_COLUMNS} FROM event_store.events e WHERE ${where} ORDER BY e.stream_position`,
      params,
    );
    return rows.map((row) => this.toRecorded(row));
  }

  /** Current version of a stream, 0 when it does not exist. */
  streamVersion(streamId: string, sql?: Sql): Promise<number> {
    return streamVersionIn(sql ?? this.defaultSql(), streamId);
  }

  /** Appends to one stream in its own transaction. */
  async append(write: StreamWrite): Promise<AppendResult> {
    const [result] = await this.appendAll([write]);
    return result;
  }

  /**
   * Appends to several streams atomically, running the inline projections in
   * the same transaction. With `sql` the caller's transaction is used (and the
   * caller commits); otherwise one is opened and committed here.
   */
  async appendAll(writes: readonly StreamWrite[], sql?: Sql): Promise<AppendResult[]> {
    if (sql) return appendWithin(sql, writes, this.types, this.projections);
    let results: AppendResult[];
    try {
      results = await inTransaction(this.dataSource, (tx) => appendWithin(tx, writes, this.types, this.projections));
    } catch (error) {
      if (error instanceof WrongExpectedVersion) this.conflicts.inc();
      throw error;
    }
    this.appends.inc();
    for (const write of writes) {
      if (write.events.length > 0) this.appendedEvents.inc({ stream_type: write.streamType }, write.events.length);
    }
    let last: RecordedEvent | undefined;
    const types = new Set<string>();
    for (const { events } of results) {
      for (const event of events) types.add(event.type);
      last = events.at(-1) ?? last;
    }
    if (last) {
      const appended = { transactionId: last.transactionId, globalPosition: last.globalPosition };
      for (const listener of this.listeners) listener(appended, types);
    }
    return results;
  }

  /**
   * The next committed events after `after`, in (transaction_id, global_position)
   * order, never past the oldest transaction still in flight, so an event whose
   * transaction commits late is not skipped. A reader of some types only
   * (`wanted`) gets those in full and where the read ended (the last event read,
   * of any type), without the data of the others being sent or parsed.
   */
  async readAll(after: Checkpoint, options: { limit?: number; wanted?: readonly string[] } = {}, sql?: Sql): Promise<ReadPast> {
    const { wanted } = options;
    const columns = wanted
      ? EVENT_COLUMNS.replace(
          'e.data, e.metadata',
          'CASE WHEN e.event_type = ANY($4::text[]) THEN e.data END AS data, CASE WHEN e.event_type = ANY($4::text[]) THEN e.metadata END AS metadata',
        )
      : EVENT_COLUMNS;
    const { rows } = await (sql ?? this.defaultSql()).query<EventRow>(
      eventsInStoreOrder(
        columns,
        '(e.transaction_id, e.global_position) > ($1::xid8, $2::bigint) AND e.transaction_id < pg_snapshot_xmin(pg_current_snapshot())',
        '$3',
      ),
      [after.transactionId, after.globalPosition, options.limit ?? 500, ...(wanted ? [wanted] : [])],
    );
    const last = rows.at(-1);
    return {
      events: (wanted ? rows.filter((row) => wanted.includes(row.event_type)) : rows).map((row) => this.toRecorded(row)),
      last: last && { transactionId: last.transaction_id, globalPosition: last.global_position, eventId: last.event_id },
      count: rows.length,
    };
  }

  /** The position just after everything committed so far (for processors that start "from now"). */
  async headCheckpoint(sql?: Sql): Promise<Checkpoint> {
    const { rows } = await (sql ?? this.defaultSql()).query<{ transaction_id: string; global_position: string }>(
      `SELECT transaction_id::text AS transaction_id, global_position FROM event_store.events
       WHERE transaction_id < pg_snapshot_xmin(pg_current_snapshot())
       ORDER BY transaction_id DESC, global_position DESC LIMIT 1`,
    );
    return rows.length
      ? { transactionId: rows[0].transaction_id, globalPosition: String(rows[0].global_position) }
      : { transactionId: '0', globalPosition: '0' };
  }

  toRecorded(row: EventRow): RecordedEvent {
    return recordedEvent(this.types, row);
  }

  private defaultSql(): Sql {
    const dataSource = this.dataSource;
    return {
      async query<T>(text: string, params?: unknown[]) {
        const rows = (await dataSource.query(text, params)) as T[];
        return { rows, rowCount: rows.length };
      },
    };
  }
}
