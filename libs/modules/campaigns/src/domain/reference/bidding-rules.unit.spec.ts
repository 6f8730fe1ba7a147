import { BIDDING_RULES } from './bidding-rules';

describe('bidding rules', () => {
  it('answer USD as the reference’s example: a cent at least, a thousand dollars at most, in cents', () => {
    expect(BIDDING_RULES.find((r) => r.currency === 'USD')).toEqual({
      currency: 'USD',
      minimum_cpe_bid_local_micro: 10000,
      maximum_cpe_bid_local_micro: 1000000000,
      minimum_denomination: 10000,
    });
  });

  it('count currencies without minor units in whole units', () => {
    expect(BIDDING_RULES.find((r) => r.currency === 'JPY')).toMatchObject({ minimum_cpe_bid_local_micro: 1_000_000, minimum_denomination: 1_000_000 });
  });

  it('list each currency once, with whole micros, the lowest bid below the highest, each a multiple of the step', () => {
    expect(new Set(BIDDING_RULES.map((r) => r.currency)).size).toBe(BIDDING_RULES.length);
    for (const rule of BIDDING_RULES) {
      expect(rule.currency).toMatch(/^[A-Z]{3}$/);
      expect(Number.isSafeInteger(rule.minimum_cpe_bid_local_micro) && Number.isSafeInteger(rule.maximum_cpe_bid_local_micro)).toBe(true);
      expect(rule.minimum_cpe_bid_local_micro).toBeLessThan(rule.maximum_cpe_bid_local_micro);
      expect(rule.maximum_cpe_bid_local_micro % rule.minimum_denomination).toBe(0);
    }
  });
});
