import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Asynchronous stats jobs:
 * - `stats_jobs`: the jobs as the API lists them (newest first per account,
 *   by id), kept by an inline projection of the jobs' events.
 * - `job_files`: each finished job's gzipped JSON until it expires; a side
 *   effect of the jobs processor (not a read model: the bytes are no event's).
 */
export class StatsJobs1732000013200 implements MigrationInterface {
  name = 'StatsJobs1732000013200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE analytics.stats_jobs (
         environment text   NOT NULL,
         id          bigint NOT NULL,
         account_id  text   NOT NULL,
         data        jsonb  NOT NULL,
         PRIMARY KEY (environment, id)
       )`,
    );
    await q.query(`CREATE INDEX stats_jobs_by_account ON analytics.stats_jobs (environment, account_id, id DESC)`);
    await q.query(
      `CREATE TABLE analytics.job_files (
         environment text        NOT NULL,
         job_id      bigint      NOT NULL,
         token       text        NOT NULL,
         gzip        bytea       NOT NULL,
         expires_at  timestamptz NOT NULL,
         PRIMARY KEY (environment, job_id)
       )`,
    );
    await q.query(`CREATE INDEX job_files_by_expiry ON analytics.job_files (expires_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE analytics.job_files`);
    await q.query(`DROP TABLE analytics.stats_jobs`);
  }
}
