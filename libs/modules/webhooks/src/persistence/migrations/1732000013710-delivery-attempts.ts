import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each attempt at a webhook delivery, as sent and as answered: the request (URL,
 * headers with the signature, body) and the receiver's answer (status, a few
 * headers, the start of its body) or why there was none. Kept as long as the
 * activity it delivers (48 hours); the deliveries' own rows hold their state.
 */
export class DeliveryAttempts1732000013710 implements MigrationInterface {
  name = 'DeliveryAttempts1732000013710';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE webhooks.delivery_attempts (
        id               bigserial PRIMARY KEY,
        delivery_id      bigint NOT NULL,
        webhook_id       text NOT NULL,
        attempt          integer NOT NULL,
        started_at       timestamptz NOT NULL,
        latency_ms       integer NOT NULL,
        outcome          text NOT NULL,
        request          jsonb NOT NULL,
        response_status  integer,
        response_headers jsonb,
        response_body    text,
        error            text
      )`);
    await q.query(`CREATE INDEX delivery_attempts_by_delivery ON webhooks.delivery_attempts (delivery_id, id)`);
    await q.query(`CREATE INDEX delivery_attempts_by_time ON webhooks.delivery_attempts (started_at)`);
    await q.query(`CREATE INDEX deliveries_by_webhook ON webhooks.deliveries (webhook_id, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX webhooks.deliveries_by_webhook`);
    await q.query(`DROP TABLE webhooks.delivery_attempts`);
  }
}
