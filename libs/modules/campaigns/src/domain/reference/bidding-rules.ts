/**
 * The bid bounds of each currency, as GET bidding_rules answers them: the
 * lowest and highest cost-per-engagement bid and the smallest step of an
 * amount, in micros of the currency. Source: SOURCES.md.
 */
export interface BiddingRule {
  currency: string;
  minimum_cpe_bid_local_micro: number;
  maximum_cpe_bid_local_micro: number;
  minimum_denomination: number;
}

/** currency, smallest unit (in major units), highest bid (in major units). */
const RULES: ReadonlyArray<readonly [string, number, number]> = [
  ['AUD', 0.01, 1000],
  ['BRL', 0.01, 5000],
  ['CAD', 0.01, 1000],
  ['CHF', 0.01, 1000],
  ['DKK', 0.01, 7000],
  ['EUR', 0.01, 1000],
  ['GBP', 0.01, 1000],
  ['HKD', 0.01, 8000],
  ['INR', 1, 70000],
  ['JPY', 1, 100000],
  ['KRW', 1, 1000000],
  ['MXN', 0.01, 20000],
  ['NOK', 0.01, 10000],
  ['NZD', 0.01, 1500],
  ['SEK', 0.01, 10000],
  ['SGD', 0.01, 1300],
  ['USD', 0.01, 1000],
];

const MICROS = 1_000_000;

export const BIDDING_RULES: readonly BiddingRule[] = RULES.map(([currency, unit, max]) => ({
  currency,
  minimum_cpe_bid_local_micro: Math.round(unit * MICROS),
  maximum_cpe_bid_local_micro: max * MICROS,
  minimum_denomination: Math.round(unit * MICROS),
}));
