import type { MigrationInterface, QueryRunner } from 'typeorm';

/** When each webhook last answered its CRC challenge correctly: what the periodic re-check and its grace period go by. */
export class WebhookLastSuccess1732000006200 implements MigrationInterface {
  name = 'WebhookLastSuccess1732000006200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE webhooks.webhook_configs ADD COLUMN last_success_at timestamptz`);
    // until now every recorded check of a valid webhook was a success
    await q.query(`UPDATE webhooks.webhook_configs SET last_success_at = CASE WHEN valid THEN last_checked_at ELSE created_at END`);
    await q.query(`ALTER TABLE webhooks.webhook_configs ALTER COLUMN last_success_at SET NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE webhooks.webhook_configs DROP COLUMN last_success_at`);
  }
}
