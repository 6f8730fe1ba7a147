import type { Response } from 'express';

/**
 * Sends one of the authorize pages with headers that keep it out of frames
 * and caches; its form may post to this site, and redirect to the app's
 * callback (`callback`, when it is a URL).
 */
export function sendPage(res: Response, status: number, page: string, callback?: string): void {
  const formTargets = ["'self'"];
  if (callback && callback !== 'oob' && URL.canParse(callback)) {
    const url = new URL(callback);
    // a web callback by its origin; an app's custom scheme (`platformclient://callback`) by the scheme
    formTargets.push(url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : url.protocol);
  }
  res.setHeader('content-security-policy', `default-src 'none'; style-src 'unsafe-inline'; form-action ${formTargets.join(' ')} ; frame-ancestors 'none'`);
  res.setHeader('x-frame-options', 'DENY');
  res.setHeader('referrer-policy', 'no-referrer');
  res.setHeader('cache-control', 'no-store');
  res.status(status).type('text/html; charset=utf-8').send(page);
}
