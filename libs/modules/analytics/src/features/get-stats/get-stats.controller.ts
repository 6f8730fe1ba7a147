import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AccountScoped } from '@platform/auth';
import { AdsParams, adsPaths } from '@platform/http';
import { DeliverySetups } from '@modules/campaigns';
import { statsAccount } from '../shared/stats-account';
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
    return this.report.build(statsQueryOf(p, await statsAccount(this.setups, accountId), MAX_DAYS));
  }
}
