import { Controller, Delete, Param, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AccountScoped } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsResponse, adsPaths } from '@platform/http';
import type { StatsJob } from '../../domain/stats-job';
import { jobView } from '../../projections/stats-jobs.projection';
import { jobAnswer, setJobLimitHeaders } from '../shared/stats-job-answers';
import { CancelStatsJobCommand } from './cancel-stats-job.command';

/** DELETE /12/stats/jobs/accounts/:account_id/:job_id: cancels a job not finished yet (CANCELLED, its place freed). */
@ApiTags('ads: analytics')
@Controller(adsPaths('stats/jobs/accounts/:account_id/:job_id'))
export class CancelStatsJobController {
  constructor(private readonly commands: CommandBus) {}

  @Delete()
  @AccountScoped()
  async cancel(@Param('account_id') accountId: string, @Param('job_id') jobId: string, @Res({ passthrough: true }) res: Response): Promise<AdsResponse> {
    const { job, unfinished } = (await this.commands.execute(new CancelStatsJobCommand(requestContext.environment(), accountId, jobId))) as { job: StatsJob; unfinished: number };
    setJobLimitHeaders(res, unfinished);
    return AdsResponse.of(jobAnswer(jobView(job)));
  }
}
