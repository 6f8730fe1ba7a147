import type { InlineProjection, RecordedEvent, Sql } from '@platform/event-store';
import type { UserGrantEvent } from '../domain/oauth2-user-grant';

/** identity.oauth2_user_tokens: a grant's current access and refresh tokens (hashes); a new issue or a revocation replaces them. */
export const oauth2UserTokensProjection: InlineProjection = {
  name: 'identity.oauth2_user_tokens',
  tables: ['identity.oauth2_user_tokens'],
  handles: ['identity.OAuth2UserTokensIssued', 'identity.OAuth2UserGrantRevoked'],
  async apply(event: RecordedEvent, sql: Sql) {
    const e = event as unknown as UserGrantEvent;
    await sql.query('DELETE FROM identity.oauth2_user_tokens WHERE grant_id = $1', [e.data.grantId]);
    if (e.type !== 'identity.OAuth2UserTokensIssued') return;
    const { grantId, appId, userId, scopes, accessTokenHash, accessExpiresAt, refreshTokenHash } = e.data;
    const insert = `INSERT INTO identity.oauth2_user_tokens (token_hash, kind, grant_id, app_id, user_id, scopes, expires_at)
                    VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)`;
    await sql.query(insert, [accessTokenHash, 'access', grantId, appId, userId, JSON.stringify(scopes), accessExpiresAt]);
    if (refreshTokenHash) await sql.query(insert, [refreshTokenHash, 'refresh', grantId, appId, userId, JSON.stringify(scopes), null]);
  },
};
