import { type Sql, tableProjection } from '@platform/event-store';
import type { UserGrantEvent, UserTokensIssued } from '../domain/oauth2-user-grant';

const dropTokens = (grantId: string, sql: Sql) => sql.query('DELETE FROM identity.oauth2_user_tokens WHERE grant_id = $1', [grantId]);

/** identity.oauth2_user_tokens: a grant's current access and refresh tokens (hashes); a new issue or a revocation replaces them. */
export const oauth2UserTokensProjection = tableProjection<UserGrantEvent>('identity.oauth2_user_tokens', {
  'identity.OAuth2UserTokensIssued': async (issued: UserTokensIssued['data'], sql) => {
    const { grantId, appId, userId, scopes, accessTokenHash, accessExpiresAt, refreshTokenHash } = issued;
    await dropTokens(grantId, sql);
    const insert = `INSERT INTO identity.oauth2_user_tokens (token_hash, kind, grant_id, app_id, user_id, scopes, expires_at)
                    VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)`;
    await sql.query(insert, [accessTokenHash, 'access', grantId, appId, userId, JSON.stringify(scopes), accessExpiresAt]);
    if (refreshTokenHash) await sql.query(insert, [refreshTokenHash, 'refresh', grantId, appId, userId, JSON.stringify(scopes), null]);
  },
  'identity.OAuth2UserGrantRevoked': ({ grantId }, sql) => dropTokens(grantId, sql),
});
