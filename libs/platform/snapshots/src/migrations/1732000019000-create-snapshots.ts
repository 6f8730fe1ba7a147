import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Named snapshots of the whole state, in the database so that every replica
 * sees them: one row per snapshot, and the rows of each table it holds as
 * `to_jsonb` gave them (the snapshots schema is never part of a snapshot).
 */
export class CreateSnapshots1732000019000 implements MigrationInterface {
  name = 'CreateSnapshots1732000019000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA IF NOT EXISTS snapshots`);
    await q.query(`
      CREATE TABLE snapshots.snapshots (
        name        text PRIMARY KEY,
        created_at  timestamptz NOT NULL DEFAULT now(),
        migration   text NOT NULL,
        events      bigint NOT NULL DEFAULT 0,
        bytes       bigint NOT NULL DEFAULT 0
      )`);
    await q.query(`
      CREATE TABLE snapshots.rows (
        snapshot    text NOT NULL REFERENCES snapshots.snapshots (name) ON DELETE CASCADE,
        table_name  text NOT NULL,
        ord         bigint NOT NULL,
        row         jsonb NOT NULL,
        PRIMARY KEY (snapshot, table_name, ord)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP SCHEMA snapshots CASCADE`);
  }
}

export const snapshotsMigrations = [CreateSnapshots1732000019000];
