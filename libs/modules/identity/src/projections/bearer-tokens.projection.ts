import type { InlineProjection, RecordedEvent, Sql } from '@platform/event-store';
import { CREDENTIALS_CHANNEL } from '../credentials/credential-cache';
import type { BearerTokenEvent } from '../domain/app-bearer-token';

/** identity.bearer_tokens: the outstanding app-only token of each app (hash only). */
export const bearerTokensProjection: InlineProjection = {
  name: 'identity.bearer_tokens',
  tables: ['identity.bearer_tokens'],
  handles: ['identity.BearerTokenIssued', 'identity.BearerTokenInvalidated'],
  async apply(event: RecordedEvent, sql: Sql) {
    const e = event as unknown as BearerTokenEvent;
    switch (e.type) {
      case 'identity.BearerTokenIssued':
        await sql.query(
          `INSERT INTO identity.bearer_tokens (app_id, token_hash, seed, issued_at) VALUES ($1, $2, $3, $4)`,
          [e.data.appId, e.data.tokenHash, e.data.seed, e.data.issuedAt],
        );
        break;
      case 'identity.BearerTokenInvalidated':
        await sql.query('DELETE FROM identity.bearer_tokens WHERE app_id = $1 AND token_hash = $2', [e.data.appId, e.data.tokenHash]);
        // every replica drops the token from its credential cache when this commits
        await sql.query('SELECT pg_notify($1, $2)', [CREDENTIALS_CHANNEL, `bearer:${e.data.tokenHash}`]);
        break;
    }
  },
};
