import type { MigrationInterface, QueryRunner } from 'typeorm';
import { entityTableDdl, entityTableIndexes } from '@platform/read-model';

/** An ISO 8601 UTC time of a timestamptz column, to the second, as the catalog's entities hold their times. */
const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/**
 * The catalog's read models in the ads entity kit's shape, as its entities
 * are declared with the kit: a user's catalogs as JSON keyed by `user_id`;
 * the sets and feeds of a catalog with the JSON text and `deleted` the kit
 * reads, and a feed's next run generated from its JSON. Rows are carried over.
 */
export class CatalogEntityTables1732000007100 implements MigrationInterface {
  name = 'CatalogEntityTables1732000007100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE catalog.product_catalogs RENAME TO product_catalogs_before`);
    await q.query(`ALTER INDEX catalog.product_catalogs_pkey RENAME TO product_catalogs_before_pkey`);
    await q.query(`DROP INDEX catalog.product_catalogs_by_user`);
    await q.query(entityTableDdl('catalog.product_catalogs', [], { owner: 'user_id' }));
    for (const index of entityTableIndexes('catalog.product_catalogs', { owner: 'user_id' })) await q.query(index);
    await q.query(`
      INSERT INTO catalog.product_catalogs (environment, user_id, id, data)
      SELECT environment, user_id, id,
             jsonb_build_object('id', id, 'name', name, 'created_at', ${iso('created_at')}, 'updated_at', ${iso('updated_at')}, 'deleted', false)
        FROM catalog.product_catalogs_before`);
    await q.query(`DROP TABLE catalog.product_catalogs_before`);

    await q.query(`
      ALTER TABLE catalog.product_sets
        DROP COLUMN type,
        ADD COLUMN data_text text GENERATED ALWAYS AS (data::text) STORED,
        ADD COLUMN deleted boolean GENERATED ALWAYS AS (coalesce((data->>'deleted')::boolean, false)) STORED`);
    await q.query(`CREATE INDEX product_sets_in_order ON catalog.product_sets (environment, catalog_id, seq, id)`);

    // the next run as the feed's JSON holds it (ISO 8601 UTC to the second: its text sorts as its time)
    await q.query(`DROP INDEX catalog.scheduled_feeds_due`);
    await q.query(`
      ALTER TABLE catalog.scheduled_feeds
        DROP COLUMN next_run_at,
        ADD COLUMN next_run_at text GENERATED ALWAYS AS (data->>'next_run_at') STORED,
        ADD COLUMN data_text text GENERATED ALWAYS AS (data::text) STORED,
        ADD COLUMN deleted boolean GENERATED ALWAYS AS (coalesce((data->>'deleted')::boolean, false)) STORED`);
    await q.query(`CREATE INDEX scheduled_feeds_due ON catalog.scheduled_feeds (next_run_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX catalog.scheduled_feeds_due`);
    await q.query(`ALTER TABLE catalog.scheduled_feeds DROP COLUMN deleted, DROP COLUMN data_text, DROP COLUMN next_run_at`);
    await q.query(`ALTER TABLE catalog.scheduled_feeds ADD COLUMN next_run_at timestamptz`);
    await q.query(`UPDATE catalog.scheduled_feeds SET next_run_at = (data->>'next_run_at')::timestamptz`);
    await q.query(`ALTER TABLE catalog.scheduled_feeds ALTER COLUMN next_run_at SET NOT NULL`);
    await q.query(`CREATE INDEX scheduled_feeds_due ON catalog.scheduled_feeds (next_run_at)`);

    await q.query(`DROP INDEX catalog.product_sets_in_order`);
    await q.query(`ALTER TABLE catalog.product_sets DROP COLUMN deleted, DROP COLUMN data_text, ADD COLUMN type text`);
    await q.query(`UPDATE catalog.product_sets SET type = data->>'type'`);
    await q.query(`ALTER TABLE catalog.product_sets ALTER COLUMN type SET NOT NULL`);

    await q.query(`ALTER TABLE catalog.product_catalogs RENAME TO product_catalogs_kit`);
    await q.query(`ALTER INDEX catalog.product_catalogs_pkey RENAME TO product_catalogs_kit_pkey`);
    await q.query(`DROP INDEX catalog.product_catalogs_by_user`);
    // the table of before, as its rows
    await q.query(`
      CREATE TABLE catalog.product_catalogs AS
      SELECT environment, id, user_id, data->>'name' AS name,
             (data->>'created_at')::timestamptz AS created_at, (data->>'updated_at')::timestamptz AS updated_at
        FROM catalog.product_catalogs_kit`);
    for (const column of ['environment', 'id', 'user_id', 'name', 'created_at', 'updated_at']) {
      await q.query(`ALTER TABLE catalog.product_catalogs ALTER COLUMN ${column} SET NOT NULL`);
    }
    await q.query(`ALTER TABLE catalog.product_catalogs ADD PRIMARY KEY (environment, id)`);
    await q.query(`CREATE INDEX product_catalogs_by_user ON catalog.product_catalogs (environment, user_id)`);
    await q.query(`DROP TABLE catalog.product_catalogs_kit`);
  }
}
