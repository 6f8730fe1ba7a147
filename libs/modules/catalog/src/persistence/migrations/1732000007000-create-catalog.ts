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
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP SCHEMA catalog CASCADE`);
  }
}
