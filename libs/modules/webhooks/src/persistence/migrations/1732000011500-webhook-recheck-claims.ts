import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When a replica last took each webhook for its periodic CRC re-check: the
 * replicas' coordination, kept apart from the webhooks' read model, which
 * holds only what the events say (a rebuild gives it back row for row).
 */
export class WebhookRecheckClaims1732000011500 implements MigrationInterface {
  name = 'WebhookRecheckClaims1732000011500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE webhooks.recheck_claims (webhook_id text PRIMARY KEY, claimed_at timestamptz NOT NULL)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE webhooks.recheck_claims`);
  }
}
