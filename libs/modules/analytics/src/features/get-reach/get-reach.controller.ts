import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AccountScoped } from '@platform/auth';
import { AdsParams, adsPaths } from '@platform/http';
import { DeliverySetups } from '@modules/campaigns';
import { estimateReach } from '../../domain/reach';
import { isoTime, statsRange } from '../../domain/stats-time';
import { refuseUnknownIds, statsAccount } from '../shared/stats-account';
import { readImpressions } from './reach.read';
import { GetCampaignReachRequest, GetFundingInstrumentReachRequest } from './get-reach.request';

/** The reference states no longest range: the longest any stats endpoint takes. */
const MAX_DAYS = 90;

type ReachEntity = 'CAMPAIGN' | 'FUNDING_INSTRUMENT';

/**
 * GET /12/stats/accounts/:account_id/reach/campaigns and
 * .../reach/funding_instruments: per campaign or funding instrument asked for
 * (in the order asked), how many people its delivery over [start_time,
 * end_time) reached and how often each saw it on average, estimated from the
 * impressions delivered (`estimateReach`). Ids that are not the account's
 * campaigns or funding instruments are refused, all named.
 */
@ApiTags('ads: analytics')
@Controller(adsPaths('stats/accounts/:account_id/reach'))
export class GetReachController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly setups: DeliverySetups,
  ) {}

  @Get('campaigns')
  @AccountScoped()
  campaigns(@Param('account_id') accountId: string, @AdsParams(GetCampaignReachRequest) p: GetCampaignReachRequest) {
    return this.reach(accountId, 'CAMPAIGN', 'campaign_ids', p.campaign_ids, p);
  }

  @Get('funding_instruments')
  @AccountScoped()
  fundingInstruments(@Param('account_id') accountId: string, @AdsParams(GetFundingInstrumentReachRequest) p: GetFundingInstrumentReachRequest) {
    return this.reach(accountId, 'FUNDING_INSTRUMENT', 'funding_instrument_ids', p.funding_instrument_ids, p);
  }

  private async reach(accountId: string, entityType: ReachEntity, parameter: string, given: readonly string[], p: { start_time: string; end_time: string }) {
    const ids = [...new Set(given)];
    const account = await statsAccount(this.setups, accountId);
    const { environment, timezone } = account;
    const { start, end } = statsRange(p.start_time, p.end_time, timezone, MAX_DAYS);
    await refuseUnknownIds(this.setups, account, entityType, ids, parameter);
    const impressions = await readImpressions(this.db, { environment, accountId, entityType, ids, start, end });
    const range = `${isoTime(start)}/${isoTime(end)}`;
    return {
      request: { params: { [parameter]: ids, start_time: isoTime(start), end_time: isoTime(end), account_id: accountId } },
      data_type: 'reach',
      data: ids.map((id) => ({ id, ...estimateReach(impressions.get(id) ?? 0, `${id}/${range}`) })),
    };
  }
}
