import { createHash, timingSafeEqual } from 'node:crypto';
import { type Decider, DomainError, type DomainEvent, notFound, streamKind } from '@platform/ddd';

/**
 * OAuth 2.0 user context (Authorization Code with PKCE): an authorization
 * code a user's consent issues, redeemed once for a grant; a grant holds the
 * app, the user, the scopes and the current access token (two hours) and,
 * with `offline.access`, a refresh token that is replaced at each use. Only
 * hashes of codes and tokens are kept.
 */

export const CODE_TTL_SECONDS = 30;
export const ACCESS_TOKEN_TTL_SECONDS = 7200;

/** An OAuth 2.0 error of the token endpoint (RFC 6749 §5.2). */
export class OAuth2Error extends DomainError {
  constructor(
    readonly error: 'invalid_request' | 'invalid_grant' | 'invalid_client' | 'unauthorized_client' | 'unsupported_grant_type' | 'invalid_scope',
    readonly description: string,
  ) {
    super('invalid', description);
  }
}

/** Whether a PKCE verifier answers the challenge (RFC 7636 §4.6). */
export function verifierMatches(method: 'S256' | 'plain', challenge: string, verifier: string): boolean {
  const computed = method === 'S256' ? createHash('sha256').update(verifier, 'ascii').digest('base64url') : verifier;
  const a = Buffer.from(computed);
  const b = Buffer.from(challenge);
  return a.length === b.length && timingSafeEqual(a, b);
}

// ---------------------------------------------------------------- authorization codes

export type AuthorizationCodeIssued = DomainEvent<
  'identity.OAuth2CodeIssued',
  {
    codeHash: string;
    appId: string;
    userId: string;
    scopes: string[];
    redirectUri: string;
    codeChallenge: string;
    codeChallengeMethod: 'S256' | 'plain';
    issuedAt: string;
    expiresAt: string;
  }
>;
export type AuthorizationCodeRedeemed = DomainEvent<'identity.OAuth2CodeRedeemed', { codeHash: string; grantId: string; redeemedAt: string }>;
export type AuthorizationCodeEvent = AuthorizationCodeIssued | AuthorizationCodeRedeemed;

export interface AuthorizationCodeState {
  code?: AuthorizationCodeIssued['data'];
  redeemed: boolean;
}

export type AuthorizationCodeCommand =
  | ({ type: 'IssueAuthorizationCode'; now: string } & Omit<AuthorizationCodeIssued['data'], 'issuedAt' | 'expiresAt'>)
  | { type: 'RedeemAuthorizationCode'; appId: string; redirectUri: string; codeVerifier: string; grantId: string; now: string };

const invalidCode = () => new OAuth2Error('invalid_grant', 'Value passed for the authorization code was invalid.');

export const authorizationCodeDecider: Decider<AuthorizationCodeState, AuthorizationCodeCommand, AuthorizationCodeEvent> = {
  initialState: () => ({ redeemed: false }),
  evolve: (state, event) => {
    if (event.type === 'identity.OAuth2CodeIssued') return { code: event.data, redeemed: false };
    if (event.type === 'identity.OAuth2CodeRedeemed') return { ...state, redeemed: true };
    return state;
  },
  decide: (command, state) => {
    if (command.type === 'IssueAuthorizationCode') {
      if (state.code) throw new OAuth2Error('invalid_request', 'This authorization code was already issued');
      const { type: _type, now, ...data } = command;
      const expiresAt = new Date(Date.parse(now) + CODE_TTL_SECONDS * 1000).toISOString();
      return [{ type: 'identity.OAuth2CodeIssued', data: { ...data, issuedAt: now, expiresAt } }];
    }
    const code = state.code;
    // a code is used once, by the app it was issued to, within its life, from the same redirect URI, with the verifier of its challenge
    if (!code || state.redeemed || code.appId !== command.appId || Date.parse(command.now) >= Date.parse(code.expiresAt)) throw invalidCode();
    if (code.redirectUri !== command.redirectUri) throw new OAuth2Error('invalid_request', 'Value passed for the redirect uri did not match the uri of the authorization code.');
    if (!verifierMatches(code.codeChallengeMethod, code.codeChallenge, command.codeVerifier)) {
      throw new OAuth2Error('invalid_request', 'Value passed for the code verifier did not match the code challenge.');
    }
    return [{ type: 'identity.OAuth2CodeRedeemed', data: { codeHash: code.codeHash, grantId: command.grantId, redeemedAt: command.now } }];
  },
};

export const authorizationCodeStreamId = (codeHash: string) => `identity.OAuth2Code-${codeHash}`;
export const AUTHORIZATION_CODE_STREAM = 'identity.OAuth2Code';
export const AUTHORIZATION_CODE = streamKind(
  { type: AUTHORIZATION_CODE_STREAM, streamId: authorizationCodeStreamId, decider: authorizationCodeDecider, stamp: 'milliseconds' },
  { 'identity.OAuth2CodeIssued': 1, 'identity.OAuth2CodeRedeemed': 1 },
);

// ---------------------------------------------------------------- grants

export type UserTokensIssued = DomainEvent<
  'identity.OAuth2UserTokensIssued',
  {
    grantId: string;
    appId: string;
    userId: string;
    scopes: string[];
    accessTokenHash: string;
    accessExpiresAt: string;
    /** With `offline.access` only. */
    refreshTokenHash: string | null;
    issuedAt: string;
  }
>;
/** `userId` is on the events recorded since revocations became activity (Account Activity's revoke). */
export type UserGrantRevoked = DomainEvent<'identity.OAuth2UserGrantRevoked', { grantId: string; appId: string; userId?: string; revokedAt: string }>;
export type UserGrantEvent = UserTokensIssued | UserGrantRevoked;

export interface UserGrantState {
  current?: UserTokensIssued['data'];
  revoked: boolean;
}

export type UserGrantCommand =
  | { type: 'IssueUserTokens'; grantId: string; appId: string; userId: string; scopes: string[]; accessTokenHash: string; refreshTokenHash: string; now: string }
  | { type: 'RefreshUserTokens'; appId: string; refreshTokenHash: string; accessTokenHash: string; newRefreshTokenHash: string; now: string }
  /** `tokenHash`: the access or refresh token named; a grant is revoked by a token it holds now, of its app. */
  | { type: 'RevokeUserGrant'; appId: string; tokenHash: string; now: string }
  /** The operator revokes a grant of the user it names (the admin API): another user's grant, or none, is not found. */
  | { type: 'RevokeUserGrantAsOperator'; userId: string; now: string };

function tokens(
  base: Pick<UserTokensIssued['data'], 'grantId' | 'appId' | 'userId' | 'scopes'>,
  accessTokenHash: string,
  refreshTokenHash: string,
  now: string,
): UserGrantEvent[] {
  const accessExpiresAt = new Date(Date.parse(now) + ACCESS_TOKEN_TTL_SECONDS * 1000).toISOString();
  const refresh = base.scopes.includes('offline.access') ? refreshTokenHash : null;
  return [{ type: 'identity.OAuth2UserTokensIssued', data: { ...base, accessTokenHash, accessExpiresAt, refreshTokenHash: refresh, issuedAt: now } }];
}

export const userGrantDecider: Decider<UserGrantState, UserGrantCommand, UserGrantEvent> = {
  initialState: () => ({ revoked: false }),
  evolve: (state, event) => {
    if (event.type === 'identity.OAuth2UserTokensIssued') return { ...state, current: event.data };
    if (event.type === 'identity.OAuth2UserGrantRevoked') return { ...state, revoked: true };
    return state;
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'IssueUserTokens': {
        if (state.current) throw new OAuth2Error('invalid_request', 'This grant was already issued');
        const { grantId, appId, userId, scopes } = command;
        return tokens({ grantId, appId, userId, scopes }, command.accessTokenHash, command.refreshTokenHash, command.now);
      }
      case 'RefreshUserTokens': {
        const current = state.current;
        // the refresh token of the grant's latest issue, of this app, not revoked: a used one is spent
        if (!current || state.revoked || current.appId !== command.appId || current.refreshTokenHash !== command.refreshTokenHash) {
          throw new OAuth2Error('invalid_request', 'Value passed for the token was invalid.');
        }
        return tokens(current, command.accessTokenHash, command.newRefreshTokenHash, command.now);
      }
      case 'RevokeUserGrant':
        if (!state.current || state.revoked || state.current.appId !== command.appId) return [];
        if (command.tokenHash !== state.current.accessTokenHash && command.tokenHash !== state.current.refreshTokenHash) return [];
        return [{ type: 'identity.OAuth2UserGrantRevoked', data: { grantId: state.current.grantId, appId: command.appId, userId: state.current.userId, revokedAt: command.now } }];
      case 'RevokeUserGrantAsOperator':
        if (!state.current || state.current.userId !== command.userId) throw notFound(`OAuth 2.0 grant of user ${command.userId} was not found`, 'grant_id');
        if (state.revoked) return [];
        return [{ type: 'identity.OAuth2UserGrantRevoked', data: { grantId: state.current.grantId, appId: state.current.appId, userId: command.userId, revokedAt: command.now } }];
    }
  },
};

export const userGrantStreamId = (grantId: string) => `identity.OAuth2UserGrant-${grantId}`;
export const USER_GRANT_STREAM = 'identity.OAuth2UserGrant';
export const USER_GRANT = streamKind(
  { type: USER_GRANT_STREAM, streamId: userGrantStreamId, decider: userGrantDecider, stamp: 'milliseconds' },
  { 'identity.OAuth2UserTokensIssued': 1, 'identity.OAuth2UserGrantRevoked': 1 },
);
