import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Fault rules, shared by every replica (not a read model: an operator's
 * switches, not events). A counted rule's `remaining` is taken one at a time
 * with a conditional UPDATE, so replicas never fault more than `count`.
 */
export class FaultRules1732000013410 implements MigrationInterface {
  name = 'FaultRules1732000013410';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA IF NOT EXISTS faults`);
    await q.query(`
      CREATE TABLE faults.rules (
        id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        target      text NOT NULL CHECK (target IN ('request', 'webhook_delivery')),
        method      text,
        path        text,
        app_id      text,
        webhook_id  text,
        status      integer,
        delay_ms    integer,
        action      text,
        fraction    double precision,
        count       integer,
        remaining   integer,
        created_at  timestamptz NOT NULL DEFAULT now(),
        expires_at  timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP SCHEMA faults CASCADE`);
  }
}

export const faultsMigrations = [FaultRules1732000013410];
