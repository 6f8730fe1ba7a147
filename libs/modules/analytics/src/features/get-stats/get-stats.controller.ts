import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AccountScoped } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, adsPaths } from '@platform/http';
import { DeliverySetups } from '@modules/campaigns';
import { StatsRequest, statsQueryOf } from '../shared/stats-request';
import { type StatsBody, StatsReport } from '../shared/stats-report';

/** The synchronous range's limit (analytics.mdx, "Synchronous vs. Asynchronous"). */
const MAX_DAYS = 7;

/**
 * GET /12/stats/accounts/:account_id: the metrics of up to 20 entities of the
 * account over at most 7 days, by hour, local day or in total, as delivered
 * so far. Counted against the 250 requests per 15 minutes of analytics.
 */
@ApiTags('ads: analytics')
@Controller(adsPaths('stats/accounts/:account_id'))
export class GetStatsController {
  constructor(
    private readonly report: StatsReport,
    private readonly setups: DeliverySetups,
  ) {}

  @Get()
  @AccountScoped()
  async get(@Param('account_id') accountId: string, @AdsParams(StatsRequest) p: StatsRequest): Promise<StatsBody> {
    const environment = requestContext.environment();
    const timezone = (await this.setups.timezone(environment, accountId)) ?? 'UTC';
    return this.report.build(statsQueryOf(p, { environment, accountId, timezone }, MAX_DAYS));
  }
}
