import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type Environment, invalidParameter } from '@platform/ddd';
import { DeliverySetups } from '@modules/campaigns';
import { localTime } from '../../domain/delivery';
import { CONVERSION_PARTS, entityHasMetric, GROUP_METRICS, type MetricGroup, SIMULATED_CONVERSIONS, SLOT_OF, type StatsEntity, type StatsPlacement } from '../../domain/metrics';
import { HOUR_MS } from '../../domain/simulation';
import { isoTime, localMidnight } from '../../domain/stats-time';
import { HOURLY_METRICS } from '../../projections/delivery.projection';

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
 * the hourly rows (the key's range), summed per step in memory. A metric is
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
    await this.checkIds(q);
    const steps = stepsOf(q);
    const rows = (await this.db.query(
      `SELECT entity_id, extract(epoch FROM hour) * 1000 AS at, array_to_string(metrics, ',') AS m FROM ${HOURLY_METRICS}
        WHERE environment = $1 AND account_id = $2 AND entity_type = $3 AND entity_id = ANY($4::text[]) AND placement = $5 AND hour >= $6 AND hour < $7`,
      [q.environment, q.accountId, q.entity, q.entityIds, q.placement, new Date(q.start), new Date(q.end)],
    )) as Array<{ entity_id: string; at: string; m: string }>;
    const sums = new Map<string, number[][]>(q.entityIds.map((id) => [id, steps.map(() => [])]));
    for (const row of rows) {
      const step = steps.index(Number(row.at));
      const into = sums.get(row.entity_id)?.[step];
      if (!into || row.m === '') continue;
      const values = row.m.split(',');
      while (into.length < values.length) into.push(0);
      for (let i = 0; i < values.length; i++) into[i] += Number(values[i]);
    }
    return {
      data_type: 'stats',
      time_series_length: steps.length,
      data: q.entityIds.map((id) => ({ id, id_data: [{ segment: null, metrics: metricsOf(q, sums.get(id)!) }] })),
      request: { params: paramsOf(q) },
    };
  }

  /** Every id must name an entity of the type in the account (deleted ones too: their stats stay). */
  private async checkIds(q: StatsQuery): Promise<void> {
    if (q.entity === 'ORGANIC_POST') return;
    const ids = q.entityIds;
    const known = await this.setups.existing(q.environment, q.accountId, q.entity, ids);
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length > 0) throw invalidParameter('entity_ids', `Expected ${q.entity} ids of account ${q.accountId}, got ${JSON.stringify(unknown.join(','))} for entity_ids`);
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
function stepsOf(q: StatsQuery): { length: number; index(at: number): number; map<T>(f: () => T): T[] } {
  let starts: number[];
  if (q.granularity === 'TOTAL') starts = [q.start];
  else if (q.granularity === 'HOUR') starts = Array.from({ length: (q.end - q.start) / HOUR_MS }, (_, i) => q.start + i * HOUR_MS);
  else {
    starts = [];
    for (let at = q.start; at < q.end; at = localMidnight(dayAfter(localTime(at, q.timezone).day), q.timezone)) starts.push(at);
  }
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
    map: (f) => starts.map(f),
  };
}

/** The date after a date (YYYY-MM-DD). */
function dayAfter(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** The metrics member of an entity: each requested group's metrics, from its steps' sums. */
function metricsOf(q: StatsQuery, sums: number[][]): Record<string, Metric> {
  const series = (slot: number | undefined): number[] | null => {
    if (slot === undefined) return null;
    const values = sums.map((step) => step[slot] ?? 0);
    return values.some((v) => v !== 0) ? values : null;
  };
  const metrics: Record<string, Metric> = {};
  for (const group of q.metricGroups) {
    const { counts, conversions } = GROUP_METRICS[group];
    for (const name of counts) metrics[name] = entityHasMetric(q.entity, group, name) ? series(SLOT_OF.get(name)) : null;
    for (const name of conversions) {
      if (!entityHasMetric(q.entity, group, name) || !(SIMULATED_CONVERSIONS as readonly string[]).includes(name)) {
        metrics[name] = null;
        continue;
      }
      const parts = Object.fromEntries(CONVERSION_PARTS.map((part) => [part, series(SLOT_OF.get(`${name}.${part}`)) ?? sums.map(() => 0)]));
      metrics[name] = Object.values(parts).some((values) => values.some((v) => v !== 0)) ? parts : null;
    }
  }
  return metrics;
}
