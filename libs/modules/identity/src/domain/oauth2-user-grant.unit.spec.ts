import { createHash } from 'node:crypto';
import { deciderSpec } from '@platform/testing';
import { authorizationCodeDecider, userGrantDecider, verifierMatches } from './oauth2-user-grant';

const now = '2026-05-01T00:00:00.000Z';
const later = (seconds: number) => new Date(Date.parse(now) + seconds * 1000).toISOString();
const verifier = 'v'.repeat(43);
const challenge = createHash('sha256').update(verifier).digest('base64url');

describe('OAuth 2.0 authorization codes', () => {
  const spec = deciderSpec(authorizationCodeDecider);
  const issued = {
    type: 'identity.OAuth2CodeIssued' as const,
    data: {
      codeHash: 'h',
      appId: 'a1',
      userId: 'u1',
      scopes: ['users.read'],
      redirectUri: 'https://client.example/cb',
      codeChallenge: challenge,
      codeChallengeMethod: 'S256' as const,
      issuedAt: now,
      expiresAt: later(30),
    },
  };
  const redeem = (over: Record<string, unknown> = {}) => ({
    type: 'RedeemAuthorizationCode' as const,
    appId: 'a1',
    redirectUri: 'https://client.example/cb',
    codeVerifier: verifier,
    grantId: 'g1',
    now: later(10),
    ...over,
  });

  it('is redeemed once, by its app, within 30 seconds, from its redirect URI, with the verifier of its challenge', () => {
    spec.given([issued]).when(redeem()).then([{ type: 'identity.OAuth2CodeRedeemed', data: { codeHash: 'h', grantId: 'g1', redeemedAt: later(10) } }]);
    spec.given([issued, { type: 'identity.OAuth2CodeRedeemed', data: { codeHash: 'h', grantId: 'g1', redeemedAt: now } }]).when(redeem()).thenThrows({ error: 'invalid_grant' });
    spec.given([issued]).when(redeem({ appId: 'a2' })).thenThrows({ error: 'invalid_grant' });
    spec.given([issued]).when(redeem({ now: later(30) })).thenThrows({ error: 'invalid_grant' });
    spec.given([issued]).when(redeem({ redirectUri: 'https://client.example/other' })).thenThrows({ error: 'invalid_request' });
    spec.given([issued]).when(redeem({ codeVerifier: 'w'.repeat(43) })).thenThrows({ error: 'invalid_request' });
  });

  it('checks S256 and plain challenges', () => {
    expect(verifierMatches('S256', challenge, verifier)).toBe(true);
    expect(verifierMatches('S256', challenge, `${verifier}x`)).toBe(false);
    expect(verifierMatches('plain', 'challenge', 'challenge')).toBe(true);
    expect(verifierMatches('plain', 'challenge', 'Challenge')).toBe(false);
  });
});

describe('OAuth 2.0 user grants', () => {
  const spec = deciderSpec(userGrantDecider);
  const issue = (scopes: string[]) => ({ type: 'IssueUserTokens' as const, grantId: 'g1', appId: 'a1', userId: 'u1', scopes, accessTokenHash: 'a', refreshTokenHash: 'r', now });
  const issued = (scopes: string[], refreshTokenHash: string | null, accessTokenHash = 'a', at = now) => ({
    type: 'identity.OAuth2UserTokensIssued' as const,
    data: { grantId: 'g1', appId: 'a1', userId: 'u1', scopes, accessTokenHash, accessExpiresAt: later(7200), refreshTokenHash, issuedAt: at },
  });

  it('issues a two-hour access token, and a refresh token only with offline.access', () => {
    spec.given([]).when(issue(['users.read'])).then([issued(['users.read'], null)]);
    spec.given([]).when(issue(['users.read', 'offline.access'])).then([issued(['users.read', 'offline.access'], 'r')]);
  });

  it('refreshes with the current refresh token of the same app only', () => {
    const scopes = ['users.read', 'offline.access'];
    const refresh = (refreshTokenHash: string, appId = 'a1') => ({ type: 'RefreshUserTokens' as const, appId, refreshTokenHash, accessTokenHash: 'a2', newRefreshTokenHash: 'r2', now });
    spec.given([issued(scopes, 'r')]).when(refresh('r')).then([issued(scopes, 'r2', 'a2')]);
    spec.given([issued(scopes, 'r'), issued(scopes, 'r2', 'a2')]).when(refresh('r')).thenThrows({ error: 'invalid_request' });
    spec.given([issued(scopes, 'r')]).when(refresh('r', 'a2')).thenThrows({ error: 'invalid_request' });
    spec.given([issued(scopes, 'r'), { type: 'identity.OAuth2UserGrantRevoked', data: { grantId: 'g1', appId: 'a1', revokedAt: now } }]).when(refresh('r')).thenThrows({ error: 'invalid_request' });
  });

  it('is revoked by its app, once, with a token it holds now', () => {
    const revoke = (appId: string, tokenHash = 'a') => ({ type: 'RevokeUserGrant' as const, appId, tokenHash, now });
    const revoked = { type: 'identity.OAuth2UserGrantRevoked' as const, data: { grantId: 'g1', appId: 'a1', userId: 'u1', revokedAt: now } };
    spec.given([issued(['users.read'], null)]).when(revoke('a1')).then([revoked]);
    spec.given([issued(['users.read', 'offline.access'], 'r')]).when(revoke('a1', 'r')).then([revoked]);
    spec.given([issued(['users.read'], null)]).when(revoke('a2')).then([]);
    spec.given([issued(['users.read'], null), revoked]).when(revoke('a1')).then([]);
    // a token the grant no longer holds (spent by a refresh) revokes nothing
    spec.given([issued(['users.read', 'offline.access'], 'r'), issued(['users.read', 'offline.access'], 'r2', 'a2')]).when(revoke('a1', 'r')).then([]);
    spec.given([issued(['users.read', 'offline.access'], 'r'), issued(['users.read', 'offline.access'], 'r2', 'a2')]).when(revoke('a1', 'a')).then([]);
  });

  it('is revoked by the operator for the user it names, once; another user’s grant, or none, is not found', () => {
    const revoke = (userId: string) => ({ type: 'RevokeUserGrantAsOperator' as const, userId, now });
    const revoked = { type: 'identity.OAuth2UserGrantRevoked' as const, data: { grantId: 'g1', appId: 'a1', userId: 'u1', revokedAt: now } };
    spec.given([issued(['users.read'], null)]).when(revoke('u1')).then([revoked]);
    spec.given([issued(['users.read'], null), revoked]).when(revoke('u1')).then([]);
    spec.given([issued(['users.read'], null)]).when(revoke('u2')).thenThrows({ kind: 'not_found', parameter: 'grant_id' });
    spec.given([]).when(revoke('u1')).thenThrows({ kind: 'not_found', parameter: 'grant_id' });
  });
});
