import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The ads API's rate-limit windows, shared by every replica (not a read model:
 * budgets of requests, not events): per bucket, when its window ends, how
 * many requests it granted (to every replica), the last share granted, and
 * the limit it was granted against.
 */
export class RateLimitWindows1732000010200 implements MigrationInterface {
  name = 'RateLimitWindows1732000010200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA IF NOT EXISTS http`);
    await q.query(`
      CREATE TABLE http.rate_limit_windows (
        bucket       text PRIMARY KEY,
        resets_at    timestamptz NOT NULL,
        granted      integer NOT NULL,
        last_lease   integer NOT NULL,
        window_limit integer NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP SCHEMA http CASCADE`);
  }
}

export const httpMigrations = [RateLimitWindows1732000010200];
