import type { Request } from 'express';

/** The credential scheme a request's Authorization header presents, if it is one the API knows. */
export type PresentedScheme = 'oauth1' | 'bearer' | 'basic';

export function presentedScheme(req: Request): PresentedScheme | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  if (/^OAuth\s/i.test(header)) return 'oauth1';
  if (/^Bearer\s/i.test(header)) return 'bearer';
  if (/^Basic\s/i.test(header)) return 'basic';
  return undefined;
}
