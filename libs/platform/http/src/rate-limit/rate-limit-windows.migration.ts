import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The ads API's rate-limit windows, shared by every replica (not a read model: counters of requests, not events). */
export class RateLimitWindows1732000010200 implements MigrationInterface {
  name = 'RateLimitWindows1732000010200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA IF NOT EXISTS http`);
    await q.query(`
      CREATE TABLE http.rate_limit_windows (
        bucket    text PRIMARY KEY,
        resets_at timestamptz NOT NULL,
        used      integer NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP SCHEMA http CASCADE`);
  }
}

export const httpMigrations = [RateLimitWindows1732000010200];
