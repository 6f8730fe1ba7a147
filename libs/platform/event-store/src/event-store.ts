import { Inject, Injectable, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CLOCK, type Clock, ConcurrencyError, type Decider, type DomainEvent, isoSeconds, type Stamp, type StreamKind, systemClock } from '@platform/ddd';
import { Metrics } from '@platform/metrics';
import { type Decided, DecidedStates } from './decided-states';
import { EventLog } from './event-log';
import { EventTypeRegistry } from './event-type-registry';
import { ProjectionRegistry } from './projection-registry';
import { WrongExpectedVersion } from './stream-append';
import type { RecordedEvent, StreamWrite } from './types';

import {
  type DecidedWrite,
  type Decision,
  guardWrite,
  type HandleOptions,
  type HandleResult,
  type KindCommand,
  Prepare,
  type StreamGuard,
  type Unstamped,
} from './command-path';

const DEFAULT_MAX_ATTEMPTS = 5;

/**
 * The event store as handlers use it: the log (append and read) and the one
 * command path on it: load a stream's state (from the decided-state cache and
 * the events since), decide, append at the version loaded, and on a version
 * conflict load and decide again, a bounded number of times, then answer a
 * ConcurrencyError. It stamps the command's time from the clock when asked.
 */
@Injectable()
export class EventStore extends EventLog {
  private readonly decided = new DecidedStates();
  private readonly clock: Clock;

  constructor(
    @InjectDataSource() dataSource: DataSource,
    types: EventTypeRegistry,
    projections: ProjectionRegistry,
    metrics: Metrics,
    @Optional() @Inject(CLOCK) clock?: Clock,
  ) {
    super(dataSource, types, projections, metrics);
    this.clock = clock ?? systemClock;
  }

  /** Forgets every decided state kept in memory (the store's contents were replaced): loads read the streams whole. */
  forgetDecidedStates(): void {
    this.decided.clear();
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
  ): Promise<Decided<TState>> {
    const from = this.decided.get<TState>(streamId, decider);
    const rows = (await this.dataSource.query(
      `SELECT event_type, schema_version, data, stream_position FROM event_store.events
        WHERE stream_id = $1 AND stream_position > $2 ORDER BY stream_position`,
      [streamId, from?.version ?? 0],
    )) as Array<{ event_type: string; schema_version: number; data: unknown; stream_position: string }>;
    let state = from ? from.state : decider.initialState();
    for (const row of rows) {
      state = decider.evolve(state, { type: row.event_type, data: this.types.upcast(row.event_type, row.schema_version, row.data).data } as TEvent);
    }
    const version = rows.length ? Number(rows[rows.length - 1].stream_position) : (from?.version ?? 0);
    this.decided.remember(streamId, decider, version, state);
    return { version, state };
  }

  /**
   * The state this process last saw of a stream (decided or loaded), without
   * asking the database; undefined when it has none. Another replica may have
   * appended since: use it only for what a guard on its version then checks
   * (the append fails if the stream moved, its state here is dropped, and the
   * command is tried again).
   */
  known<TState>(streamId: string, decider: object): Decided<TState> | undefined {
    return this.decided.get<TState>(streamId, decider);
  }

  /**
   * Load–decide–append for one stream. A version conflict (another request
   * appended in between) reloads and decides again, up to `maxAttempts`
   * times, then fails with a ConcurrencyError. With `stamp` the command is
   * sent without `now`: the path sets it from the clock, once, the same on
   * every attempt.
   *
   * The first attempt decides on the state this process last decided or
   * loaded of the stream, when it has one, without reading the events since:
   * the append's version check is what tells whether another replica (or an
   * append past this path) moved the stream meanwhile, and then the command
   * is decided again on the stream read. A decision that appends nothing
   * (a refusal, no change) has no such check: one made on a state or a guard
   * (`known`) not read is made again on the streams read afresh.
   */
  handle<TState, TCommand, TEvent extends DomainEvent>(
    streamId: string,
    streamType: string,
    decider: Decider<TState, TCommand, TEvent>,
    command: TCommand | Prepare<TState, TCommand>,
    options?: HandleOptions,
  ): Promise<HandleResult<TState, TEvent>>;
  handle<TState, TCommand extends { now: string }, TEvent extends DomainEvent>(
    streamId: string,
    streamType: string,
    decider: Decider<TState, TCommand, TEvent>,
    command: Unstamped<TCommand> | Prepare<TState, Unstamped<TCommand>>,
    options: HandleOptions & { stamp: Stamp },
  ): Promise<HandleResult<TState, TEvent>>;
  handle<TState, TCommand, TEvent extends DomainEvent>(
    streamId: string,
    streamType: string,
    decider: Decider<TState, TCommand, TEvent>,
    command: unknown,
    options: HandleOptions & { stamp?: Stamp } = {},
  ): Promise<HandleResult<TState, TEvent>> {
    const now = options.stamp && this.now(options.stamp);
    const stamped = (sent: unknown) => (now === undefined ? sent : { ...(sent as object), now }) as TCommand;
    const prepareNow = command instanceof Prepare ? (now ?? this.now('milliseconds')) : '';
    const attempt = async (fresh: boolean): Promise<Decision<HandleResult<TState, TEvent>>> => {
      const known = fresh ? undefined : this.decided.get<TState>(streamId, decider);
      const { version, state } = known ?? (await this.load(streamId, decider));
      let prepared: { command: unknown; guards?: StreamGuard[]; writes?: StreamWrite[] } | undefined;
      let events: TEvent[];
      try {
        prepared = command instanceof Prepare ? await command.prepare(state, prepareNow) : { command };
        events = decider.decide(stamped(prepared.command), state);
      } catch (error) {
        if (known === undefined && !prepared?.guards?.some((g) => g.known)) throw error;
        return this.afresh(prepared?.guards, attempt);
      }
      const unread = known !== undefined || (prepared.guards?.some((g) => g.known) ?? false);
      if (events.length === 0) {
        return unread ? this.afresh(prepared.guards, attempt) : { writes: [], answer: () => ({ state, events: [], version }) };
      }
      const decided = events.reduce((s, e) => decider.evolve(s, e), state);
      const { accountId, metadata } = options;
      return {
        writes: [
          { streamId, streamType, events, expectedVersion: version, accountId, metadata, decided: { decider, state: decided } },
          ...(prepared.guards ?? []).map(guardWrite),
          ...(prepared.writes ?? []),
        ],
        answer: ([own]) => ({ state: decided, events: own.events as RecordedEvent<TEvent>[], version: own.nextVersion }),
        unread,
      };
    };
    return this.decideAndAppend(attempt, options.maxAttempts, streamId);
  }

  /**
   * Load–decide–append on one stream of a kind: `handle` with the kind's type
   * and decider, the command stamped as the kind says.
   */
  decide<TState, TCommand, TEvent extends DomainEvent>(
    kind: StreamKind<TState, TCommand, TEvent, never>,
    streamId: string,
    command: KindCommand<TCommand> | Prepare<TState, KindCommand<TCommand>>,
    options: HandleOptions = {},
  ): Promise<HandleResult<TState, TEvent>> {
    const handle = this.handle.bind(this) as (...args: unknown[]) => Promise<HandleResult<TState, TEvent>>;
    return handle(streamId, kind.type, kind.decider, command, kind.stamp ? { ...options, stamp: kind.stamp } : options);
  }

  /**
   * Decides `commands` on a stream of a kind as it is now, for the append of
   * another decision (a `Prepare`'s writes): the write at the version loaded
   * (a guard when nothing is recorded), and the state it leaves. A refusal
   * throws. A command without `now` is stamped as the kind says (a `Prepare`
   * passes its own, so both streams record one time).
   */
  async decideWrite<TState, TCommand, TEvent extends DomainEvent>(
    kind: StreamKind<TState, TCommand, TEvent, never>,
    streamId: string,
    commands: KindCommand<TCommand> | readonly KindCommand<TCommand>[],
  ): Promise<{ write: DecidedWrite; state: TState }> {
    const now = kind.stamp && this.now(kind.stamp);
    const { version, state: loaded } = await this.load(streamId, kind.decider);
    let state = loaded;
    const events: TEvent[] = [];
    for (const command of (Array.isArray(commands) ? commands : [commands]) as object[]) {
      const stamped = now === undefined || 'now' in command ? command : { ...command, now };
      for (const event of kind.decider.decide(stamped as TCommand, state)) {
        events.push(event);
        state = kind.decider.evolve(state, event);
      }
    }
    return { write: { streamId, streamType: kind.type, expectedVersion: version, events, decided: { decider: kind.decider, state } }, state };
  }

  /**
   * Load–decide–append for several streams decided together (a batch): on
   * each attempt `decide` loads the streams it decides (`load`), decides, and
   * answers the writes to append in one transaction (see `DecidedWrite`) and
   * the answer. Retried on a version conflict as `handle` is; `now` is the
   * clock's time, the same on every attempt.
   */
  handleAll<T>(decide: (now: string) => Promise<Decision<T>>, options: { maxAttempts?: number; stamp?: Stamp } = {}): Promise<T> {
    const now = this.now(options.stamp ?? 'milliseconds');
    return this.decideAndAppend(() => decide(now), options.maxAttempts);
  }

  /** The attempt again, on the streams read: what this process knew of those its guards read from memory is dropped first. */
  private afresh<T>(guards: readonly StreamGuard[] | undefined, attempt: (fresh: boolean) => Promise<T>): Promise<T> {
    for (const guard of guards ?? []) if (guard.known) this.decided.forget(guard.streamId);
    return attempt(true);
  }

  /**
   * The retry loop of the command path: the only one (a ConcurrencyError
   * names `conflictOn`, else the stream that moved). The first attempt may
   * decide on what this process knows (`fresh` false), the others on the
   * streams read.
   */
  private async decideAndAppend<T>(
    attempt: (fresh: boolean) => Promise<Decision<T>>,
    maxAttempts = DEFAULT_MAX_ATTEMPTS,
    conflictOn?: string,
  ): Promise<T> {
    let spare = true;
    for (let attempts = 1; ; attempts++) {
      const { writes, answer, unread } = await attempt(attempts > 1 || !spare);
      if (writes.length === 0) return answer([]);
      try {
        const appended = await this.appendAll(writes);
        for (const [i, { streamId, decided }] of writes.entries()) {
          if (decided) this.decided.remember(streamId, decided.decider, appended[i].nextVersion, decided.state);
        }
        return answer(appended);
      } catch (error) {
        if (!(error instanceof WrongExpectedVersion)) throw error;
        // a stream the attempt did not load itself may have moved: what this process knew of it is not to be trusted again
        for (const write of writes) if (!write.decided) this.decided.forget(write.streamId);
        if (unread && spare) {
          // what this process knew was behind: no attempt spent, the next one reads
          spare = false;
          attempts--;
          continue;
        }
        if (attempts >= maxAttempts) throw new ConcurrencyError(conflictOn ?? error.streamId);
      }
    }
  }

  private now(stamp: Stamp): string {
    const now = this.clock.now();
    return stamp === 'seconds' ? isoSeconds(now) : now.toISOString();
  }
}
