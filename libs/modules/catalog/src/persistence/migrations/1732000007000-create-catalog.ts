import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateCatalog1732000007000 implements MigrationInterface {
  name = 'CreateCatalog1732000007000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA IF NOT EXISTS catalog`);
    await q.query(`
      CREATE TABLE catalog.product_catalogs (
        environment text NOT NULL,
        id          text NOT NULL,
        user_id     text NOT NULL,
        name        text NOT NULL,
        created_at  timestamptz NOT NULL,
        updated_at  timestamptz NOT NULL,
        PRIMARY KEY (environment, id)
      )`);
    await q.query(`CREATE INDEX product_catalogs_by_user ON catalog.product_catalogs (environment, user_id)`);
    // seq: the order products were first submitted in (the batch event's position, then the item's)
    await q.query(`
      CREATE TABLE catalog.products (
        environment    text NOT NULL,
        catalog_id     text NOT NULL,
        product_key    text NOT NULL,
        id             text NOT NULL,
        item_group_id  text,
        item_group_key text,
        seq            bigint NOT NULL,
        data           jsonb NOT NULL,
        PRIMARY KEY (environment, catalog_id, product_key),
        UNIQUE (environment, catalog_id, id)
      )`);
    await q.query(`CREATE INDEX products_in_order ON catalog.products (environment, catalog_id, seq)`);
    await q.query(`CREATE INDEX products_by_group ON catalog.products (environment, catalog_id, item_group_id, seq)`);
    await q.query(`
      CREATE TABLE catalog.product_sets (
        environment text NOT NULL,
        catalog_id  text NOT NULL,
        id          text NOT NULL,
        type        text NOT NULL,
        seq         bigint NOT NULL,
        data        jsonb NOT NULL,
        PRIMARY KEY (environment, catalog_id, id)
      )`);
    await q.query(`
      CREATE TABLE catalog.scheduled_feeds (
        environment text NOT NULL,
        catalog_id  text NOT NULL,
        id          text NOT NULL,
        next_run_at timestamptz NOT NULL,
        seq         bigint NOT NULL,
        data        jsonb NOT NULL,
        PRIMARY KEY (environment, id)
      )`);
    await q.query(`CREATE INDEX scheduled_feeds_of_catalog ON catalog.scheduled_feeds (environment, catalog_id, seq)`);
    await q.query(`CREATE INDEX scheduled_feeds_due ON catalog.scheduled_feeds (next_run_at)`);
    await q.query(`
      CREATE TABLE catalog.feed_runs (
        environment text NOT NULL,
        feed_id     text NOT NULL,
        id          text NOT NULL,
        seq         bigint NOT NULL,
        data        jsonb NOT NULL,
        PRIMARY KEY (environment, feed_id, id)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP SCHEMA catalog CASCADE`);
  }
}
