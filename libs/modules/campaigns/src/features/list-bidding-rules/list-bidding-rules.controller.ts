import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { UserContext } from '@platform/auth';
import { AdsParams, AdsResponse, adsPaths } from '@platform/http';
import { BIDDING_RULES } from '../../domain/reference/bidding-rules';
import { ListBiddingRulesRequest } from './list-bidding-rules.request';

@ApiTags('ads: reference')
@Controller(adsPaths('bidding_rules'))
export class ListBiddingRulesController {
  /** The bid bounds of each currency, or of the one asked for (none for a currency ads accounts do not bill in). */
  @Get()
  @UserContext()
  list(@AdsParams(ListBiddingRulesRequest) p: ListBiddingRulesRequest) {
    const currency = p.currency?.toUpperCase();
    return AdsResponse.of(currency ? BIDDING_RULES.filter((rule) => rule.currency === currency) : BIDDING_RULES);
  }
}
