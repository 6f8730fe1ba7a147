import { SetMetadata } from '@nestjs/common';
import type { OAuth1TokenKind } from './oauth1/oauth1-verifier';
import type { AuthScheme } from './principal';

export const AUTH_REQUIREMENT = 'aviary:auth';

export type AuthRequirement =
  | { kind: 'public' }
  | { kind: 'admin' }
  | {
      kind: 'schemes';
      schemes: readonly AuthScheme[];
      /** For OAuth 1.0a: which token signs (default: a user access token). */
      oauth1Token?: OAuth1TokenKind;
      /** Lets a read-only access token call this non-GET route. */
      allowReadOnly?: boolean;
      /** The OAuth 2.0 scopes a user-context bearer token needs here. */
      scopes?: readonly string[];
    };

/**
 * Every route declares how it is authenticated; a route that declares nothing
 * is refused (the global guard fails closed).
 */
export const Authenticated = (
  schemes: readonly AuthScheme[],
  options: { oauth1Token?: OAuth1TokenKind; allowReadOnly?: boolean; scopes?: readonly string[] } = {},
) => SetMetadata(AUTH_REQUIREMENT, { kind: 'schemes', schemes, ...options } satisfies AuthRequirement);

/** OAuth 1.0a user context: what every ads route takes. */
export const UserContext = () => Authenticated(['oauth1']);

/**
 * User context on the platform API: OAuth 1.0a, or an OAuth 2.0 user-context
 * bearer token granted these scopes.
 */
export const PlatformUserContext = (...scopes: string[]) => Authenticated(['oauth1', 'oauth2user'], { scopes });

/** App-only bearer token. */
export const AppOnly = () => Authenticated(['bearer']);

/** No authentication (health checks, the authorize page, the token endpoints that check their own). */
export const Public = () => SetMetadata(AUTH_REQUIREMENT, { kind: 'public' } satisfies AuthRequirement);
