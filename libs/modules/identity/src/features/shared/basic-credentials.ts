import { timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';

/**
 * HTTP Basic client credentials as the OAuth 2.0 endpoints take them: the
 * client id and secret, each URL-encoded (RFC 6749 §2.3.1), as user name and
 * password. Undefined when the header is absent or malformed.
 */
export function basicCredentials(req: Request): { id: string; secret: string } | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(req.header('authorization') ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  try {
    return {
      id: decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, ' ')),
      secret: decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, ' ')),
    };
  } catch {
    return undefined;
  }
}

/** A secret compared in constant time. */
export function sameSecret(given: string, expected: string | null | undefined): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected ?? '');
  return expected !== null && expected !== undefined && a.length === b.length && timingSafeEqual(a, b);
}
