import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { json, urlencoded } from 'express';
import { ErrorRenderer, sendRendered } from './errors/api-exception.filter';
import { faultIn, jsonNestedDeeperThan, MAX_BODY_DEPTH } from './input-judge';
import { isAdminRequest } from './interface-kind';

/** Largest accepted request body (the custom audience users batch allows 5,000,000 bytes). */
export const BODY_LIMIT_BYTES = 5_000_000;

const JSON_TYPES = ['application/json', 'application/*+json'];
const FORM_TYPE = 'application/x-www-form-urlencoded';

/**
 * JSON and form bodies, with every failure (malformed JSON, too large, nested
 * too deep, compressed, unsupported content type) answered in the shape of the
 * interface called instead of express's HTML page; a parsed body then goes
 * through the input judge (`faultIn`) before any route sees it.
 *
 * Compressed bodies (`Content-Encoding: gzip`, ...) are refused with 415, as
 * neither API takes them: inflating is the one step whose cost the body-size
 * limit does not bound, and it queues on the thread pool behind password hashing.
 */
export function bodyParsing(renderer: ErrorRenderer): RequestHandler[] {
  const fail = (req: Request, res: Response, error: unknown) => sendRendered(res, renderer.render(error, req));
  const wrap =
    (parser: RequestHandler): RequestHandler =>
    (req, res, next) =>
      parser(req, res, (error?: unknown) => (error ? fail(req, res, error) : next()));
  const contentType: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    if (!hasBody(req)) return next();
    // the admin API's bodies are JSON (its spec says so); the public interfaces also take forms
    const admin = isAdminRequest(req);
    const type = req.is(admin ? JSON_TYPES : [...JSON_TYPES, FORM_TYPE, 'multipart/form-data']);
    if (type) return next();
    const kind = admin ? 'admin.json.only' : 'unsupported.media.type';
    fail(req, res, Object.assign(new Error('Unsupported content type'), { status: 415, type: kind }));
  };
  const judged: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    const fault = faultIn((req as { body?: unknown }).body);
    if (fault) return fail(req, res, fault);
    next();
  };
  const steps: RequestHandler[] = [
    wrap(json({ limit: BODY_LIMIT_BYTES, type: JSON_TYPES, strict: false, inflate: false, verify: refuseDeepNesting })),
    wrap(urlencoded({ limit: BODY_LIMIT_BYTES, extended: false, type: FORM_TYPE, inflate: false })),
    contentType,
    judged,
  ];
  const run = (i: number, req: Request, res: Response, next: NextFunction): void => {
    if (i === steps.length) return next();
    steps[i](req, res, () => run(i + 1, req, res, next));
  };
  // One middleware rather than three; a request without a body (by the parsers' own test) passes
  // straight on, with `req.body` undefined as they would leave it.
  return [
    (req: Request, res: Response, next: NextFunction) => {
      if (!parsersSeeBody(req)) {
        const bodyless = req as { body?: unknown };
        if (!('body' in bodyless)) bodyless.body = undefined;
        return next();
      }
      run(0, req, res, next);
    },
  ];
}

function refuseDeepNesting(_req: unknown, _res: unknown, raw: Buffer): void {
  if (jsonNestedDeeperThan(raw)) {
    throw Object.assign(new Error(`The request body is nested more than ${MAX_BODY_DEPTH} levels deep`), {
      status: 400,
      type: 'entity.too.deep',
    });
  }
}

/** Whether the body parsers read a body (type-is' test: a transfer encoding, or any numeric content length). */
function parsersSeeBody(req: Request): boolean {
  return req.headers['transfer-encoding'] !== undefined || !isNaN(req.headers['content-length'] as unknown as number);
}

function hasBody(req: Request): boolean {
  const length = req.header('content-length');
  if (length !== undefined) return Number(length) > 0;
  return req.header('transfer-encoding') !== undefined;
}
