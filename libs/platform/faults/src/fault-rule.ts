/**
 * A fault rule: what it picks (requests by method, path and app; or webhook
 * deliveries by webhook and app), what it does to them, and how often.
 */
export type FaultTarget = 'request' | 'webhook_delivery';
export type DeliveryAction = 'timeout' | 'duplicate';

export interface FaultRule {
  id: string;
  target: FaultTarget;
  /** Requests: the method (any when null) and the path glob. */
  method: string | null;
  path: string | null;
  /** Only requests authenticated for this app, or deliveries of its webhooks (any when null). */
  app_id: string | null;
  /** Deliveries: only this webhook's (any when null). */
  webhook_id: string | null;
  /** Requests: the error status answered (none: the real answer, after the delay). */
  status: number | null;
  /** Requests: how long the answer waits. */
  delay_ms: number | null;
  /** Deliveries: what happens to the attempt. */
  action: DeliveryAction | null;
  /** The share of matching requests or deliveries faulted (0 to 1); null for a counted rule. */
  fraction: number | null;
  /** A counted rule: how many it faults in all, and how many are left; null for a fraction. */
  count: number | null;
  remaining: number | null;
  created_at: string;
  expires_at: string;
}

/** A rule as the matcher holds it: its path compiled, its expiry as a number. */
export interface ActiveRule {
  rule: FaultRule;
  pattern?: RegExp;
  expiresAt: number;
}

/** A path segment a glob may hold: letters, digits and `_ - . : ~ %` (or `*`, `**` alone). */
const SEGMENT = /^[A-Za-z0-9_\-.:~%]+$/;

/** Why a path glob is refused, or undefined when it is a good one. */
export function badPathGlob(path: string): string | undefined {
  if (!path.startsWith('/')) return 'path must start with /';
  if (path.length > 500) return 'path must be at most 500 characters';
  const segments = path.slice(1).split('/');
  for (const segment of segments) {
    if (segment === '*' || segment === '**') continue;
    if (segment === '' && segments.length === 1) continue; // `/` itself
    if (!SEGMENT.test(segment)) {
      return segment.includes('*')
        ? 'path segments are `*` (one segment) or `**` (any number) whole, not part of a segment'
        : `path has a segment that is not a plain path segment: "${segment}"`;
    }
  }
  return undefined;
}

/**
 * The glob as a regular expression over a request path: `*` is exactly one
 * segment, `**` any number of segments (none included), the rest literal.
 * The ads versions the server answers alike (`/11`, `/12`) match each other.
 * Written here rather than with a glob library: those match file names
 * (dots, braces, extglobs), this is a segment rule of four lines.
 */
export function compilePathGlob(path: string): RegExp {
  const segments = path.slice(1).split('/');
  let source = '';
  segments.forEach((segment, i) => {
    if (segment === '**') source += i === segments.length - 1 ? '(?:/[^/]*)*' : '(?:/[^/]+)*';
    else source += '/' + (segment === '*' ? '[^/]+' : escape(i === 0 ? adsVersion(segment) : segment));
  });
  return new RegExp(`^${source}/?$`);
}

/** `/11/...` and `/12/...` are one API to the server (it serves the SDK's version 11 as 12). */
export function adsVersion(segment: string): string {
  return segment === '11' ? '12' : segment;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function activeRule(rule: FaultRule): ActiveRule {
  return { rule, pattern: rule.path === null ? undefined : compilePathGlob(rule.path), expiresAt: Date.parse(rule.expires_at) };
}

/** Whether a live request rule picks this request (its fraction or count aside). */
export function matchesRequest(active: ActiveRule, method: string, path: string, appId: string | undefined, now: number): boolean {
  const { rule, pattern } = active;
  if (rule.target !== 'request' || active.expiresAt <= now) return false;
  if (rule.method !== null && rule.method !== method) return false;
  if (rule.app_id !== null && rule.app_id !== appId) return false;
  return pattern !== undefined && pattern.test(requestPath(path));
}

/** The request path as rules see it: the ads version 11 as 12. */
function requestPath(path: string): string {
  return path.replace(/^\/11(\/|$)/, '/12$1');
}

/** Whether a live delivery rule picks this delivery (its fraction or count aside). */
export function matchesDelivery(active: ActiveRule, webhookId: string, appId: string, now: number): boolean {
  const { rule } = active;
  if (rule.target !== 'webhook_delivery' || active.expiresAt <= now) return false;
  return (rule.webhook_id === null || rule.webhook_id === webhookId) && (rule.app_id === null || rule.app_id === appId);
}
