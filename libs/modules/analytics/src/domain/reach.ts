import { random } from './simulation';

/**
 * Reach and average frequency (analytics.mdx, API Reference › Reach and
 * Average Frequency), estimated from the impressions delivered: delivery
 * counts impressions, not the people who saw them, so each entity and range
 * has a frequency drawn in [1.1, 3.0) from its id and the range, and reach is
 * the impressions over it. Pure and deterministic: the same impressions, id
 * and range give the same answer.
 */

export const MIN_FREQUENCY = 1.1;
export const MAX_FREQUENCY = 3.0;

export interface Reach {
  total_audience_reach: number;
  average_frequency: number;
}

/** The frequency an entity's audience saw its ads with over a range (`seed` names both). */
export const frequencyOf = (seed: string): number => MIN_FREQUENCY + (MAX_FREQUENCY - MIN_FREQUENCY) * random(`reach/${seed}`)();

/**
 * Reach as impressions over the drawn frequency, rounded, at least one person
 * once anything was served and never more people than impressions; the
 * average frequency as impressions over reach, to two decimals. Nothing
 * served reaches nobody, at frequency 0.
 */
export function estimateReach(impressions: number, seed: string): Reach {
  if (!(impressions > 0)) return { total_audience_reach: 0, average_frequency: 0 };
  const reach = Math.min(impressions, Math.max(1, Math.round(impressions / frequencyOf(seed))));
  return { total_audience_reach: reach, average_frequency: Math.round((impressions / reach) * 100) / 100 };
}
