import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Account Activity subscriptions (a user's activity to one of an app's
 * webhooks), and which logged activity the activity stream shows: what Account
 * Activity delivers is for its webhook alone.
 */
export class AccountActivity1732000006300 implements MigrationInterface {
  name = 'AccountActivity1732000006300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE webhooks.account_activity_subscriptions (
        webhook_id    text NOT NULL,
        user_id       text NOT NULL,
        app_id        text NOT NULL,
        subscribed_at timestamptz NOT NULL,
        PRIMARY KEY (webhook_id, user_id)
      )`);
    await q.query(`CREATE INDEX account_activity_by_user ON webhooks.account_activity_subscriptions (user_id)`);
    await q.query(`CREATE INDEX account_activity_by_app ON webhooks.account_activity_subscriptions (app_id)`);
    await q.query(`ALTER TABLE webhooks.activity_log ADD COLUMN streamed boolean NOT NULL DEFAULT true`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE webhooks.activity_log DROP COLUMN streamed`);
    await q.query(`DROP TABLE webhooks.account_activity_subscriptions`);
  }
}
