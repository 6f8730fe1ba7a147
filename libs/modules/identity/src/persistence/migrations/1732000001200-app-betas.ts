import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The betas an app is allowed; NULL: every one (apps registered before, and those not set). */
export class AppBetas1732000001200 implements MigrationInterface {
  name = 'AppBetas1732000001200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE identity.apps ADD COLUMN betas jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE identity.apps DROP COLUMN betas`);
  }
}
