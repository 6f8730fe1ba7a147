import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The analytics read models, all kept from the delivery events:
 * - `hourly_metrics`: one row per entity, placement and delivered hour (line
 *   items, their promoted posts, accounts and media creatives, and the
 *   campaign, funding instrument and account they roll up to), the metrics as
 *   an array in the order of `METRIC_SLOTS` (trailing zeros left out). The key
 *   serves a stats request (ids × a range of hours) with one index range; the
 *   parents let active entities filter by campaign, line item or funding
 *   instrument; the second index serves active entities' hourly buckets.
 * - `clocks`: each account's simulated clock (its offset from the wall clock)
 *   and the first hour not delivered yet.
 */
export class Analytics1732000013100 implements MigrationInterface {
  name = 'Analytics1732000013100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA IF NOT EXISTS analytics`);
    await q.query(
      `CREATE TABLE analytics.hourly_metrics (
         environment           text        NOT NULL,
         account_id            text        NOT NULL,
         entity_type           text        NOT NULL,
         entity_id             text        NOT NULL,
         placement             text        NOT NULL,
         hour                  timestamptz NOT NULL,
         funding_instrument_id text,
         campaign_id           text,
         line_item_id          text,
         metrics               int8[]      NOT NULL,
         PRIMARY KEY (environment, account_id, entity_type, entity_id, placement, hour)
       )`,
    );
    await q.query(`CREATE INDEX hourly_metrics_by_hour ON analytics.hourly_metrics (environment, account_id, entity_type, hour)`);
    await q.query(
      `CREATE TABLE analytics.clocks (
         environment       text        NOT NULL,
         account_id        text        NOT NULL,
         offset_ms         bigint      NOT NULL,
         delivered_through timestamptz,
         PRIMARY KEY (environment, account_id)
       )`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP SCHEMA analytics CASCADE`);
  }
}
