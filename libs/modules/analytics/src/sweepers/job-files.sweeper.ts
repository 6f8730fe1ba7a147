import { Injectable } from '@nestjs/common';
import { Sweeper } from '@platform/event-store';
import { JOB_FILES } from '../projections/stats-jobs.projection';

/** Deletes the stats jobs' files once expired (a download after that is not found). */
@Injectable()
export class JobFilesSweeper extends Sweeper {
  protected intervalMs(): number {
    return this.settings.JOB_FILES_SWEEP_MS;
  }

  async sweep(): Promise<void> {
    await this.db.query(`DELETE FROM ${JOB_FILES} WHERE expires_at <= $1`, [this.clock.now()]);
  }
}
