import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each entity's JSON also as text (`data_text`, generated from `data`): lists
 * answer it as stored, and PostgreSQL writing a page of jsonb out as text cost
 * more than the rest of the query.
 */
const TABLES = ['funding_instruments', 'campaigns', 'line_items', 'line_item_curated_categories', 'account_apps'];

export class EntityJsonText1732000002300 implements MigrationInterface {
  name = 'EntityJsonText1732000002300';

  async up(q: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await q.query(`ALTER TABLE campaigns.${table} ADD COLUMN data_text text GENERATED ALWAYS AS (data::text) STORED`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of TABLES) await q.query(`ALTER TABLE campaigns.${table} DROP COLUMN data_text`);
  }
}
