import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * "One replay job per webhook at a time" is decided on the webhook's stream
 * now (WebhookReplayRequested / WebhookReplayFinished): the table a projection
 * used to refuse a second job goes.
 */
export class DropReplayJobs1732000006100 implements MigrationInterface {
  name = 'DropReplayJobs1732000006100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS webhooks.replay_jobs`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE webhooks.replay_jobs (
        id         text PRIMARY KEY,
        webhook_id text NOT NULL,
        queued     boolean NOT NULL DEFAULT false
      )`);
    await q.query(`CREATE UNIQUE INDEX replay_jobs_one_waiting ON webhooks.replay_jobs (webhook_id) WHERE NOT queued`);
  }
}
