import type { SegmentationType } from './stats-job';
import { random, splitMetrics } from './simulation';

/**
 * Segmented stats (analytics.mdx, "Segmentation"): an entity's metrics broken
 * out by the values of one targeting type. The values are those its line
 * items target (a default set where they target none of that type), and each
 * metric is split among them by deterministic weights, exactly, so the
 * segments add up to the unsegmented numbers. Pure.
 */

export interface Segment {
  segment_name: string;
  segment_value: string;
}

/** A criterion a line item targets (the campaigns contract's names). */
export interface TargetedValue {
  line_item_id: string;
  targeting_type: string;
  targeting_value: string;
  name: string | null;
}

/** The targeting type whose values make each segmentation's segments. */
const TARGETING_TYPE: Partial<Record<SegmentationType, string>> = { AGE: 'AGE', GENDER: 'GENDER', PLATFORMS: 'PLATFORM' };

const DEFAULTS: Record<SegmentationType, readonly Segment[]> = {
  AGE: [
    { segment_name: 'Age 13 to 24', segment_value: 'AGE_13_TO_24' },
    { segment_name: 'Age 25 to 34', segment_value: 'AGE_25_TO_34' },
    { segment_name: 'Age 35 to 49', segment_value: 'AGE_35_TO_49' },
    { segment_name: 'Age 50 and up', segment_value: 'AGE_OVER_50' },
  ],
  GENDER: [
    { segment_name: 'Male', segment_value: '1' },
    { segment_name: 'Female', segment_value: '2' },
  ],
  PLATFORMS: [
    { segment_name: 'iOS', segment_value: '0' },
    { segment_name: 'Android', segment_value: '1' },
    { segment_name: 'Desktop and laptop computers', segment_value: '4' },
  ],
  // Nielsen DMA codes as numeric strings
  METROS: [
    { segment_name: 'New York', segment_value: '501' },
    { segment_name: 'Chicago', segment_value: '602' },
    { segment_name: 'Los Angeles', segment_value: '803' },
    { segment_name: 'San Francisco-Oakland-San Jose', segment_value: '807' },
    { segment_name: 'Seattle-Tacoma', segment_value: '819' },
  ],
  CONVERSION_TAGS: [],
};

/**
 * The segments of an entity: the values its line items target of the type
 * (in value order), else the default set; for CONVERSION_TAGS the line items'
 * web event tags (none when they have none: they convert nothing).
 */
export function segmentsOf(type: SegmentationType, lineItems: ReadonlyArray<{ id: string; primary_web_event_tag: string | null }>, targeting: readonly TargetedValue[]): Segment[] {
  const ids = new Set(lineItems.map((li) => li.id));
  const found = new Map<string, Segment>();
  if (type === 'CONVERSION_TAGS') {
    for (const li of lineItems) if (li.primary_web_event_tag) found.set(li.primary_web_event_tag, { segment_name: li.primary_web_event_tag, segment_value: li.primary_web_event_tag });
  } else {
    const targetingType = TARGETING_TYPE[type];
    for (const t of targeting) {
      if (t.targeting_type === targetingType && ids.has(t.line_item_id)) found.set(t.targeting_value, { segment_name: t.name ?? t.targeting_value, segment_value: t.targeting_value });
    }
  }
  if (found.size === 0) return [...DEFAULTS[type]];
  return [...found.values()].sort((a, b) => (a.segment_value < b.segment_value ? -1 : a.segment_value > b.segment_value ? 1 : 0));
}

/** The weights of an entity's segments: drawn from the entity's id and each value, between 1 and 4. */
export const segmentWeights = (entityId: string, segments: readonly Segment[]): number[] => segments.map((s) => 1 + 3 * random(`${entityId}|${s.segment_value}`)());

/** A metric as the stats answer has it: an array of steps, an object of arrays (a conversion), or null. */
export type MetricValue = number[] | Record<string, number[]> | null;

/**
 * Splits an entity's metrics among segments by weight, every number of every
 * step exactly (largest remainders), so the segments add up to the whole. A
 * segment's metric is null where the whole is, or where its share is zero at
 * every step (as the unsegmented answer writes an unserved metric).
 */
export function splitSegments(metrics: Readonly<Record<string, MetricValue>>, weights: readonly number[]): Array<Record<string, MetricValue>> {
  const flat: Record<string, number> = {};
  for (const [name, value] of Object.entries(metrics)) {
    if (value === null) continue;
    if (Array.isArray(value)) value.forEach((n, i) => (flat[`${name}#${i}`] = n));
    else for (const [part, values] of Object.entries(value)) values.forEach((n, i) => (flat[`${name}.${part}#${i}`] = n));
  }
  const parts = splitMetrics(flat, weights);
  return parts.map((part) => {
    const out: Record<string, MetricValue> = {};
    for (const [name, value] of Object.entries(metrics)) {
      if (value === null) {
        out[name] = null;
        continue;
      }
      if (Array.isArray(value)) {
        const series = value.map((_, i) => part[`${name}#${i}`] ?? 0);
        out[name] = series.some((n) => n !== 0) ? series : null;
        continue;
      }
      const object = Object.fromEntries(Object.entries(value).map(([p, values]) => [p, values.map((_, i) => part[`${name}.${p}#${i}`] ?? 0)]));
      out[name] = Object.values(object).some((values) => values.some((n) => n !== 0)) ? object : null;
    }
    return out;
  });
}
