import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The outstanding OAuth 2.0 user-context tokens (hashes), access and refresh, of each grant. */
export class OAuth2UserTokens1732000001300 implements MigrationInterface {
  name = 'OAuth2UserTokens1732000001300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE identity.oauth2_user_tokens (
        token_hash  text PRIMARY KEY,
        kind        text NOT NULL CHECK (kind IN ('access', 'refresh')),
        grant_id    text NOT NULL,
        app_id      text NOT NULL,
        user_id     text NOT NULL,
        scopes      jsonb NOT NULL,
        expires_at  timestamptz
      )`);
    await q.query(`CREATE INDEX oauth2_user_tokens_by_grant ON identity.oauth2_user_tokens (grant_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE identity.oauth2_user_tokens`);
  }
}
