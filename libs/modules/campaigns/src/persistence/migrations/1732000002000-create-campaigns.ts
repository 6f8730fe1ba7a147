import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateCampaigns1732000002000 implements MigrationInterface {
  name = 'CreateCampaigns1732000002000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA IF NOT EXISTS campaigns`);
    await q.query(`
      CREATE TABLE campaigns.accounts (
        environment        text NOT NULL,
        id                 text NOT NULL,
        name               text NOT NULL,
        business_name      text,
        business_id        text,
        timezone           text NOT NULL,
        timezone_switch_at timestamptz,
        industry_type      text,
        approval_status    text NOT NULL,
        feature_keys       jsonb NOT NULL,
        owner_user_id      text NOT NULL,
        created_at         timestamptz NOT NULL,
        updated_at         timestamptz NOT NULL,
        deleted            boolean NOT NULL DEFAULT false,
        PRIMARY KEY (environment, id)
      )`);
    await q.query(`
      CREATE TABLE campaigns.account_users (
        environment text NOT NULL,
        account_id  text NOT NULL,
        user_id     text NOT NULL,
        granted_at  timestamptz NOT NULL,
        PRIMARY KEY (environment, account_id, user_id)
      )`);
    await q.query(`CREATE INDEX account_users_by_user ON campaigns.account_users (environment, user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP SCHEMA campaigns CASCADE`);
  }
}
