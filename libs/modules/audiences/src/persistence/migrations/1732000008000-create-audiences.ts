import type { MigrationInterface, QueryRunner } from 'typeorm';
import { entityTableDdl, entityTableIndexes, generatedText } from '@platform/read-model';

export class CreateAudiences1732000008000 implements MigrationInterface {
  name = 'CreateAudiences1732000008000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA IF NOT EXISTS audiences`);
    for (const table of ['audiences.custom_audiences', 'audiences.do_not_reach_lists']) {
      await q.query(entityTableDdl(table, [generatedText('name')]));
      for (const index of entityTableIndexes(table)) await q.query(index);
    }
    // who may see a custom audience: its owner, and the accounts it is shared with
    await q.query(`
      CREATE TABLE audiences.custom_audience_access (
        environment      text NOT NULL,
        account_id       text NOT NULL,
        audience_id      text NOT NULL,
        is_owner         boolean NOT NULL,
        permission_level text NOT NULL,
        PRIMARY KEY (environment, account_id, audience_id)
      )`);
    await q.query(`CREATE INDEX custom_audience_access_of_audience ON audiences.custom_audience_access (environment, audience_id)`);
    await q.query(`
      CREATE VIEW audiences.custom_audiences_seen AS
        SELECT a.environment, a.account_id, c.id, v.data, v.data::text AS data_text, c.created_at, c.updated_at, c.deleted, c.name,
               CASE WHEN a.is_owner THEN 'OWNER' ELSE 'SHARED' END AS permission_scope
          FROM audiences.custom_audience_access a
          JOIN audiences.custom_audiences c ON c.environment = a.environment AND c.id = a.audience_id
          CROSS JOIN LATERAL (
            SELECT c.data || jsonb_build_object('is_owner', a.is_owner, 'permission_level', a.permission_level) AS data
          ) v`);
    // who custom audiences are shared with (account_id: the owner), read by the owner and by each
    // granted account (its own permission), with the audience named as the version of the path names it
    await q.query(
      entityTableDdl('audiences.custom_audience_permissions', [
        `audience_id text GENERATED ALWAYS AS (data->>'tailored_audience_id') STORED`,
        `granted_account_id text GENERATED ALWAYS AS (data->>'granted_account_id') STORED`,
      ]),
    );
    await q.query(`CREATE INDEX custom_audience_permissions_of_audience ON audiences.custom_audience_permissions (environment, audience_id, created_at, id)`);
    const permissionsSeen = (view: string, data: string) => `
      CREATE VIEW ${view} AS
        SELECT p.environment, s.account_id, p.id, v.data, v.data::text AS data_text, p.created_at, p.updated_at, p.deleted,
               p.audience_id, p.granted_account_id
          FROM audiences.custom_audience_permissions p
          CROSS JOIN LATERAL (VALUES (p.account_id), (p.granted_account_id)) AS s(account_id)
          CROSS JOIN LATERAL (SELECT ${data} AS data) v`;
    await q.query(permissionsSeen('audiences.tailored_audience_permissions_seen', 'p.data'));
    await q.query(
      permissionsSeen(
        'audiences.custom_audience_permissions_seen',
        `(p.data - 'tailored_audience_id') || jsonb_build_object('custom_audience_id', p.data->'tailored_audience_id')`,
      ),
    );
    // the users of custom audiences and do-not-reach lists, one row per identifier;
    // list_type: 'custom_audience' or 'do_not_reach_list'; user_key: the user the identifier was given for (its first identifier)
    await q.query(`
      CREATE TABLE audiences.list_members (
        environment  text NOT NULL,
        list_id      text NOT NULL,
        list_type    text NOT NULL,
        kind         text NOT NULL,
        value        text NOT NULL,
        user_key     text NOT NULL,
        effective_at timestamptz NOT NULL,
        expires_at   timestamptz NOT NULL,
        PRIMARY KEY (environment, list_id, kind, value)
      )`);
    await q.query(`CREATE INDEX list_members_by_user ON audiences.list_members (environment, list_id, user_key)`);
    await q.query(`CREATE INDEX list_members_expiring ON audiences.list_members (expires_at)`);
    await q.query(`CREATE INDEX list_members_starting ON audiences.list_members (effective_at)`);
    // how far the size processor has looked for memberships starting or expiring
    await q.query(`CREATE TABLE audiences.size_sweeps (name text PRIMARY KEY, swept_to timestamptz NOT NULL)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP SCHEMA audiences CASCADE`);
  }
}
