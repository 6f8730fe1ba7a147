import type { Response } from 'express';

/**
 * Answers an OAuth 1.0a token (request_token, access_token): its members
 * URL-encoded and joined by `&`, under the content type the platform's
 * sign-in guide shows for both answers (`text/html; charset=utf-8`,
 * `fundamentals/authentication/guides/log-in-with-x.mdx`).
 */
export function sendTokenForm(res: Response, members: Record<string, string>): void {
  res.setHeader('cache-control', 'no-store');
  res.status(200).type('text/html; charset=utf-8').send(new URLSearchParams(members).toString());
}
