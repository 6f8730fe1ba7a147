import type { DataSource } from 'typeorm';
import { HOURLY_METRICS } from '../../projections/delivery.projection';

/** The impressions (slot 1, see METRIC_SLOTS) each entity of a type had over hours in [start, end), on every placement. */
export async function readImpressions(
  db: DataSource,
  q: { environment: string; accountId: string; entityType: 'CAMPAIGN' | 'FUNDING_INSTRUMENT'; ids: readonly string[]; start: number; end: number },
): Promise<Map<string, number>> {
  const rows = (await db.query(
    `SELECT entity_id, sum(impressions)::text AS impressions
       FROM ${HOURLY_METRICS}
      WHERE environment = $1 AND account_id = $2 AND entity_type = $3 AND entity_id = ANY($4::text[]) AND hour >= $5 AND hour < $6
      GROUP BY entity_id`,
    [q.environment, q.accountId, q.entityType, q.ids, new Date(q.start), new Date(q.end)],
  )) as Array<{ entity_id: string; impressions: string }>;
  return new Map(rows.map((r) => [r.entity_id, Number(r.impressions)]));
}
