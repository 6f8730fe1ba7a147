import { createHmac, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { SecretBox } from '../../secrets/secret-box';

const SESSION_COOKIE = 'aviary_session';
const CSRF_COOKIE = 'aviary_csrf';
const SESSION_SECONDS = 7 * 24 * 3600;

/**
 * The authorize page's browser session: a signed cookie naming the signed-in
 * user (HttpOnly, SameSite=Lax), and a CSRF token tied to a random cookie and
 * what the form is about (double submit). Both cookies are the site's, so the
 * OAuth 1.0a page (/oauth) and the OAuth 2.0 page (/i/oauth2) share the sign-in.
 */
@Injectable()
export class WebSession {
  constructor(private readonly secrets: SecretBox) {}

  userId(req: Request): string | undefined {
    const raw = (req.cookies as Record<string, string> | undefined)?.[SESSION_COOKIE];
    const value = raw ? this.secrets.unsign(raw) : undefined;
    if (!value) return undefined;
    const [userId, expires] = value.split(':');
    return Number(expires) > Date.now() / 1000 ? userId : undefined;
  }

  signIn(req: Request, res: Response, userId: string): void {
    const expires = Math.floor(Date.now() / 1000) + SESSION_SECONDS;
    res.cookie(SESSION_COOKIE, this.secrets.sign(`${userId}:${expires}`), {
      httpOnly: true,
      sameSite: 'lax',
      secure: req.secure,
      path: '/',
      maxAge: SESSION_SECONDS * 1000,
    });
  }

  /** The CSRF token for a form about `oauthToken`, setting the CSRF cookie when absent. */
  csrfToken(req: Request, res: Response, oauthToken: string): string {
    let nonce = (req.cookies as Record<string, string> | undefined)?.[CSRF_COOKIE];
    if (!nonce || !/^[A-Za-z0-9_-]{20,64}$/.test(nonce)) {
      nonce = randomBytes(24).toString('base64url');
      res.cookie(CSRF_COOKIE, nonce, { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/' });
    }
    return this.csrfFor(nonce, oauthToken);
  }

  csrfValid(req: Request, oauthToken: string, given: unknown): boolean {
    const nonce = (req.cookies as Record<string, string> | undefined)?.[CSRF_COOKIE];
    return typeof given === 'string' && !!nonce && given === this.csrfFor(nonce, oauthToken);
  }

  private csrfFor(nonce: string, oauthToken: string): string {
    return createHmac('sha256', this.secrets.derive('csrf')).update(`${nonce}:${oauthToken}`).digest('base64url');
  }
}
