import { randomBytes } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { numericId } from '@platform/ddd';
import { EventStore, Prepare } from '@platform/event-store';
import { ACCOUNT_STATS_JOBS, JOB_LIMIT, STATS_JOB, type StatsJob, type StatsJobState } from '../../domain/stats-job';
import { CreateStatsJobCommand } from './create-stats-job.command';

/**
 * Creates a job QUEUED: the job's stream and its claim on one of the account's
 * places, in one append (the claim refused when the account's places are all
 * taken). Answers the job and the account's unfinished jobs after it.
 */
@CommandHandler(CreateStatsJobCommand)
export class CreateStatsJobHandler implements ICommandHandler<CreateStatsJobCommand> {
  constructor(private readonly store: EventStore) {}

  async execute({ environment, accountId, request }: CreateStatsJobCommand): Promise<{ job: StatsJob; unfinished: number }> {
    const jobId = numericId();
    const token = randomBytes(16).toString('hex');
    let unfinished = 0;
    const create = new Prepare(async (_state: StatsJobState, now: string) => {
      const claim = await this.store.decideWrite(ACCOUNT_STATS_JOBS, ACCOUNT_STATS_JOBS.streamId(environment, accountId), {
        type: 'ClaimStatsJob',
        accountId,
        jobId,
        limit: JOB_LIMIT,
        now,
      });
      unfinished = claim.state.unfinished.size;
      return { command: { type: 'CreateStatsJob' as const, jobId, token, request }, writes: [claim.write] };
    });
    const { state } = await this.store.decide(STATS_JOB, STATS_JOB.streamId(environment, jobId), create, { accountId });
    return { job: state.job!, unfinished };
  }
}
