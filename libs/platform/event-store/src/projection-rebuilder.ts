import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EVENT_COLUMNS, type EventRow, eventsInStoreOrder } from './event-rows';
import { EventStore } from './event-store';
import { type InlineProjection, ProjectionRegistry } from './projection-registry';
import { ProcessorRunner } from './processor-runner';
import type { Processor } from './running-processor';
import { inTransaction, type Sql } from './sql';
import type { Checkpoint, RecordedEvent } from './types';

export interface RebuildOptions {
  /** Roll back instead of committing (to compare a rebuild with the live rows). */
  dryRun?: boolean;
  /** Runs before the rows are cleared and after the replay, inside the same transaction. */
  inspect?: (sql: Sql) => Promise<unknown>;
  /** Runs inside this transaction (whose caller holds the locks it needs) instead of one of its own; not with `dryRun`. */
  within?: Sql;
}

export interface RebuildResult {
  eventsApplied: number;
  /** The tables cleared and filled again. */
  tables: string[];
  before?: unknown;
  after?: unknown;
}

/**
 * Rebuilds inline projections from the events: locks their tables against
 * writers, clears them, applies every event they handle in store order. A
 * rebuild of them all rebuilds the processors' read models too: each
 * processor's `handle` is given every event it handles up to its checkpoint,
 * in the same order.
 */
@Injectable()
export class ProjectionRebuilder {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly projections: ProjectionRegistry,
    private readonly store: EventStore,
    private readonly processors: ProcessorRunner,
  ) {}

  /** Rebuilds one inline projection. */
  rebuild(name: string, options: RebuildOptions = {}): Promise<RebuildResult> {
    return this.replay([this.projections.get(name)], options);
  }

  /**
   * Rebuilds every inline projection at once (`npm run rebuild`): each event
   * is applied to every projection that handles it, in store order, as the
   * appends applied them.
   */
  rebuildAll(options: RebuildOptions = {}): Promise<RebuildResult> {
    return this.replay(this.projections.all(), options, this.processors.readModels());
  }

  private async replay(projections: InlineProjection[], options: RebuildOptions, processors: Processor[] = []): Promise<RebuildResult> {
    const tables = [...new Set([...projections, ...processors].flatMap((p) => p.tables ?? []))];
    const types = [...new Set(projections.flatMap((p) => p.handles))];
    const result: RebuildResult = { eventsApplied: 0, tables };
    if (tables.length === 0) return result;
    const rollback = new Error('dry run');
    const work = async (sql: Sql) => {
      // Writers wait until the rebuild ends; the snapshot (repeatable read) is taken after the lock.
      await sql.query(`LOCK TABLE ${tables.join(', ')} IN EXCLUSIVE MODE`);
      if (options.inspect) result.before = await options.inspect(sql);
      for (const table of tables) await sql.query(`DELETE FROM ${table}`);
      result.eventsApplied += await this.replayEvents(sql, types, async (events) => {
        for (const event of events) {
          for (const projection of projections) if (projection.handles.includes(event.type)) await projection.apply(event, sql);
        }
      });
      // a processor's rows are given back up to its checkpoint, read in this snapshot: what it had handled, no more; the
      // checkpoint stays where it is, and the running processor (here or on another replica) goes on from it
      for (const processor of processors) {
        const upTo = await this.checkpointOf(sql, processor.name);
        if (upTo) result.eventsApplied += await this.replayEvents(sql, processor.handles, (events) => processor.handle(events, sql), upTo);
      }
      if (options.inspect) result.after = await options.inspect(sql);
      if (options.dryRun) throw rollback;
    };
    if (options.within) {
      await work(options.within);
      return result;
    }
    try {
      await inTransaction(this.dataSource, work, 'REPEATABLE READ');
    } catch (error) {
      if (error !== rollback) throw error;
    }
    return result;
  }

  /** Where a processor stands in the rebuild's snapshot; undefined when it never ran. */
  private async checkpointOf(sql: Sql, processor: string): Promise<Checkpoint | undefined> {
    const { rows } = await sql.query<{ transaction_id: string; global_position: string }>(
      'SELECT transaction_id::text AS transaction_id, global_position::text AS global_position FROM event_store.checkpoints WHERE processor = $1',
      [processor],
    );
    return rows.length ? { transactionId: rows[0].transaction_id, globalPosition: rows[0].global_position } : undefined;
  }

  /**
   * Every event of the given types (all when absent) the rebuild sees, up to `upTo` when given, in store order, in
   * batches; answers how many.
   */
  private async replayEvents(
    sql: Sql,
    types: readonly string[] | undefined,
    apply: (events: RecordedEvent[]) => Promise<void>,
    upTo?: Checkpoint,
  ): Promise<number> {
    let applied = 0;
    let after: Checkpoint = { transactionId: '0', globalPosition: '0' };
    for (;;) {
      const events = await this.readBatch(sql, after, types, upTo);
      if (events.length === 0) return applied;
      await apply(events);
      applied += events.length;
      const last = events[events.length - 1];
      after = { transactionId: last.transactionId, globalPosition: last.globalPosition };
    }
  }

  /** Every event of the given types (all when absent) visible to the rebuild's snapshot, up to `upTo` when given, in store order. */
  private async readBatch(sql: Sql, after: Checkpoint, types: readonly string[] | undefined, upTo: Checkpoint | undefined) {
    const { rows } = await sql.query<EventRow>(
      eventsInStoreOrder(
        EVENT_COLUMNS,
        `(e.transaction_id, e.global_position) > ($1::xid8, $2::bigint) AND ($3::text[] IS NULL OR e.event_type = ANY($3::text[]))
         AND ($4::xid8 IS NULL OR (e.transaction_id, e.global_position) <= ($4::xid8, $5::bigint))`,
        '1000',
      ),
      [after.transactionId, after.globalPosition, types ?? null, upTo?.transactionId ?? null, upTo?.globalPosition ?? null],
    );
    return rows.map((row) => this.store.toRecorded(row));
  }
}
