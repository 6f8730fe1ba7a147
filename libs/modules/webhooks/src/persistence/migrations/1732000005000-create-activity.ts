import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Activity subscriptions (a read model of their events), the activity log (each
 * activity event matched to a subscription, kept for the stream's backfill and
 * for replays) and webhook deliveries with their retry state.
 */
export class CreateActivity1732000005000 implements MigrationInterface {
  name = 'CreateActivity1732000005000';

  async up(q: QueryRunner): Promise<void> {
    // when each webhook last answered (or failed) a CRC check, for the periodic re-check
    await q.query(`ALTER TABLE webhooks.webhook_configs ADD COLUMN last_checked_at timestamptz`);
    await q.query(`UPDATE webhooks.webhook_configs SET last_checked_at = created_at`);
    await q.query(`
      CREATE TABLE webhooks.activity_subscriptions (
        id             text PRIMARY KEY,
        app_id         text NOT NULL,
        event_type     text NOT NULL,
        canonical_type text NOT NULL,
        filter         jsonb NOT NULL,
        user_id        text,
        keyword        text,
        direction      text,
        tag            text,
        webhook_id     text,
        created_at     timestamptz NOT NULL,
        updated_at     timestamptz NOT NULL,
        -- the database's time of the creation event: events recorded from then on match
        matches_from   timestamptz NOT NULL,
        deleted        boolean NOT NULL DEFAULT false
      )`);
    await q.query(`CREATE INDEX activity_subscriptions_by_app ON webhooks.activity_subscriptions (app_id, id) WHERE NOT deleted`);
    await q.query(
      `CREATE INDEX activity_subscriptions_by_match ON webhooks.activity_subscriptions (canonical_type, user_id) WHERE NOT deleted`,
    );
    await q.query(`
      CREATE TABLE webhooks.activity_log (
        id              bigserial PRIMARY KEY,
        event_uuid      text NOT NULL,
        app_id          text NOT NULL,
        subscription_id text NOT NULL,
        webhook_id      text,
        occurred_at     timestamptz NOT NULL,
        body            text NOT NULL
      )`);
    await q.query(`CREATE INDEX activity_log_by_app ON webhooks.activity_log (app_id, id)`);
    await q.query(`CREATE INDEX activity_log_by_webhook ON webhooks.activity_log (webhook_id, occurred_at) WHERE webhook_id IS NOT NULL`);
    await q.query(`CREATE INDEX activity_log_by_time ON webhooks.activity_log (occurred_at)`);
    await q.query(`
      CREATE TABLE webhooks.deliveries (
        id              bigserial PRIMARY KEY,
        activity_id     bigint NOT NULL REFERENCES webhooks.activity_log (id) ON DELETE CASCADE,
        webhook_id      text NOT NULL,
        app_id          text NOT NULL,
        replay_job_id   text,
        status          text NOT NULL DEFAULT 'pending',
        attempts        integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        leased_until    timestamptz,
        last_error      text,
        delivered_at    timestamptz,
        created_at      timestamptz NOT NULL DEFAULT now()
      )`);
    // replay jobs not yet queued by the activity processor: one per webhook at a time
    await q.query(`
      CREATE TABLE webhooks.replay_jobs (
        id         text PRIMARY KEY,
        webhook_id text NOT NULL,
        queued     boolean NOT NULL DEFAULT false
      )`);
    await q.query(`CREATE UNIQUE INDEX replay_jobs_one_waiting ON webhooks.replay_jobs (webhook_id) WHERE NOT queued`);
    await q.query(`CREATE INDEX deliveries_due ON webhooks.deliveries (webhook_id, next_attempt_at, id) WHERE status = 'pending'`);
    await q.query(`CREATE INDEX deliveries_by_replay ON webhooks.deliveries (webhook_id, replay_job_id) WHERE replay_job_id IS NOT NULL`);
    await q.query(`CREATE INDEX deliveries_by_activity ON webhooks.deliveries (activity_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE webhooks.replay_jobs`);
    await q.query(`DROP TABLE webhooks.deliveries`);
    await q.query(`DROP TABLE webhooks.activity_log`);
    await q.query(`DROP TABLE webhooks.activity_subscriptions`);
    await q.query(`ALTER TABLE webhooks.webhook_configs DROP COLUMN last_checked_at`);
  }
}
