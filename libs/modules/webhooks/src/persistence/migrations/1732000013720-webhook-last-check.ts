import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What each webhook's last CRC check was answered: why it failed (null when it
 * passed), the HTTP status of the answer (null when none came) and how long it
 * took. Checks recorded before these were kept leave them null.
 */
export class WebhookLastCheck1732000013720 implements MigrationInterface {
  name = 'WebhookLastCheck1732000013720';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE webhooks.webhook_configs
        ADD COLUMN last_check_reason text,
        ADD COLUMN last_check_status integer,
        ADD COLUMN last_check_latency_ms integer`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE webhooks.webhook_configs
        DROP COLUMN last_check_reason, DROP COLUMN last_check_status, DROP COLUMN last_check_latency_ms`);
  }
}
