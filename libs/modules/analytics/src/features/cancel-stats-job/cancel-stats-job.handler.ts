import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { notFound } from '@platform/ddd';
import { EventStore, Prepare } from '@platform/event-store';
import { ACCOUNT_STATS_JOBS, isJobId, isUnfinished, STATS_JOB, type StatsJob, type StatsJobState } from '../../domain/stats-job';
import { CancelStatsJobCommand } from './cancel-stats-job.command';

/**
 * Cancels an unfinished job and releases its place in the same append; a
 * finished job is answered as it is. Another account's job is not found.
 */
@CommandHandler(CancelStatsJobCommand)
export class CancelStatsJobHandler implements ICommandHandler<CancelStatsJobCommand> {
  constructor(private readonly store: EventStore) {}

  async execute({ environment, accountId, jobId }: CancelStatsJobCommand): Promise<{ job: StatsJob; unfinished: number }> {
    const missing = () => notFound(`Stats job ${jobId} was not found`, 'job_id');
    if (!isJobId(jobId)) throw missing();
    let unfinished: number | undefined;
    const cancel = new Prepare(async (state: StatsJobState, now: string) => {
      if (!state.job || state.job.accountId !== accountId) throw missing();
      unfinished = undefined;
      if (!isUnfinished(state.job.status)) return { command: { type: 'CancelStatsJob' as const } };
      const release = await this.store.decideWrite(ACCOUNT_STATS_JOBS, ACCOUNT_STATS_JOBS.streamId(environment, accountId), { type: 'ReleaseStatsJob', accountId, jobId, now });
      unfinished = release.state.unfinished.size;
      return { command: { type: 'CancelStatsJob' as const }, writes: [release.write] };
    });
    const { state } = await this.store.decide(STATS_JOB, STATS_JOB.streamId(environment, jobId), cancel, { accountId });
    if (unfinished === undefined) {
      const { state: claims } = await this.store.load(ACCOUNT_STATS_JOBS.streamId(environment, accountId), ACCOUNT_STATS_JOBS.decider);
      unfinished = claims.unfinished.size;
    }
    return { job: state.job!, unfinished };
  }
}
