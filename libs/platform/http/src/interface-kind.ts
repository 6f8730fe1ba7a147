import type { Request } from 'express';

/**
 * Which public interface a request is addressed to; errors are answered in that
 * interface's own shape:
 * - `ads`: `/12/...` (and `/11/...`, which the official python SDK still calls), `/5/...` and everything on the sandbox listener: `{errors: [...], request: {params}}`
 * - `oauth`: `/oauth/...`, `/oauth2/...`, `/1.1/...`: `{errors: [{code, message}]}`
 * - `platform`: `/2/...`, `/admin/...`, health and anything else: RFC 7807 problem objects (the OAuth 2.0
 *   user-context token and revoke endpoints answer their own refusals as RFC 6749 §5.2 `{error, error_description}`)
 */
export type InterfaceKind = 'ads' | 'oauth' | 'platform';

export const SANDBOX_FLAG = 'aviarySandbox';

export function isSandboxRequest(req: Request): boolean {
  return (req as unknown as Record<string, unknown>)[SANDBOX_FLAG] === true;
}

export function interfaceOf(req: Request): InterfaceKind {
  const path = req.path ?? req.url ?? '';
  if (/^\/(12|11|5)(\/|$)/.test(path)) return 'ads';
  if (/^\/(oauth|oauth2|1\.1)(\/|$)/.test(path)) return 'oauth';
  if (isSandboxRequest(req) && !/^\/(health|openapi\.json|docs)(\/|$)/.test(path)) return 'ads';
  return 'platform';
}

/** A request to the operator's admin API (`/admin/...` on the platform listener). */
export function isAdminRequest(req: Request): boolean {
  return !isSandboxRequest(req) && /^\/admin(\/|$)/.test(req.path ?? req.url ?? '');
}

/** The scheme and host a request addressed (behind a proxy, as it forwarded them): `https://api.example`. */
export function requestOrigin(req: Request): string {
  return `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}
