import type { Request } from 'express';

const PARAMS = Symbol('aviary.adsParams');

type WithParams = Request & { [PARAMS]?: Record<string, unknown> };

/** The parsed parameters an ads response echoes under `request.params`. */
export function setRequestParams(req: Request, params: Record<string, unknown>): void {
  (req as WithParams)[PARAMS] = params;
}

/**
 * The parameters to echo: the parsed ones when parsing got that far, otherwise
 * what the client sent (path, query and body members).
 */
export function requestParams(req: Request): Record<string, unknown> {
  const parsed = (req as WithParams)[PARAMS];
  if (parsed) return parsed;
  return rawParams(req);
}

/**
 * Path parameters, query string and (object) body merged, as the official SDKs
 * put parameters in either place. Later sources win: query over path, body over query.
 */
export function rawParams(req: Request): Record<string, unknown> {
  const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body : {};
  return { ...(req.params ?? {}), ...(req.query ?? {}), ...body };
}

/** One member of rawParams(req), without merging them all: the body's, else the query's, else the path's. */
export function rawParam(req: Request, name: string): unknown {
  const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : undefined;
  if (body && Object.hasOwn(body, name)) return body[name];
  const query = req.query as Record<string, unknown> | undefined;
  if (query && Object.hasOwn(query, name)) return query[name];
  return req.params && Object.hasOwn(req.params, name) ? req.params[name] : undefined;
}
