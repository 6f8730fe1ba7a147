import type { InlineProjection, RecordedEvent, Sql } from '@platform/event-store';
import { CREDENTIALS_CHANNEL } from '../credentials/credential-cache';
import type { AccessTokenEvent } from '../domain/access-token';

/** identity.access_tokens: every user access token and whether it was invalidated. */
export const accessTokensProjection: InlineProjection = {
  name: 'identity.access_tokens',
  tables: ['identity.access_tokens'],
  handles: ['identity.AccessTokenIssued', 'identity.AccessTokenInvalidated'],
  async apply(event: RecordedEvent, sql: Sql) {
    const e = event as unknown as AccessTokenEvent;
    switch (e.type) {
      case 'identity.AccessTokenIssued':
        await sql.query(
          `INSERT INTO identity.access_tokens (token, secret_enc, user_id, app_id, access_level, created_at)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [e.data.token, e.data.tokenSecret.enc, e.data.userId, e.data.appId, e.data.accessLevel, e.data.issuedAt],
        );
        break;
      case 'identity.AccessTokenInvalidated':
        await sql.query('UPDATE identity.access_tokens SET invalidated_at = $2 WHERE token = $1', [
          e.data.token,
          e.data.invalidatedAt,
        ]);
        // every replica drops the token from its credential cache when this commits
        await sql.query('SELECT pg_notify($1, $2)', [CREDENTIALS_CHANNEL, `access:${e.data.token}`]);
        break;
    }
  },
};
