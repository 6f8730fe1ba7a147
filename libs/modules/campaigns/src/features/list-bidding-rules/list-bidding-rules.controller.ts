import { AdsResponse } from '@platform/http';
import { BIDDING_RULES } from '../../domain/reference/bidding-rules';
import { referenceListController } from '../shared/reference-list';
import { ListBiddingRulesRequest } from './list-bidding-rules.request';

/** The bid bounds of each currency, or of the one asked for (none for a currency ads accounts do not bill in). */
export class ListBiddingRulesController extends referenceListController({
  path: 'bidding_rules',
  tag: 'ads: reference',
  request: ListBiddingRulesRequest,
  answer: (p) => {
    const currency = p.currency?.toUpperCase();
    return AdsResponse.of(currency ? BIDDING_RULES.filter((rule) => rule.currency === currency) : BIDDING_RULES);
  },
}) {}
