import { historyOf, projectionSpec, testDatabase } from '@platform/testing';
import { type UserGrantCommand, userGrantDecider } from '../domain/oauth2-user-grant';
import { oauth2UserTokensProjection } from './oauth2-user-tokens.projection';

const grant = { grantId: 'g-proj-spec', appId: 'a1', userId: 'u1' };
const issue = (scopes: string[]): UserGrantCommand => ({ type: 'IssueUserTokens', ...grant, scopes, accessTokenHash: 'at-1', refreshTokenHash: 'rt-1', now: '2026-01-01T00:00:00.000Z' });
const refresh: UserGrantCommand = { type: 'RefreshUserTokens', appId: 'a1', refreshTokenHash: 'rt-1', accessTokenHash: 'at-2', newRefreshTokenHash: 'rt-2', now: '2026-01-01T03:00:00.000Z' };

describe('the OAuth 2.0 user tokens projection', () => {
  const db = testDatabase();
  const rows = (commands: UserGrantCommand[]) =>
    projectionSpec(oauth2UserTokensProjection, db())
      .given(historyOf(userGrantDecider, commands))
      .thenRows<{ token_hash: string; kind: string; expires_at: Date | null }>(
        `SELECT token_hash, kind, grant_id, app_id, user_id, scopes, expires_at FROM identity.oauth2_user_tokens WHERE grant_id = $1 ORDER BY kind`,
        [grant.grantId],
      );

  it('keeps a grant’s access token, expiring, and its refresh token only with offline.access', async () => {
    const [access] = await rows([issue(['tweet.read'])]);
    expect(await rows([issue(['tweet.read'])])).toEqual([
      { token_hash: 'at-1', kind: 'access', grant_id: 'g-proj-spec', app_id: 'a1', user_id: 'u1', scopes: ['tweet.read'], expires_at: expect.any(Date) },
    ]);
    expect(access.expires_at!.getTime()).toBeGreaterThan(Date.parse('2026-01-01T00:00:00Z'));
    expect((await rows([issue(['tweet.read', 'offline.access'])])).map((r) => [r.kind, r.token_hash, r.expires_at])).toEqual([
      ['access', 'at-1', access.expires_at],
      ['refresh', 'rt-1', null],
    ]);
  });

  it('replaces the tokens on a refresh: the spent ones no longer work', async () => {
    expect((await rows([issue(['tweet.read', 'offline.access']), refresh])).map((r) => r.token_hash)).toEqual(['at-2', 'rt-2']);
  });

  it('drops every token of a revoked grant', async () => {
    expect(await rows([issue(['tweet.read', 'offline.access']), { type: 'RevokeUserGrant', appId: 'a1', tokenHash: 'rt-1', now: '2026-01-02T00:00:00.000Z' }])).toEqual([]);
  });
});
