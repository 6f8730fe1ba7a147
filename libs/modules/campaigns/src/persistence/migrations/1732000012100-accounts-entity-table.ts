import type { MigrationInterface, QueryRunner } from 'typeorm';
import { entityTableDdl, entityTableIndexes, generatedText } from '@platform/read-model';

/**
 * Accounts kept as the other ads entities are, each its own owner (its JSON
 * as the API shows it), so the entity kit projects and reads them; a user's
 * accounts are read through a view of the grants. Rows are carried over.
 */
export class AccountsEntityTable1732000012100 implements MigrationInterface {
  name = 'AccountsEntityTable1732000012100';

  async up(q: QueryRunner): Promise<void> {
    const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
    await q.query(`ALTER TABLE campaigns.accounts RENAME TO accounts_by_column`);
    await q.query(`ALTER TABLE campaigns.accounts_by_column RENAME CONSTRAINT accounts_pkey TO accounts_by_column_pkey`);
    await q.query(entityTableDdl('campaigns.accounts', [generatedText('name')]));
    for (const index of entityTableIndexes('campaigns.accounts')) await q.query(index);
    await q.query(`
      INSERT INTO campaigns.accounts (environment, account_id, id, data)
      SELECT environment, id, id, jsonb_build_object(
        'id', id, 'name', name, 'business_name', business_name, 'business_id', business_id, 'timezone', timezone,
        'timezone_switch_at', ${iso('timezone_switch_at')}, 'industry_type', industry_type, 'approval_status', approval_status,
        'created_at', ${iso('created_at')}, 'updated_at', ${iso('updated_at')}, 'deleted', deleted)
      FROM campaigns.accounts_by_column`);
    await q.query(`DROP TABLE campaigns.accounts_by_column`);
    await q.query(`
      CREATE VIEW campaigns.accounts_of_users AS
      SELECT a.*, u.user_id FROM campaigns.accounts a
      JOIN campaigns.account_users u ON u.environment = a.environment AND u.account_id = a.id`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP VIEW campaigns.accounts_of_users`);
    await q.query(`DROP TABLE campaigns.accounts`);
    await q.query(`
      CREATE TABLE campaigns.accounts (
        environment text NOT NULL, id text NOT NULL, name text NOT NULL, business_name text, business_id text,
        timezone text NOT NULL, timezone_switch_at timestamptz, industry_type text, approval_status text NOT NULL,
        feature_keys jsonb NOT NULL, owner_user_id text NOT NULL, created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL, deleted boolean NOT NULL DEFAULT false, PRIMARY KEY (environment, id)
      )`);
  }
}
