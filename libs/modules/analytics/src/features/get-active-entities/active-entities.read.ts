import type { DataSource } from 'typeorm';
import { HOURLY_METRICS } from '../../projections/delivery.projection';
import { type ActiveEntity, type ActiveEntityFilter, type Activity, activitySource, FILTER_COLUMN } from './active-entities';

export interface ActivityQuery {
  environment: string;
  accountId: string;
  entity: ActiveEntity;
  /** Hours in [start, end) (ms). */
  start: number;
  end: number;
  filter?: { parameter: ActiveEntityFilter; ids: readonly string[] };
}

/**
 * Per entity, the first and last hour in the range it had impressions in
 * (its `impressions`) and the placements it had them
 * on: one range of the by-hour index.
 */
export async function readActivities(db: DataSource, q: ActivityQuery): Promise<Activity[]> {
  const source = activitySource(q.entity, q.filter?.parameter);
  const params: unknown[] = [q.environment, q.accountId, source.entityType, new Date(q.start), new Date(q.end)];
  let filter = '';
  if (q.filter) {
    params.push(q.filter.ids);
    filter = `AND ${FILTER_COLUMN[q.filter.parameter]} = ANY($6::text[])`;
  }
  const rows = (await db.query(
    `SELECT ${source.idColumn} AS entity_id, min(hour) AS first_hour, max(hour) AS last_hour, array_agg(DISTINCT placement) AS placements
       FROM ${HOURLY_METRICS}
      WHERE environment = $1 AND account_id = $2 AND entity_type = $3 AND hour >= $4 AND hour < $5
        AND impressions > 0 AND ${source.idColumn} IS NOT NULL ${filter}
      GROUP BY 1`,
    params,
  )) as Array<{ entity_id: string; first_hour: Date; last_hour: Date; placements: string[] }>;
  return rows.map((r) => ({ entityId: r.entity_id, firstHour: r.first_hour.getTime(), lastHour: r.last_hour.getTime(), placements: r.placements }));
}
