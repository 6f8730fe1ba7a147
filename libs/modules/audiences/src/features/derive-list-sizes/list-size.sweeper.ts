import { Injectable } from '@nestjs/common';
import { type Environment } from '@platform/ddd';
import { Sweeper } from '@platform/event-store';
import type { ListType } from '../../projections/list-members.projection';
import { ListSizes } from './list-sizes';

const SWEEP = 'list-sizes';

/**
 * Memberships start and expire with time, not with events: every
 * AUDIENCE_SIZE_SWEEP_MS this counts again each list with a membership that
 * started or expired since the last sweep (recorded in `size_sweeps`, so a
 * restart misses nothing). Replicas may sweep at once: a count that changes
 * nothing appends nothing.
 */
@Injectable()
export class ListSizeSweeper extends Sweeper {
  constructor(private readonly sizes: ListSizes) {
    super();
  }

  protected intervalMs(): number {
    return this.settings.AUDIENCE_SIZE_SWEEP_MS;
  }

  /** Counts again every list whose memberships started or expired since the last sweep. */
  async sweep(): Promise<void> {
    const now = this.clock.now();
    const [mark] = (await this.db.query(`SELECT swept_to FROM audiences.size_sweeps WHERE name = $1`, [SWEEP])) as Array<{ swept_to: Date }>;
    const since = mark?.swept_to ?? new Date(0);
    const due = (await this.db.query(
      `SELECT DISTINCT environment, list_type, list_id FROM audiences.list_members
        WHERE (expires_at > $1 AND expires_at <= $2) OR (effective_at > $1 AND effective_at <= $2)`,
      [since, now],
    )) as Array<{ environment: Environment; list_type: ListType; list_id: string }>;
    await this.stepThrough(
      due,
      (list) => [list.environment, list.list_id],
      (list) => this.sizes.record(list.environment, list.list_type, list.list_id),
    );
    await this.db.query(
      `INSERT INTO audiences.size_sweeps (name, swept_to) VALUES ($1, $2)
       ON CONFLICT (name) DO UPDATE SET swept_to = greatest(audiences.size_sweeps.swept_to, excluded.swept_to)`,
      [SWEEP, now],
    );
  }
}
