import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { AccountScoped } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { EventStore } from '@platform/event-store';
import { AdsParams, AdsResponse, adsPaths, decodeCursor, pageOf } from '@platform/http';
import { isJobId, type StatsJob } from '../../domain/stats-job';
import { jobView, STATS_JOBS } from '../../projections/stats-jobs.projection';
import { jobAnswer, setJobLimitHeaders, unfinishedJobs } from '../shared/stats-job-answers';
import { ListStatsJobsRequest } from './list-stats-jobs.request';

const SCOPE = `${STATS_JOBS}:id:desc`;

/**
 * GET /12/stats/jobs/accounts/:account_id: the account's jobs, newest first,
 * or those of `job_ids`, a page at a time (the python SDK follows
 * `next_cursor`).
 */
@ApiTags('ads: analytics')
@Controller(adsPaths('stats/jobs/accounts/:account_id'))
export class ListStatsJobsController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly store: EventStore,
  ) {}

  @Get()
  @AccountScoped()
  async list(@Param('account_id') accountId: string, @AdsParams(ListStatsJobsRequest) p: ListStatsJobsRequest, @Res({ passthrough: true }) res: Response): Promise<AdsResponse> {
    const environment = requestContext.environment();
    const after = p.cursor === undefined ? undefined : decodeCursor(p.cursor, SCOPE);
    const afterId = after && typeof after[0] === 'string' && isJobId(after[0]) ? after[0] : null;
    const params: unknown[] = [environment, accountId, p.count + 1, afterId];
    let where = `environment = $1 AND account_id = $2 AND ($4::bigint IS NULL OR id < $4::bigint)`;
    // an id past what a bigint holds names no job
    if (p.job_ids) where += ` AND id = ANY($${params.push(p.job_ids.filter(isJobId))}::bigint[])`;
    const rows = (await this.db.query(`SELECT id::text AS id, data FROM ${STATS_JOBS} WHERE ${where} ORDER BY id DESC LIMIT $3`, params)) as Array<{
      id: string;
      data: Record<string, unknown>;
    }>;
    const page = pageOf(rows, p.count, (row) => [row.id], (row) => jobAnswer(viewOf(row.data)), SCOPE);
    setJobLimitHeaders(res, await unfinishedJobs(this.store, environment, accountId));
    return AdsResponse.page(page);
  }
}

/** The stored row (the job's state) as the job's view. */
const viewOf = (data: Record<string, unknown>) => jobView(data as unknown as StatsJob);
