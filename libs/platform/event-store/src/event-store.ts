import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  ConcurrencyError,
  type Decider,
  type DomainEvent,
  requestContext,
} from '@platform/ddd';
import { Metrics } from '@platform/metrics';
import { EventTypeRegistry } from './event-type-registry';
import { ProjectionRegistry } from './projection-registry';
import { inTransaction, type Sql } from './sql';
import type {
  AppendResult,
  Checkpoint,
  EventMetadata,
  RecordedEvent,
  StreamWrite,
} from './types';

/** Thrown inside an append when the stream is not at the expected version. */
export class WrongExpectedVersion extends Error {
  constructor(readonly streamId: string, readonly expected: number | 'any') {
    super(`Stream ${streamId} is not at version ${expected}`);
    this.name = 'WrongExpectedVersion';
  }
}

export interface ReadStreamResult {
  version: number;
  events: RecordedEvent[];
}

export interface HandleOptions {
  accountId?: string | null;
  metadata?: Partial<EventMetadata>;
  /** How many times load–decide–append is tried before answering a conflict. */
  maxAttempts?: number;
}

export interface HandleResult<TState, TEvent extends DomainEvent> {
  state: TState;
  events: RecordedEvent<TEvent>[];
  version: number;
}

/**
 * Told after each commit where the last event appended sits in the processors'
 * order (wakes the in-process processors at once).
 */
export type AppendListener = (appended: Checkpoint) => void;

const DEFAULT_MAX_ATTEMPTS = 5;
/** Decided stream states kept in memory (least recently used dropped first). */
const DECIDED_STATES_KEPT = 10_000;

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
 * EVENT_COLUMNS for the rows of one stream (`$1`): its type looked up once
 * instead of joining the streams table to every row, so reading a stream costs
 * about what the bare (stream_id, stream_position) index read costs.
 */
const ONE_STREAM_EVENT_COLUMNS = EVENT_COLUMNS.replace(
  's.stream_type',
  '(SELECT stream_type FROM event_store.streams WHERE stream_id = $1) AS stream_type',
);

/** What a reader of some types read: their events, and the last event read of any type (how many were read). */
export interface ReadPast {
  events: RecordedEvent[];
  last?: Checkpoint & { eventId: string };
  count: number;
}

/** A stream the decision read besides its own, at the version it read: the append checks it has not moved. */
export interface StreamGuard {
  streamId: string;
  expectedVersion: number;
}

/**
 * A command that needs more than its own stream's state: `prepare` runs on each
 * attempt with the state just loaded, reads what else the decision needs (say,
 * a parent entity's stream) and answers the command with guards on what it
 * read, so a concurrent change of those streams makes the attempt retry; and
 * any writes to other streams that must commit with the decision (each at the
 * version it read, retried alike).
 */
export class Prepare<TState, TCommand> {
  constructor(
    readonly prepare: (state: TState) => Promise<{ command: TCommand; guards?: StreamGuard[]; writes?: StreamWrite[] }>,
  ) {}
}

/**
 * The PostgreSQL event store: streams with optimistic versions, events in one
 * table ordered by (transaction_id, global_position), inline projections run
 * in the append transaction.
 */
@Injectable()
export class EventStore {
  private readonly listeners = new Set<AppendListener>();
  /** Per stream, the state a decider folded and the version it is at (see `load`). */
  private readonly decided = new Map<string, { decider: object; version: number; state: unknown }>();
  private readonly appends;
  private readonly appendedEvents;
  private readonly conflicts;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly types: EventTypeRegistry,
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
   * only those recorded before `recordedBefore`. Served by the stream's
   * (stream_id, stream_position) index.
   */
  async readStreamWhere(
    streamId: string,
    filter: { accountId?: string; recordedBefore?: Date },
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
    const { rows } = await (sql ?? this.defaultSql()).query<EventRow>(
      `SELECT ${ONE_STREAM_EVENT_COLUMNS} FROM event_store.events e WHERE ${where} ORDER BY e.stream_position`,
      params,
    );
    return rows.map((row) => this.toRecorded(row));
  }

  /**
   * A stream's state as `decider` folds it, and its version: what a decision
   * starts from. The states of recently decided streams are kept in memory
   * (per decider, bounded), so a load reads only the events appended since
   * (by any replica); events never change, so the fold is the same.
   */
  async load<TState, TEvent extends DomainEvent>(
    streamId: string,
    decider: Pick<Decider<TState, unknown, TEvent>, 'initialState' | 'evolve'>,
  ): Promise<{ version: number; state: TState }> {
    const cached = this.decided.get(streamId);
    const from = cached?.decider === decider ? cached : undefined;
    const rows = (await this.dataSource.query(
      `SELECT event_type, schema_version, data, stream_position FROM event_store.events
        WHERE stream_id = $1 AND stream_position > $2 ORDER BY stream_position`,
      [streamId, from?.version ?? 0],
    )) as Array<{ event_type: string; schema_version: number; data: unknown; stream_position: string }>;
    let state = (from ? from.state : decider.initialState()) as TState;
    for (const row of rows) {
      state = decider.evolve(state, { type: row.event_type, data: this.types.upcast(row.event_type, row.schema_version, row.data).data } as TEvent);
    }
    const version = rows.length ? Number(rows[rows.length - 1].stream_position) : (from?.version ?? 0);
    this.remember(streamId, decider, version, state);
    return { version, state };
  }

  /**
   * The state this process last saw of a stream (decided or loaded), without
   * asking the database; undefined when it has none. Another replica may have
   * appended since: use it only for what a guard on its version then checks
   * (the append fails if the stream moved, and the command is tried again).
   */
  known<TState>(streamId: string, decider: object): { version: number; state: TState } | undefined {
    const cached = this.decided.get(streamId);
    return cached?.decider === decider ? { version: cached.version, state: cached.state as TState } : undefined;
  }

  private remember(streamId: string, decider: object, version: number, state: unknown): void {
    this.decided.delete(streamId);
    this.decided.set(streamId, { decider, version, state });
    if (this.decided.size > DECIDED_STATES_KEPT) this.decided.delete(this.decided.keys().next().value!);
  }

  /** Current version of a stream, 0 when it does not exist. */
  async streamVersion(streamId: string, sql?: Sql): Promise<number> {
    const { rows } = await (sql ?? this.defaultSql()).query<{ version: string }>(
      'SELECT version FROM event_store.streams WHERE stream_id = $1',
      [streamId],
    );
    return rows.length ? Number(rows[0].version) : 0;
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
    if (sql) return this.appendWithin(sql, writes);
    let results: AppendResult[];
    try {
      results = await inTransaction(this.dataSource, (tx) => this.appendWithin(tx, writes));
    } catch (error) {
      if (error instanceof WrongExpectedVersion) this.conflicts.inc();
      throw error;
    }
    this.appends.inc();
    for (const write of writes) {
      if (write.events.length > 0) this.appendedEvents.inc({ stream_type: write.streamType }, write.events.length);
    }
    const last = results.flatMap((r) => r.events).at(-1);
    if (last) {
      const appended = { transactionId: last.transactionId, globalPosition: last.globalPosition };
      for (const listener of this.listeners) listener(appended);
    }
    return results;
  }

  /**
   * Load–decide–append for one stream. A version conflict (another request
   * appended in between) reloads and decides again, up to `maxAttempts`
   * times, then fails with a ConcurrencyError.
   */
  async handle<TState, TCommand, TEvent extends DomainEvent>(
    streamId: string,
    streamType: string,
    decider: Decider<TState, TCommand, TEvent>,
    command: TCommand | Prepare<TState, TCommand>,
    options: HandleOptions = {},
  ): Promise<HandleResult<TState, TEvent>> {
    const attempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    for (let attempt = 1; ; attempt++) {
      const { version, state } = await this.load(streamId, decider);
      const prepared = command instanceof Prepare ? await command.prepare(state) : { command, guards: [], writes: [] };
      const newEvents = decider.decide(prepared.command, state);
      if (newEvents.length === 0) return { state, events: [], version };
      try {
        const [result] = await this.appendAll([
          {
            streamId,
            streamType,
            events: newEvents,
            expectedVersion: version,
            accountId: options.accountId,
            metadata: options.metadata,
          },
          ...(prepared.guards ?? []).map((guard) => ({ ...guard, streamType: '', events: [] })),
          ...(prepared.writes ?? []),
        ]);
        const decided = newEvents.reduce((s, e) => decider.evolve(s, e), state);
        this.remember(streamId, decider, result.nextVersion, decided);
        return { state: decided, events: result.events as RecordedEvent<TEvent>[], version: result.nextVersion };
      } catch (error) {
        // a guarded stream may have moved: what this process knew of it is not to be trusted again
        if (error instanceof WrongExpectedVersion) for (const guard of prepared.guards ?? []) this.decided.delete(guard.streamId);
        if (error instanceof WrongExpectedVersion && attempt < attempts) continue;
        if (error instanceof WrongExpectedVersion) throw new ConcurrencyError(streamId);
        throw error;
      }
    }
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
      `SELECT ${columns} FROM event_store.events e JOIN event_store.streams s USING (stream_id)
       WHERE (e.transaction_id, e.global_position) > ($1::xid8, $2::bigint)
         AND e.transaction_id < pg_snapshot_xmin(pg_current_snapshot())
       ORDER BY e.transaction_id, e.global_position
       LIMIT $3`,
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

  private async appendWithin(sql: Sql, writes: readonly StreamWrite[]): Promise<AppendResult[]> {
    const context = requestContext.current();
    const results: AppendResult[] = [];
    for (const write of writes) {
      if (write.events.length === 0) {
        results.push({ streamId: write.streamId, nextVersion: await this.guardStream(sql, write), events: [] });
        continue;
      }
      const count = write.events.length;
      const accountId = write.accountId ?? context?.accountId ?? null;
      const nextVersion = await this.advanceStream(sql, write, count, accountId);
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
          this.types.schemaVersionOf(event.type),
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
      const events = rows.map((row) => this.toRecorded({ ...row, stream_type: write.streamType }));
      for (const event of events) {
        for (const projection of this.projections.forType(event.type)) {
          await projection.apply(event, sql);
        }
      }
      results.push({ streamId: write.streamId, nextVersion, events });
    }
    return results;
  }

  /**
   * A write without events: with an expected version, a guard on another
   * stream the decision read (its row is share-locked until commit, so it
   * cannot move under the decision; a moved one throws WrongExpectedVersion).
   */
  private async guardStream(sql: Sql, write: StreamWrite): Promise<number> {
    if (write.expectedVersion === 'any') return this.streamVersion(write.streamId, sql);
    const { rows } = await sql.query<{ version: string }>(
      'SELECT version FROM event_store.streams WHERE stream_id = $1 FOR SHARE',
      [write.streamId],
    );
    const version = rows.length ? Number(rows[0].version) : 0;
    if (version !== write.expectedVersion) throw new WrongExpectedVersion(write.streamId, write.expectedVersion);
    return version;
  }

  /** Moves the stream's version forward by `count`, or throws WrongExpectedVersion. */
  private async advanceStream(sql: Sql, write: StreamWrite, count: number, accountId: string | null): Promise<number> {
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

  toRecorded(row: EventRow): RecordedEvent {
    const { data, schemaVersion } = this.types.upcast(row.event_type, row.schema_version, row.data);
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
