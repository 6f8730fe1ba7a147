import { invalidParameter } from '@platform/ddd';
import { CsvParam, EnumParam, StringParam } from '@platform/http';
import { METRIC_GROUPS, type MetricGroup, PLACEMENT_ALIASES, PLACEMENTS, type StatsEntity, type StatsPlacement, STATS_ENTITIES, STATS_ENTITY_ALIASES } from '../../domain/metrics';
import { isLocalMidnight, statsRange } from '../../domain/stats-time';
import type { Granularity, StatsQuery } from './stats-report';

export const GRANULARITIES = ['DAY', 'HOUR', 'TOTAL'] as const;

/**
 * The parameters the synchronous stats and the stats jobs share
 * (analytics.mdx, "Synchronous Analytics"): the SDKs' brand spellings are
 * taken (`PROMOTED_TWEET`, `ALL_ON_TWITTER`) and answered with the neutral ones.
 */
export class StatsRequest {
  @EnumParam(STATS_ENTITIES, { required: true, aliases: STATS_ENTITY_ALIASES })
  entity: StatsEntity;

  @CsvParam({ required: true, max: 20, pattern: /^[A-Za-z0-9_-]{1,64}$/ })
  entity_ids: string[];

  @StringParam({ required: true, maxLength: 64 })
  start_time: string;

  @StringParam({ required: true, maxLength: 64 })
  end_time: string;

  @EnumParam(GRANULARITIES, { required: true })
  granularity: Granularity;

  @CsvParam({ required: true, values: METRIC_GROUPS, max: METRIC_GROUPS.length })
  metric_groups: MetricGroup[];

  @EnumParam(PLACEMENTS, { required: true, aliases: PLACEMENT_ALIASES })
  placement: StatsPlacement;
}

/**
 * A stats request as a query: its range within `maxDays`, aligned to the
 * account's midnight for DAY granularity (HOUR and TOTAL take any whole hours).
 */
export function statsQueryOf(p: StatsRequest, at: { environment: StatsQuery['environment']; accountId: string; timezone: string }, maxDays: number): StatsQuery {
  const { start, end } = statsRange(p.start_time, p.end_time, at.timezone, maxDays);
  if (p.granularity === 'DAY') {
    for (const [parameter, time, value] of [['start_time', start, p.start_time], ['end_time', end, p.end_time]] as const) {
      if (!isLocalMidnight(time, at.timezone)) {
        throw invalidParameter(parameter, `Expected midnight in the account's time zone (${at.timezone}) for DAY granularity, got ${JSON.stringify(value)} for ${parameter}`);
      }
    }
  }
  return {
    ...at,
    entity: p.entity,
    entityIds: [...new Set(p.entity_ids)],
    start,
    end,
    granularity: p.granularity,
    metricGroups: [...new Set(p.metric_groups)],
    placement: p.placement,
  };
}
