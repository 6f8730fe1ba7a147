import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateWebhooks1732000003000 implements MigrationInterface {
  name = 'CreateWebhooks1732000003000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA IF NOT EXISTS webhooks`);
    await q.query(`
      CREATE TABLE webhooks.webhook_configs (
        id         text PRIMARY KEY,
        app_id     text NOT NULL,
        url        text NOT NULL,
        valid      boolean NOT NULL,
        created_at timestamptz NOT NULL,
        deleted    boolean NOT NULL DEFAULT false
      )`);
    await q.query(`CREATE INDEX webhook_configs_by_app ON webhooks.webhook_configs (app_id) WHERE NOT deleted`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP SCHEMA webhooks CASCADE`);
  }
}
