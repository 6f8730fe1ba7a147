import { tableProjection } from '@platform/event-store';
import { CREDENTIALS_CHANNEL } from '../credentials/credential-cache';
import type { AccessTokenEvent } from '../domain/access-token';

/** identity.access_tokens: every user access token and whether it was invalidated. */
export const accessTokensProjection = tableProjection<AccessTokenEvent>('identity.access_tokens', {
  'identity.AccessTokenIssued': (data, sql) =>
    sql.query(
      `INSERT INTO identity.access_tokens (token, secret_enc, user_id, app_id, access_level, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [data.token, data.tokenSecret.enc, data.userId, data.appId, data.accessLevel, data.issuedAt],
    ),
  'identity.AccessTokenInvalidated': async ({ token, invalidatedAt }, sql) => {
    await sql.query('UPDATE identity.access_tokens SET invalidated_at = $2 WHERE token = $1', [token, invalidatedAt]);
    // every replica drops the token from its credential cache when this commits
    await sql.query('SELECT pg_notify($1, $2)', [CREDENTIALS_CHANNEL, `access:${token}`]);
  },
});
