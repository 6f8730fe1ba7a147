import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '@platform/auth';
import { AdsParams } from '@platform/http';
import { DeliverySetups } from '@modules/campaigns';
import { statsAccount } from '../shared/stats-account';
import { StatsRequest, statsQueryOf } from '../shared/stats-request';
import { type StatsBody, StatsReport } from '../shared/stats-report';

/** The operator's range: as long as an asynchronous job's, so a chart can show a month by day. */
const MAX_DAYS = 90;

/**
 * GET /admin/ad_accounts/:account_id/stats: the synchronous stats report
 * (same parameters and answer as GET /12/stats/accounts/:account_id) for the
 * operator, over up to 90 days and outside the analytics rate limit: what the
 * console's charts draw.
 */
@ApiTags('admin')
@AdminOnly()
@Controller('admin/ad_accounts/:account_id/stats')
export class AdminGetStatsController {
  constructor(
    private readonly report: StatsReport,
    private readonly setups: DeliverySetups,
  ) {}

  @Get()
  async get(@Param('account_id') accountId: string, @AdsParams(StatsRequest) p: StatsRequest): Promise<StatsBody> {
    return this.report.build(statsQueryOf(p, await statsAccount(this.setups, accountId), MAX_DAYS));
  }
}
