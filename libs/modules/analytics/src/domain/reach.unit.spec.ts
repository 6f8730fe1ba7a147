import { estimateReach, frequencyOf, MAX_FREQUENCY, MIN_FREQUENCY } from './reach';

describe('reach estimate', () => {
  const seeds = Array.from({ length: 200 }, (_, i) => `c${i.toString(36)}/2026-05-19T00:00:00Z/2026-05-26T00:00:00Z`);

  it('draws a frequency in [1.1, 3.0) from the seed, the same every time', () => {
    for (const seed of seeds) {
      const f = frequencyOf(seed);
      expect(f).toBeGreaterThanOrEqual(MIN_FREQUENCY);
      expect(f).toBeLessThan(MAX_FREQUENCY);
      expect(frequencyOf(seed)).toBe(f);
    }
    // different ids or ranges do not all share one frequency
    expect(new Set(seeds.map(frequencyOf)).size).toBeGreaterThan(150);
  });

  it('reaches no more people than impressions, each at least once, at least one person once served', () => {
    for (const seed of seeds) {
      for (const impressions of [1, 2, 3, 7, 10, 99, 1234, 987_654]) {
        const { total_audience_reach: reach, average_frequency: frequency } = estimateReach(impressions, seed);
        expect(Number.isInteger(reach)).toBe(true);
        expect(reach).toBeGreaterThanOrEqual(1);
        expect(reach).toBeLessThanOrEqual(impressions);
        expect(frequency).toBeGreaterThanOrEqual(1);
        expect(frequency).toBe(Math.round((impressions / reach) * 100) / 100);
      }
    }
  });

  it('keeps the drawn frequency for large counts', () => {
    const seed = seeds[0];
    const { total_audience_reach: reach, average_frequency: frequency } = estimateReach(1_000_000, seed);
    expect(reach).toBe(Math.round(1_000_000 / frequencyOf(seed)));
    expect(frequency).toBeCloseTo(frequencyOf(seed), 2);
  });

  it('is deterministic', () => {
    expect(estimateReach(5000, 'x/a/b')).toEqual(estimateReach(5000, 'x/a/b'));
    expect(estimateReach(5000, 'x/a/b')).not.toEqual(estimateReach(5000, 'y/a/b'));
  });

  it('answers nobody, at frequency 0, for no impressions', () => {
    expect(estimateReach(0, seeds[0])).toEqual({ total_audience_reach: 0, average_frequency: 0 });
  });
});
