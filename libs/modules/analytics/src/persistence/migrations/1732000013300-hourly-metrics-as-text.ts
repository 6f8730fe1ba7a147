import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An hour's metrics kept as the text a stats read sends on (`12,0,3`, slots in
 * the order of `METRIC_SLOTS`), not an int8 array: formatting the arrays of a
 * week of 20 entities took PostgreSQL three times as long as reading them.
 * Impressions get a column of their own, which active entities and reach
 * filter and sum on.
 */
export class HourlyMetricsAsText1732000013300 implements MigrationInterface {
  name = 'HourlyMetricsAsText1732000013300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE analytics.hourly_metrics ADD COLUMN impressions bigint NOT NULL DEFAULT 0`);
    await q.query(`UPDATE analytics.hourly_metrics SET impressions = coalesce(metrics[1], 0)`);
    await q.query(`ALTER TABLE analytics.hourly_metrics ALTER COLUMN metrics TYPE text USING array_to_string(metrics, ',')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE analytics.hourly_metrics ALTER COLUMN metrics TYPE int8[] USING string_to_array(metrics, ',')::int8[]`);
    await q.query(`ALTER TABLE analytics.hourly_metrics DROP COLUMN impressions`);
  }
}
