import { OAUTH2_SCOPES } from '@platform/auth';
import type { AppView } from '../../projections/apps.read-model';

/** An authorization request as the authorize page takes it (RFC 6749 §4.1.1, RFC 7636 §4.3). */
export interface AuthorizationRequest {
  clientId: string;
  redirectUri: string;
  scopes: string[];
  state: string;
  codeChallenge: string;
  codeChallengeMethod: 'S256' | 'plain';
}

/** What is wrong with a request: shown on the page (client or redirect unknown), or sent back to the redirect URI. */
export type RequestProblem = { show: string } | { redirect: { error: string; description: string } };

const PKCE = /^[A-Za-z0-9._~-]{1,128}$/;
const one = (query: Record<string, unknown>, name: string): string | undefined => {
  const value = query[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * Reads the request's parameters (query of the GET, fields of the form) for
 * an app: the client and its registered redirect URI first (a problem with
 * them is shown, never redirected), then the rest.
 */
export function readAuthorizationRequest(
  params: Record<string, unknown>,
  app: AppView | undefined,
): { request: AuthorizationRequest } | { problem: RequestProblem } {
  const redirectUri = one(params, 'redirect_uri') ?? '';
  if (!app) return { problem: { show: 'The client_id does not name an app with OAuth 2.0 enabled.' } };
  if (!app.callback_urls.includes(redirectUri)) {
    return { problem: { show: 'The redirect_uri is not one of the callback URLs registered for this app.' } };
  }
  const redirect = (error: string, description: string) => ({ problem: { redirect: { error, description } } });
  if (one(params, 'response_type') !== 'code') return redirect('unsupported_response_type', 'response_type must be code');
  const state = one(params, 'state');
  if (!state || state.length > 500) return redirect('invalid_request', 'state is required (at most 500 characters)');
  const scopes = [...new Set((one(params, 'scope') ?? '').split(/[ +]/).filter(Boolean))];
  const unknown = scopes.find((s) => !(OAUTH2_SCOPES as readonly string[]).includes(s));
  if (scopes.length === 0 || unknown) return redirect('invalid_scope', unknown ? `unknown scope ${unknown}` : 'scope is required');
  const codeChallenge = one(params, 'code_challenge') ?? '';
  const method = one(params, 'code_challenge_method');
  if (!PKCE.test(codeChallenge)) return redirect('invalid_request', 'code_challenge is required (PKCE)');
  // a parameter of every authorize URL, as the authorization code page lists them (no default)
  if (method !== 'S256' && method !== 'plain') return redirect('invalid_request', 'code_challenge_method is required: S256 or plain');
  return { request: { clientId: one(params, 'client_id')!, redirectUri, scopes, state, codeChallenge, codeChallengeMethod: method } };
}

/** The redirect that ends the flow: the code (or an error) and the state, added to the redirect URI's query. */
export function redirectTo(redirectUri: string, params: Record<string, string | undefined>): string {
  const target = new URL(redirectUri);
  for (const [name, value] of Object.entries(params)) if (value !== undefined) target.searchParams.set(name, value);
  return target.toString();
}
