import { MESSAGES, StringParam } from '@platform/http';

export class ListBiddingRulesRequest {
  /** An ISO 4217 code (either case); every currency when left out. */
  @StringParam({ pattern: /^[A-Za-z]{3}$/, patternMessage: (p, v) => MESSAGES.expected('an ISO 4217 currency code', p, v) })
  currency?: string;
}
