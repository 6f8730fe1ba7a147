import type { Request } from 'express';
import { AdsError, interfaceOf, PlatformError, ProblemError, requestOrigin } from '@platform/http';

/** Why authentication failed; each interface words it its own way. */
export type AuthFailureReason =
  | 'missing' // no credentials at all
  | 'malformed' // credentials present but unusable (bad header, missing oauth_* parameters)
  | 'duplicated' // a protocol parameter given twice (RFC 5849 3.2: a bad request); the message names it
  | 'unsupported_scheme' // a scheme the route does not take
  | 'bad_signature' // unknown consumer key, wrong signature, replayed nonce
  | 'timestamp' // oauth_timestamp outside the window
  | 'invalid_token' // unknown, invalidated or expired token
  | 'read_only'; // a read-only token trying to write

export class AuthFailure extends Error {
  constructor(
    readonly reason: AuthFailureReason,
    message?: string,
  ) {
    super(message ?? reason);
    this.name = 'AuthFailure';
  }
}

/**
 * The v1.1 answers. `fundamentals/authentication/oauth-2-0/application-only.mdx`
 * shows 220 (its message without a closing period) and 89;
 * `fundamentals/authentication/api-reference.mdx` shows 89 with one. The
 * other codes are decided in docs/decisions.md ("Identity and authentication").
 */
const V11: Record<AuthFailureReason, [number, number, string]> = {
  missing: [400, 215, 'Bad Authentication data.'],
  malformed: [400, 215, 'Bad Authentication data.'],
  duplicated: [400, 215, 'Bad Authentication data.'],
  unsupported_scheme: [403, 220, 'Your credentials do not allow access to this resource'],
  bad_signature: [401, 32, 'Could not authenticate you.'],
  timestamp: [401, 135, 'Timestamp out of bounds.'],
  invalid_token: [401, 89, 'Invalid or expired token.'],
  read_only: [403, 261, 'Application cannot perform write actions.'],
};

/**
 * The error a failed authentication answers, in the shape of the interface
 * called: v1.1 error objects on OAuth and /1.1 routes, ads errors on ads
 * routes, problems on platform v2 routes.
 */
export function authFailureError(failure: AuthFailure, req: Request, acceptedSchemes: readonly string[] = []): Error {
  const challenge = { 'www-authenticate': `OAuth realm="${requestOrigin(req)}"` };
  switch (interfaceOf(req)) {
    case 'oauth': {
      const [status, code, message] = V11[failure.reason];
      return new PlatformError(status, code, message, status === 401 ? challenge : {});
    }
    case 'ads':
      if (failure.reason === 'duplicated') {
        return new AdsError(400, 'INVALID_PARAMETER', `${failure.message} is given more than once`, failure.message);
      }
      if (failure.reason === 'read_only') {
        return new AdsError(403, 'READONLY_CLIENT_APPLICATION', 'This request needs write access; the access token in use is read-only');
      }
      return new AdsError(401, 'UNAUTHORIZED_ACCESS', 'This request is not properly authenticated');
    default:
      if (failure.reason === 'duplicated') {
        return ProblemError.invalidParameter(failure.message, '', `The \`${failure.message}\` OAuth parameter is given more than once`);
      }
      if (failure.reason === 'unsupported_scheme') {
        return new ProblemError(
          403,
          'unsupported-authentication',
          'Unsupported Authentication',
          `Authenticating with ${failure.message} is forbidden for this endpoint.  Supported authentication types are [${acceptedSchemes
            .map(schemeTitle)
            .join(', ')}].`,
        );
      }
      if (failure.reason === 'read_only') {
        return new ProblemError(
          403,
          'oauth1-permissions',
          'Forbidden',
          'Your client app is not configured with the appropriate oauth1 app permissions for this endpoint.',
        );
      }
      return new ProblemError(401, 'about:blank', 'Unauthorized', 'Unauthorized');
  }
}

export function schemeTitle(scheme: string): string {
  switch (scheme) {
    case 'oauth1':
      return 'OAuth 1.0a User Context';
    case 'bearer':
      return 'OAuth 2.0 Application-Only';
    case 'oauth2user':
      return 'OAuth 2.0 User Context';
    default:
      return scheme;
  }
}
