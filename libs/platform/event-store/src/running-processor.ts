import { Logger } from '@nestjs/common';
import { DataSource, QueryRunner } from 'typeorm';
import { requestContext } from '@platform/ddd';
import type { EventLog } from './event-log';
import { type Sql, sqlOf } from './sql';
import type { Checkpoint, RecordedEvent } from './types';

/**
 * A side effect fed by committed events: webhook deliveries, the activity
 * stream. `handle` runs in a transaction that also moves the checkpoint, so
 * whatever it writes through `sql` happens exactly once; effects outside the
 * database (HTTP calls) happen at least once.
 */
export interface Processor {
  readonly name: string;
  /** Event types it wants; all when absent. */
  readonly handles?: readonly string[];
  /** Where a processor with no checkpoint starts: the first event ever, or now. */
  readonly startFrom?: 'beginning' | 'now';
  readonly batchSize?: number;
  /**
   * How long to let appends gather after one wakes it, before reading (ms; 0
   * by default): a processor whose effects may lag a little handles a busy
   * store's events in fewer, larger batches.
   */
  readonly gatherMs?: number;
  /**
   * The read model it keeps, when it keeps one: its tables, rebuilt with the
   * inline projections' (cleared, every event it handles up to its checkpoint
   * replayed through `handle`; the checkpoint is left as it is). Its `handle` then locks a
   * table of its own first (so a batch waits for a rebuild, then reads what
   * the rebuild wrote) and skips the events its rows already hold.
   */
  readonly tables?: readonly string[];
  handle(events: RecordedEvent[], sql: Sql): Promise<void>;
}

export interface ProcessorRunnerOptions {
  /** Poll interval while idle, in ms (an append in this process wakes it at once). */
  idleIntervalMs?: number;
  /** Interval between attempts to take the processor's lock while another replica holds it. */
  lockRetryMs?: number;
  /** Back-off after a failed batch. */
  errorBackoffMs?: number;
}

/** First wait before reading again when a committed event is held back by an older open transaction. */
const HELD_BACK_FIRST_WAIT_MS = 10;

/** Whether `a` comes after `b` in the processors' (transaction id, global position) order. */
function isAfter(a: Checkpoint, b: Checkpoint): boolean {
  const ta = BigInt(a.transactionId);
  const tb = BigInt(b.transactionId);
  return ta !== tb ? ta > tb : BigInt(a.globalPosition) > BigInt(b.globalPosition);
}

const sameTypes = (a: readonly string[], b: readonly string[]) => a === b || (a.length === b.length && a.every((type, i) => type === b[i]));

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const aborted = () => {
      clearTimeout(timer);
      resolve();
    };
    // the listener goes with the timer: a loop that sleeps often must not pile them up on the signal
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', aborted);
      resolve();
    }, ms);
    signal.addEventListener('abort', aborted, { once: true });
  });

/**
 * Runs one processor: holds a session advisory lock named after it so that only
 * one replica runs it at a time, reads committed events after its checkpoint
 * in (transaction_id, global_position) order, and moves the checkpoint in the
 * same transaction as the batch.
 */
export class RunningProcessor {
  private readonly logger: Logger;
  private readonly abort = new AbortController();
  private wake?: () => void;
  /** An append was announced while a batch was in hand: read again before sleeping. */
  private woken = false;
  /** The furthest event this process committed, as far as appends announced it. */
  private appended?: Checkpoint;
  private loop?: Promise<void>;
  private lockHeld = false;
  /** When this replica last read the store for the processor (ms since the epoch); 0 while it does not run it here. */
  private lastRunAt = 0;
  /** The types it handles as it last read them (a processor's may grow while it runs); undefined: every type, or not read yet. */
  private handled?: { types: readonly string[]; set: ReadonlySet<string> };
  /** Resolves whenever a batch has been committed (used by tests and shutdown). */
  private caughtUpWaiters: Array<() => void> = [];

  constructor(
    private readonly processor: Processor,
    private readonly dataSource: DataSource,
    private readonly store: EventLog,
    private readonly options: Required<ProcessorRunnerOptions>,
  ) {
    this.logger = new Logger(`Processor ${processor.name}`);
  }

  get name(): string {
    return this.processor.name;
  }

  get isActive(): boolean {
    return this.lockHeld;
  }

  /** When this replica last read the store for it (ms since the epoch), 0 if it never did. */
  get lastRun(): number {
    return this.lastRunAt;
  }

  start(): void {
    this.loop ??= this.run();
  }

  /**
   * Whether an append of these event types is one to wake it for: one of
   * them is of its types. The others it reads past at its next read, woken
   * by one of its own or at its idle poll; appending them costs it nothing.
   */
  wants(types: ReadonlySet<string>): boolean {
    const handled = this.handled?.set;
    if (!handled) return true;
    for (const type of types) if (handled.has(type)) return true;
    return false;
  }

  notify(appended?: Checkpoint): void {
    if (appended && (!this.appended || isAfter(appended, this.appended))) this.appended = appended;
    if (this.wake) this.wake();
    else this.woken = true;
  }

  /** Resolves once the processor has nothing left to read (tests). */
  whenIdle(): Promise<void> {
    return new Promise((resolve) => {
      this.caughtUpWaiters.push(resolve);
      this.notify();
    });
  }

  async stop(): Promise<void> {
    this.abort.abort();
    this.notify();
    await this.loop;
  }

  private async run(): Promise<void> {
    const signal = this.abort.signal;
    while (!signal.aborted) {
      let runner: QueryRunner | undefined;
      try {
        runner = this.dataSource.createQueryRunner();
        await runner.connect();
        const sql = sqlOf(runner);
        const { rows } = await sql.query<{ locked: boolean }>(
          'SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS locked',
          [`aviary.processor:${this.processor.name}`],
        );
        if (!rows[0].locked) {
          await runner.release();
          runner = undefined;
          await sleep(this.options.lockRetryMs, signal);
          continue;
        }
        this.lockHeld = true;
        await this.processWhileLocked(runner, sql, signal);
      } catch (error) {
        if (!signal.aborted) {
          this.logger.error({ err: error }, 'processor failed; retrying');
          await sleep(this.options.errorBackoffMs, signal);
        }
      } finally {
        this.lockHeld = false;
        if (runner && !runner.isReleased) {
          // Releasing the connection to the pool does not end the session, so unlock explicitly.
          await runner
            .query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [`aviary.processor:${this.processor.name}`])
            .catch(() => undefined);
          await runner.release().catch(() => undefined);
        }
      }
    }
    this.flushIdleWaiters();
  }

  private async processWhileLocked(runner: QueryRunner, sql: Sql, signal: AbortSignal): Promise<void> {
    let checkpoint = await this.loadCheckpoint(sql);
    const batchSize = this.processor.batchSize ?? 200;
    let heldBackWait = HELD_BACK_FIRST_WAIT_MS / 2;
    // read past without anything to handle, not saved yet (saved within a second, and before idling)
    let unsaved: Checkpoint | undefined;
    let savedAt = Date.now();
    while (!signal.aborted) {
      // Read past every event, so the checkpoint moves past events of other types too; only the wanted ones come with their data.
      const handles = this.processor.handles;
      if (handles && (!this.handled || !sameTypes(this.handled.types, handles))) this.handled = { types: handles, set: new Set(handles) };
      const read = await this.store.readAll(checkpoint, { limit: batchSize, wanted: handles }, sql);
      this.lastRunAt = Date.now();
      if (read.last && read.events.length === 0) {
        // nothing of its types: the checkpoint moves on, written at most once a second while the
        // store is busy (reading these again after a restart would handle nothing)
        checkpoint = { transactionId: read.last.transactionId, globalPosition: read.last.globalPosition };
        unsaved = checkpoint;
        if (Date.now() - savedAt >= 1000) {
          await this.saveCheckpoint(sql, unsaved);
          [unsaved, savedAt] = [undefined, Date.now()];
        }
        if (read.count === batchSize) continue;
      } else if (read.last) {
        const { events, last } = read;
        const next: Checkpoint = { transactionId: last.transactionId, globalPosition: last.globalPosition };
        await runner.startTransaction();
        try {
          await requestContext.run(
            { requestId: `processor:${this.processor.name}`, correlationId: last.eventId, environment: 'production' },
            () => this.processor.handle(events, sql),
          );
          await this.saveCheckpoint(sql, next);
          await runner.commitTransaction();
        } catch (error) {
          await runner.rollbackTransaction().catch(() => undefined);
          throw error;
        }
        checkpoint = next;
        [unsaved, savedAt] = [undefined, Date.now()];
        if (read.count === batchSize) continue;
      }
      if (this.woken) {
        // events committed while the last batch was handled: read them now, not at the next poll
        this.woken = false;
        continue;
      }
      // An event this process committed is not readable yet: an older transaction (in any database
      // of the server) is still open. Look again soon, backing off, rather than at the next poll.
      const heldBack = this.appended !== undefined && isAfter(this.appended, checkpoint);
      heldBackWait = heldBack ? Math.min(heldBackWait * 2, this.options.idleIntervalMs) : HELD_BACK_FIRST_WAIT_MS / 2;
      if (unsaved) {
        await this.saveCheckpoint(sql, unsaved);
        [unsaved, savedAt] = [undefined, Date.now()];
      }
      // idle as far as anything readable goes
      this.flushIdleWaiters();
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, heldBack ? heldBackWait : this.options.idleIntervalMs);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = undefined;
      this.woken = false;
      if (this.processor.gatherMs) await sleep(this.processor.gatherMs, signal);
    }
  }

  private flushIdleWaiters(): void {
    const waiters = this.caughtUpWaiters;
    this.caughtUpWaiters = [];
    for (const resolve of waiters) resolve();
  }

  private async loadCheckpoint(sql: Sql): Promise<Checkpoint> {
    const { rows } = await sql.query<{ transaction_id: string; global_position: string }>(
      'SELECT transaction_id::text AS transaction_id, global_position FROM event_store.checkpoints WHERE processor = $1',
      [this.processor.name],
    );
    if (rows.length) return { transactionId: rows[0].transaction_id, globalPosition: String(rows[0].global_position) };
    const start =
      this.processor.startFrom === 'now'
        ? await this.store.headCheckpoint(sql)
        : { transactionId: '0', globalPosition: '0' };
    await this.saveCheckpoint(sql, start);
    return start;
  }

  private async saveCheckpoint(sql: Sql, checkpoint: Checkpoint): Promise<void> {
    await sql.query(
      `INSERT INTO event_store.checkpoints (processor, transaction_id, global_position) VALUES ($1, $2::xid8, $3)
       ON CONFLICT (processor) DO UPDATE SET transaction_id = EXCLUDED.transaction_id,
         global_position = EXCLUDED.global_position, updated_at = now()`,
      [this.processor.name, checkpoint.transactionId, checkpoint.globalPosition],
    );
  }
}
