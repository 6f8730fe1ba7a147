import { ACCESS_TOKEN_TTL_SECONDS, type UserGrantState } from '../../domain/oauth2-user-grant';
import { randomAlphanumeric } from '../../secrets/credentials';

/** The token endpoint's answer (RFC 6749 §5.1), as the platform gives it. */
export interface UserTokenResponse {
  token_type: 'bearer';
  expires_in: number;
  access_token: string;
  scope: string;
  refresh_token?: string;
}

/** A fresh access and refresh token pair (the refresh token is kept only with `offline.access`). */
export const newTokens = () => ({ access: randomAlphanumeric(86), refresh: randomAlphanumeric(86) });

/** The answer for a grant's tokens just issued. */
export function tokenResponse(state: UserGrantState, tokens: { access: string; refresh: string }): UserTokenResponse {
  const current = state.current!;
  return {
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    access_token: tokens.access,
    scope: current.scopes.join(' '),
    ...(current.refreshTokenHash ? { refresh_token: tokens.refresh } : {}),
  };
}
