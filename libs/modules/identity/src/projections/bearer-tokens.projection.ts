import { tableProjection } from '@platform/event-store';
import { CREDENTIALS_CHANNEL } from '../credentials/credential-cache';
import type { BearerTokenEvent } from '../domain/app-bearer-token';

/** identity.bearer_tokens: the outstanding app-only token of each app (hash only). */
export const bearerTokensProjection = tableProjection<BearerTokenEvent>('identity.bearer_tokens', {
  'identity.BearerTokenIssued': ({ appId, tokenHash, seed, issuedAt }, sql) =>
    sql.query(`INSERT INTO identity.bearer_tokens (app_id, token_hash, seed, issued_at) VALUES ($1, $2, $3, $4)`, [appId, tokenHash, seed, issuedAt]),
  'identity.BearerTokenInvalidated': async ({ appId, tokenHash }, sql) => {
    await sql.query('DELETE FROM identity.bearer_tokens WHERE app_id = $1 AND token_hash = $2', [appId, tokenHash]);
    // every replica drops the token from its credential cache when this commits
    await sql.query('SELECT pg_notify($1, $2)', [CREDENTIALS_CHANNEL, `bearer:${tokenHash}`]);
  },
});
