import type { MigrationInterface, QueryRunner } from 'typeorm';

export class OAuthTokens1732000001100 implements MigrationInterface {
  name = 'OAuthTokens1732000001100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE identity.request_tokens (
        token         text PRIMARY KEY,
        secret_enc    text NOT NULL,
        app_id        text NOT NULL,
        callback      text NOT NULL,
        access_level  text NOT NULL,
        status        text NOT NULL,
        user_id       text,
        issued_at     timestamptz NOT NULL,
        expires_at    timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE TABLE identity.bearer_tokens (
        app_id     text PRIMARY KEY,
        token_hash text NOT NULL UNIQUE,
        seed       text NOT NULL,
        issued_at  timestamptz NOT NULL
      )`);
    // Nonces seen within the timestamp window, per consumer: operational state, not events.
    await q.query(`
      CREATE UNLOGGED TABLE identity.oauth_nonces (
        consumer_key text NOT NULL,
        nonce        text NOT NULL,
        seen_at      timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (consumer_key, nonce)
      )`);
    await q.query(`CREATE INDEX oauth_nonces_seen_at ON identity.oauth_nonces (seen_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE identity.oauth_nonces`);
    await q.query(`DROP TABLE identity.bearer_tokens`);
    await q.query(`DROP TABLE identity.request_tokens`);
  }
}
