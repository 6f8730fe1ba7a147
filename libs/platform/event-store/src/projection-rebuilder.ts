import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EVENT_COLUMNS, type EventRow, EventStore } from './event-store';
import { ProjectionRegistry } from './projection-registry';
import { inTransaction, type Sql } from './sql';
import type { Checkpoint } from './types';

export interface RebuildOptions {
  /** Roll back instead of committing (to compare a rebuild with the live rows). */
  dryRun?: boolean;
  /** Runs before the rows are cleared and after the replay, inside the same transaction. */
  inspect?: (sql: Sql) => Promise<unknown>;
}

export interface RebuildResult {
  eventsApplied: number;
  before?: unknown;
  after?: unknown;
}

/**
 * Rebuilds an inline projection from the events: locks its tables against
 * writers, clears them, applies every event it handles in store order.
 */
@Injectable()
export class ProjectionRebuilder {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly projections: ProjectionRegistry,
    private readonly store: EventStore,
  ) {}

  async rebuild(name: string, options: RebuildOptions = {}): Promise<RebuildResult> {
    const projection = this.projections.get(name);
    const result: RebuildResult = { eventsApplied: 0 };
    const rollback = new Error('dry run');
    try {
      await inTransaction(this.dataSource, async (sql) => {
        // Writers wait until the rebuild ends; the snapshot (repeatable read) is taken after the lock.
        await sql.query(`LOCK TABLE ${projection.tables.join(', ')} IN EXCLUSIVE MODE`);
        if (options.inspect) result.before = await options.inspect(sql);
        for (const table of projection.tables) await sql.query(`DELETE FROM ${table}`);
        let after: Checkpoint = { transactionId: '0', globalPosition: '0' };
        for (;;) {
          const events = await this.readBatch(sql, after, projection.handles);
          if (events.length === 0) break;
          for (const event of events) await projection.apply(event, sql);
          result.eventsApplied += events.length;
          const last = events[events.length - 1];
          after = { transactionId: last.transactionId, globalPosition: last.globalPosition };
        }
        if (options.inspect) result.after = await options.inspect(sql);
        if (options.dryRun) throw rollback;
      }, 'REPEATABLE READ');
    } catch (error) {
      if (error !== rollback) throw error;
    }
    return result;
  }

  /** Every event of the given types visible to the rebuild's snapshot, in store order. */
  private async readBatch(sql: Sql, after: Checkpoint, types: readonly string[]) {
    const { rows } = await sql.query<EventRow>(
      `SELECT ${EVENT_COLUMNS}
       FROM event_store.events e JOIN event_store.streams s USING (stream_id)
       WHERE (e.transaction_id, e.global_position) > ($1::xid8, $2::bigint) AND e.event_type = ANY($3::text[])
       ORDER BY e.transaction_id, e.global_position LIMIT 1000`,
      [after.transactionId, after.globalPosition, types],
    );
    return rows.map((row) => this.store.toRecorded(row));
  }
}
