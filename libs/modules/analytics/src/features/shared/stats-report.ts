import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Environment } from '@platform/ddd';
import { DeliverySetups } from '@modules/campaigns';
import { localTime } from '../../domain/delivery';
import { CONVERSION_PARTS, entityHasMetric, GROUP_METRICS, METRIC_SLOTS, type MetricGroup, SIMULATED_CONVERSIONS, SLOT_OF, type StatsEntity, type StatsPlacement } from '../../domain/metrics';
import { HOUR_MS } from '../../domain/simulation';
import { isoTime, localMidnight, utcDay } from '../../domain/stats-time';
import { HOURLY_METRICS } from '../../projections/delivery.projection';
import { refuseUnknownIds } from './stats-account';

export type Granularity = 'DAY' | 'HOUR' | 'TOTAL';

/** A stats request, checked: what the synchronous endpoint and a stats job report on. */
export interface StatsQuery {
  environment: Environment;
  accountId: string;
  /** The account's time zone (DAY steps start at its midnights). */
  timezone: string;
  entity: StatsEntity;
  entityIds: string[];
  /** The range, in ms, end exclusive. */
  start: number;
  end: number;
  granularity: Granularity;
  metricGroups: MetricGroup[];
  placement: StatsPlacement;
}

type Metric = number[] | Record<string, number[]> | null;

/** The stats answer (analytics.mdx, "Synchronous Analytics", example response); a stats job's file holds the same. */
export interface StatsBody {
  data_type: 'stats';
  time_series_length: number;
  data: Array<{ id: string; id_data: Array<{ segment: null | Record<string, unknown>; metrics: Record<string, Metric> }> }>;
  request: { params: Record<string, unknown> };
}

/**
 * The metrics of entities over a range, from the delivered hours: one read of
 * the hourly rows (the key's range), summed per step in memory (one block of
 * doubles for every entity, step and slot; bench/README.md, "Stats"). A metric is
 * null where the entity cannot have it or where it is zero at every step (as
 * the reference's examples answer an unserved metric), else its full array.
 */
@Injectable()
export class StatsReport {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly setups: DeliverySetups,
  ) {}

  async build(q: StatsQuery): Promise<StatsBody> {
    const steps = stepsOf(q);
    // the ids checked while their hours are read: two round trips at once
    const [, rows] = await Promise.all([
      this.checkEntities(q),
      // one row per entity, its hours as `<epoch seconds>:<slots>` joined by `;`: the driver decodes 20 rows, not thousands
      this.db.query(
        `SELECT entity_id, string_agg(date_part('epoch', hour)::int8 || ':' || metrics, ';') AS m FROM ${HOURLY_METRICS}
          WHERE environment = $1 AND account_id = $2 AND entity_type = $3 AND entity_id = ANY($4::text[]) AND placement = $5 AND hour >= $6 AND hour < $7
          GROUP BY entity_id`,
        [q.environment, q.accountId, q.entity, q.entityIds, q.placement, new Date(q.start), new Date(q.end)],
      ) as Promise<Array<{ entity_id: string; m: string | null }>>,
    ]);
    // every entity's steps × slots in one block, summed in place as each hour's text is read
    const width = METRIC_SLOTS.length;
    const stride = steps.length * width;
    const sums = new Float64Array(q.entityIds.length * stride);
    const offsetOf = new Map(q.entityIds.map((id, i) => [id, i * stride]));
    for (const row of rows) {
      const entity = offsetOf.get(row.entity_id);
      if (entity !== undefined && row.m) addHoursText(sums, entity, width, row.m, (epochSeconds) => steps.index(epochSeconds * 1000));
    }
    return {
      data_type: 'stats',
      time_series_length: steps.length,
      data: q.entityIds.map((id) => {
        const at = offsetOf.get(id)!;
        return { id, id_data: [{ segment: null, metrics: metricsOf(q, sums.subarray(at, at + stride), steps.length, width) }] };
      }),
      request: { params: paramsOf(q) },
    };
  }

  /** Every id must name an entity of the type in the account (organic posts are not kept here). */
  async checkEntities(q: Pick<StatsQuery, 'environment' | 'accountId' | 'entity' | 'entityIds'>): Promise<void> {
    if (q.entity !== 'ORGANIC_POST') await refuseUnknownIds(this.setups, q, q.entity, q.entityIds, 'entity_ids');
  }
}

/** The request's parameters as the answer echoes them (times in UTC, names neutral). */
export function paramsOf(q: StatsQuery): Record<string, unknown> {
  return {
    start_time: isoTime(q.start),
    end_time: isoTime(q.end),
    entity: q.entity,
    entity_ids: q.entityIds,
    granularity: q.granularity,
    placement: q.placement,
    metric_groups: q.metricGroups,
    segmentation_type: null,
    country: null,
    platform: null,
  };
}

/** The steps of a range: each hour, each local day, or the whole. */
function stepsOf(q: StatsQuery): { length: number; index(at: number): number } {
  let starts: number[];
  if (q.granularity === 'TOTAL') starts = [q.start];
  else if (q.granularity === 'HOUR') starts = Array.from({ length: (q.end - q.start) / HOUR_MS }, (_, i) => q.start + i * HOUR_MS);
  else {
    starts = [];
    for (let at = q.start; at < q.end; ) {
      starts.push(at);
      const next = localMidnight(dayAfter(localTime(at, q.timezone).day), q.timezone);
      // always on (a calendar the time zone's format cannot write, such as a year before 1, counts 24 hours)
      at = next > at ? next : at + 24 * HOUR_MS;
    }
  }
  if (q.granularity === 'HOUR') return { length: starts.length, index: (at) => Math.floor((at - q.start) / HOUR_MS) };
  return {
    length: starts.length,
    index: (at) => {
      let lo = 0;
      let hi = starts.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (starts[mid] <= at) lo = mid;
        else hi = mid - 1;
      }
      return lo;
    },
  };
}

/** The date after a date (YYYY-MM-DD). */
function dayAfter(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(utcDay(y, m, d + 1)).toISOString().slice(0, 10);
}

/**
 * Adds an entity's hours, written as `<epoch seconds>:<slots>` joined by `;`
 * (slots `1,0,25`: int8s, trailing zeros left out), into its block
 * `into[at..)`, each hour's slots at the step `stepOf` gives it (`width`
 * slots a step): one pass over the text, digit by digit, with no strings
 * made. Hand-written: it is most of what a stats read costs.
 */
export function addHoursText(into: Float64Array, at: number, width: number, text: string, stepOf: (epochSeconds: number) => number): void {
  let base = -1;
  let slot = 0;
  let value = 0;
  let negative = false;
  const end = () => {
    if (base >= 0 && slot < width) into[base + slot] += negative ? -value : value;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) value = value * 10 + (c - 48);
    else if (c === 44) {
      end();
      slot++;
      value = 0;
      negative = false;
    } else if (c === 58) {
      // the hour read: its slots go to its step
      base = at + stepOf(negative ? -value : value) * width;
      slot = 0;
      value = 0;
      negative = false;
    } else if (c === 59) {
      end();
      base = -1;
      value = 0;
      negative = false;
    } else if (c === 45) negative = true;
  }
  end();
}

/** The metrics member of an entity: each requested group's metrics, from its steps' sums (`steps` rows of `width` slots). */
function metricsOf(q: StatsQuery, sums: Float64Array, steps: number, width: number): Record<string, Metric> {
  const series = (slot: number | undefined): number[] | null => {
    if (slot === undefined) return null;
    const values = new Array<number>(steps);
    let any = false;
    for (let step = 0; step < steps; step++) {
      const v = sums[step * width + slot];
      values[step] = v;
      if (v !== 0) any = true;
    }
    return any ? values : null;
  };
  const zeros = () => new Array<number>(steps).fill(0);
  const metrics: Record<string, Metric> = {};
  for (const group of q.metricGroups) {
    const { counts, conversions } = GROUP_METRICS[group];
    for (const name of counts) metrics[name] = entityHasMetric(q.entity, group, name) ? series(SLOT_OF.get(name)) : null;
    for (const name of conversions) {
      if (!entityHasMetric(q.entity, group, name) || !(SIMULATED_CONVERSIONS as readonly string[]).includes(name)) {
        metrics[name] = null;
        continue;
      }
      const parts = Object.fromEntries(CONVERSION_PARTS.map((part) => [part, series(SLOT_OF.get(`${name}.${part}`)) ?? zeros()]));
      metrics[name] = Object.values(parts).some((values) => values.some((v) => v !== 0)) ? parts : null;
    }
  }
  return metrics;
}
