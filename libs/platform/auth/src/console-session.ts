import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { CookieOptions, Request } from 'express';
import { SETTINGS, type Settings } from '@platform/config';

/** The console's session cookie: the admin API taken from a browser signed in with the admin token. */
export const CONSOLE_COOKIE = 'aviary_console';
/** The header a console page sends with every write: a cross-site form cannot (the session cookie is also SameSite=Strict). */
export const CONSOLE_HEADER = 'x-aviary-console';
const SESSION_SECONDS = 12 * 3600;

/**
 * A console session, signed with a key derived from the admin token: valid
 * until it expires or the token changes. It names nobody (there is one
 * operator role); written by hand, as it is one HMAC over an expiry.
 */
@Injectable()
export class ConsoleSession {
  private readonly key?: Buffer;

  constructor(@Inject(SETTINGS) settings: Settings) {
    this.key = settings.ADMIN_TOKEN ? createHmac('sha256', settings.ADMIN_TOKEN).update('aviary console session').digest() : undefined;
  }

  /** The cookie for a new session, once the admin token was given. */
  issue(now = Date.now()): { value: string; options: CookieOptions } {
    if (!this.key) throw new Error('no admin token');
    const expires = Math.floor(now / 1000) + SESSION_SECONDS;
    return {
      value: `${expires}.${this.mac(String(expires))}`,
      options: { httpOnly: true, sameSite: 'strict', path: '/', maxAge: SESSION_SECONDS * 1000 },
    };
  }

  /** Whether the request carries a live session; writes must also carry the console header. */
  admits(req: Request, now = Date.now()): boolean {
    const raw = (req.cookies as Record<string, string> | undefined)?.[CONSOLE_COOKIE];
    if (!this.key || typeof raw !== 'string') return false;
    const [expires, mac] = raw.split('.');
    if (!/^\d{1,12}$/.test(expires ?? '') || Number(expires) * 1000 <= now) return false;
    const expected = Buffer.from(this.mac(expires));
    const given = Buffer.from(mac ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    return ['GET', 'HEAD', 'OPTIONS'].includes(req.method) || req.headers[CONSOLE_HEADER] === '1';
  }

  private mac(value: string): string {
    return createHmac('sha256', this.key!).update(value).digest('base64url');
  }
}
