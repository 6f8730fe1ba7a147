import { Controller, HttpCode, Inject, Param, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { SETTINGS, type Settings } from '@platform/config';
import { AccountScoped } from '@platform/auth';
import { invalidParameter } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths, requestOrigin } from '@platform/http';
import { DeliverySetups } from '@modules/campaigns';
import { isoTime } from '../../domain/stats-time';
import { ConcurrentJobLimitReached, JOB_LIMIT, type StatsJob } from '../../domain/stats-job';
import { jobView } from '../../projections/stats-jobs.projection';
import { jobAnswer, setJobLimitHeaders } from '../shared/stats-job-answers';
import { statsAccount } from '../shared/stats-account';
import { StatsReport } from '../shared/stats-report';
import { statsQueryOf } from '../shared/stats-request';
import { CreateStatsJobCommand } from './create-stats-job.command';
import { CreateStatsJobRequest } from './create-stats-job.request';

/** The asynchronous range's limits (analytics.mdx, "Synchronous vs. Asynchronous"). */
const MAX_DAYS = 90;
const MAX_SEGMENTED_DAYS = 45;

/**
 * POST /12/stats/jobs/accounts/:account_id: queues a stats job over at most 90
 * days (45 segmented); the file it makes is what the synchronous endpoint
 * answers for the same parameters. At most 100 unfinished jobs per account.
 */
@ApiTags('ads: analytics')
@Controller(adsPaths('stats/jobs/accounts/:account_id'))
export class CreateStatsJobController {
  constructor(
    private readonly commands: CommandBus,
    private readonly setups: DeliverySetups,
    private readonly report: StatsReport,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {}

  @Post()
  @HttpCode(200)
  @AccountScoped()
  async create(@Param('account_id') accountId: string, @AdsParams(CreateStatsJobRequest) p: CreateStatsJobRequest, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<AdsResponse> {
    const account = await statsAccount(this.setups, accountId);
    const { environment, timezone } = account;
    const segmentation = p.segmentation_type ?? null;
    const q = statsQueryOf(p, account, segmentation ? MAX_SEGMENTED_DAYS : MAX_DAYS);
    if (segmentation === 'METROS' && !p.country) throw invalidParameter('country', 'Expected country for segmentation_type METROS, got "" for country');
    if (segmentation === 'CONVERSION_TAGS' && (q.metricGroups.length !== 1 || q.metricGroups[0] !== 'WEB_CONVERSION')) {
      throw invalidParameter('segmentation_type', `Expected metric_groups WEB_CONVERSION alone for segmentation_type CONVERSION_TAGS, got ${JSON.stringify(q.metricGroups.join(','))} for metric_groups`);
    }
    // refused at once rather than as a FAILED job
    await this.report.checkEntities(q);
    const created = this.commands.execute(
      new CreateStatsJobCommand(environment, accountId, {
        environment,
        accountId,
        timezone,
        entity: q.entity,
        entityIds: q.entityIds,
        startTime: isoTime(q.start),
        endTime: isoTime(q.end),
        granularity: q.granularity,
        placement: q.placement,
        metricGroups: q.metricGroups,
        segmentationType: segmentation,
        country: p.country ?? null,
        platform: p.platform ?? null,
        fileBase: this.fileBase(environment, req),
      }),
    ) as Promise<{ job: StatsJob; unfinished: number }>;
    const { job, unfinished } = await created.catch((error: unknown) => {
      // over the limit: the headers tell it too
      if (error instanceof ConcurrentJobLimitReached) setJobLimitHeaders(res, JOB_LIMIT);
      throw error;
    });
    setJobLimitHeaders(res, unfinished);
    return AdsResponse.of(jobAnswer(jobView(job)));
  }

  /** The public base of the listener the job was asked on: as configured, else as the request addressed it. */
  private fileBase(environment: string, req: Request): string {
    const configured = environment === 'sandbox' ? this.settings.PUBLIC_SANDBOX_ADS_BASE_URL : this.settings.PUBLIC_ADS_BASE_URL;
    return (configured ?? requestOrigin(req)).replace(/\/+$/, '');
  }
}
