import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiSecurity } from '@nestjs/swagger';
import type { OAuth1TokenKind } from './oauth1/oauth1-verifier';
import type { OAuth2Scope } from './oauth2-scopes';
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
      scopes?: readonly OAuth2Scope[];
      /** An ads route: an OAuth 2.0 user-context token needs `ads.read` to read (GET) and `ads.write` otherwise. */
      adsScopes?: boolean;
    };

/**
 * The OpenAPI security schemes, named as the platform's own document names
 * them, so a client generated from either finds the same requirements.
 */
export const SECURITY_SCHEME = {
  bearer: 'BearerToken',
  oauth2user: 'OAuth2UserToken',
  oauth1: 'UserToken',
} as const satisfies Record<AuthScheme, string>;

/** The OpenAPI `security` of a requirement: one alternative per scheme the guard takes, the scopes on the OAuth 2.0 one. */
export function securityOf(requirement: Extract<AuthRequirement, { kind: 'schemes' }>): Array<Record<string, string[]>> {
  // the ads API is signed with OAuth 1.0a first of all (its SDKs sign nothing else)
  const order: AuthScheme[] = requirement.adsScopes ? ['oauth1', 'oauth2user'] : ['oauth2user', 'oauth1', 'bearer'];
  return order
    .filter((scheme) => requirement.schemes.includes(scheme))
    // a request or consumer-only OAuth 1.0a signature is no user token (the OAuth handshake's own routes)
    .filter((scheme) => scheme !== 'oauth1' || (requirement.oauth1Token ?? 'access') === 'access')
    .map((scheme) => ({ [SECURITY_SCHEME[scheme]]: scheme === 'oauth2user' ? [...(requirement.scopes ?? [])] : [] }));
}

/**
 * Every route declares how it is authenticated; a route that declares nothing
 * is refused (the global guard fails closed). The same declaration gives the
 * route's `security` in the OpenAPI document, so the two cannot drift.
 */
export const Authenticated = (
  schemes: readonly AuthScheme[],
  options: { oauth1Token?: OAuth1TokenKind; allowReadOnly?: boolean; scopes?: readonly OAuth2Scope[]; adsScopes?: boolean } = {},
) => {
  const requirement = { kind: 'schemes', schemes, ...options } satisfies AuthRequirement;
  return applyDecorators(SetMetadata(AUTH_REQUIREMENT, requirement), documentedSecurity(securityOf(requirement)));
};

/**
 * Writes the alternatives into the OpenAPI metadata with fresh `ApiSecurity`
 * decorators at each use: one decorator instance applied to several routes
 * (as a shared `const` is) would otherwise carry the first route's entries
 * into the next.
 */
const documentedSecurity =
  (security: Array<Record<string, string[]>>) =>
  (target: object, key?: string | symbol, descriptor?: PropertyDescriptor): void => {
    for (const alternative of security) ApiSecurity(alternative)(target, key as string | symbol, descriptor as PropertyDescriptor);
  };

/**
 * User context on the ads API, what every ads route takes: OAuth 1.0a, or an
 * OAuth 2.0 user-context token granted `ads.read` (reads) or `ads.write`
 * (writes), as the Ads MCP page describes the scopes.
 */
export const UserContext = () => Authenticated(['oauth1', 'oauth2user'], { adsScopes: true });

/** The ads scope an OAuth 2.0 user-context token needs for a request of this method on an ads route. */
export const adsScopeFor = (method: string): OAuth2Scope => (/^(GET|HEAD|OPTIONS)$/i.test(method) ? 'ads.read' : 'ads.write');

/**
 * User context on the platform API: OAuth 1.0a, or an OAuth 2.0 user-context
 * bearer token granted these scopes.
 */
export const PlatformUserContext = (...scopes: OAuth2Scope[]) => Authenticated(['oauth1', 'oauth2user'], { scopes });

/** App-only bearer token. */
export const AppOnly = () => Authenticated(['bearer']);

/** No authentication (health checks, the authorize page, the token endpoints that check their own). */
export const Public = () => SetMetadata(AUTH_REQUIREMENT, { kind: 'public' } satisfies AuthRequirement);
