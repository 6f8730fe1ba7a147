import { Inject, Injectable } from '@nestjs/common';
import type { Express, NextFunction, Request, RequestHandler, Response } from 'express';
import { performance } from 'node:perf_hooks';
import { SETTINGS, type Settings } from '@platform/config';
import { type RequestContext, requestContext } from '@platform/ddd';
import { isSandboxRequest } from '../interface-kind';
import { presentedScheme } from '../presented-scheme';

/** The operator's own routes and the probes are not logged: the log is of the API's callers. */
const UNLOGGED = /^\/(admin|console|health|metrics)(\/|$)/;
/** Bytes of a failure's body kept. */
export const MAX_ERROR_BODY = 16 * 1024;
/** Query parameters whose values are credentials: shown as `[redacted]`. */
const SECRET_PARAM = /^(oauth_.*|.*secret.*|.*password.*|access_token|refresh_token|token|code|code_verifier|crc_token)$/i;
const MAYBE_SECRET_QUERY = /oauth_|secret|password|token|code/i;
/** Protocol parameters a signature base string keeps: they name, they do not prove. */
const PUBLIC_PROTOCOL_PARAM = new Set(['oauth_consumer_key', 'oauth_token', 'oauth_nonce', 'oauth_timestamp', 'oauth_signature_method', 'oauth_version', 'oauth_callback', 'oauth_body_hash']);
/** The same members of a JSON error body (an ads failure echoes the request's parameters). */
const SECRET_MEMBER = /("(?:oauth_[A-Za-z_]*|[A-Za-z_]*secret[A-Za-z_]*|[A-Za-z_]*password[A-Za-z_]*|access_token|refresh_token|code_verifier)"\s*:\s*)"(?:[^"\\]|\\.)*"/gi;
/** Where express's `send` leaves a failure's body for the log. */
const ERROR_BODY = Symbol('requestLogErrorBody');

/** One answered request, as recorded (the hot path does no more than this). */
export interface RequestLogEntry {
  id: string;
  /** Epoch milliseconds of the request's start. */
  at: number;
  method: string;
  /** The path with its query string, credentials redacted. */
  path: string;
  /** The route template express matched, if one did. */
  route?: string;
  listener: 'api' | 'sandbox';
  appId?: string;
  userId?: string;
  authScheme?: string;
  status: number;
  durationMs: number;
  /** The client went away before the answer was out. */
  aborted: boolean;
  /** A failure's body as sent (at most MAX_ERROR_BODY bytes, credentials redacted). */
  errorBody?: string;
  errorBodyTruncated?: boolean;
  signatureBaseStrings?: string[];
}

export interface RequestLogFilter {
  /** Status classes (`4`) or exact statuses (`401`), any of which matches. */
  statuses?: Array<{ exact: number } | { class: number }>;
  appId?: string;
  userId?: string;
  listener?: 'api' | 'sandbox';
}

/**
 * The last REQUEST_LOG_SIZE requests this replica answered, in memory: a ring
 * buffer written once per request when its answer is out (no database write,
 * nothing formatted for successes), read by the admin API. Written by hand:
 * a fixed array and an index is all a ring buffer is.
 */
@Injectable()
export class RequestLog {
  readonly size: number;
  private readonly entries: Array<RequestLogEntry | undefined>;
  private next = 0;

  constructor(@Inject(SETTINGS) settings: Settings) {
    this.size = settings.REQUEST_LOG_SIZE;
    this.entries = new Array<RequestLogEntry | undefined>(this.size);
  }

  get enabled(): boolean {
    return this.size > 0;
  }

  add(entry: RequestLogEntry): void {
    if (this.size === 0) return;
    this.entries[this.next] = entry;
    this.next = (this.next + 1) % this.size;
  }

  /** Up to `count` entries that pass the filter, newest first. */
  newest(count: number, filter: RequestLogFilter = {}): RequestLogEntry[] {
    const out: RequestLogEntry[] = [];
    for (let i = 1; i <= this.size && out.length < count; i++) {
      const entry = this.entries[(this.next - i + this.size) % this.size];
      if (!entry) break;
      if (matches(entry, filter)) out.push(entry);
    }
    return out;
  }

  get(id: string): RequestLogEntry | undefined {
    // newest first: a client's reused x-request-id finds its latest request
    for (let i = 1; i <= this.size; i++) {
      const entry = this.entries[(this.next - i + this.size) % this.size];
      if (!entry) return undefined;
      if (entry.id === id) return entry;
    }
    return undefined;
  }

  /**
   * The express middleware that records each request (after the request
   * context opens, so it sees who authenticated); none when the log is off.
   */
  middleware(): RequestHandler {
    const log = this;
    return function requestLog(req: Request, res: Response, next: NextFunction) {
      if (UNLOGGED.test(req.path)) return next();
      const started = performance.now();
      const at = Date.now();
      const context = requestContext.current();
      res.once('close', () => log.add(entryOf(req, res, context, at, performance.now() - started)));
      next();
    };
  }
}

/**
 * Keeps the body of every failure (status ≥ 400) this application sends, on
 * the response, for the request log: express's `send` is wrapped once on the
 * application's own response prototype (`app.response`, which express lets
 * applications extend), so every route and error path is covered at the cost
 * of one comparison per answer.
 */
export function keepErrorBodies(app: Express): void {
  const response = app.response as Response & { send: (body?: unknown) => Response };
  const send = response.send;
  response.send = function (this: Response, body?: unknown) {
    if (this.statusCode >= 400 && (typeof body === 'string' || Buffer.isBuffer(body))) {
      (this as unknown as Record<symbol, unknown>)[ERROR_BODY] = body;
    }
    return send.call(this, body);
  };
}

function entryOf(req: Request, res: Response, context: RequestContext | undefined, at: number, durationMs: number): RequestLogEntry {
  const status = res.statusCode;
  const route = (req as Request & { route?: { path?: unknown } }).route?.path;
  const entry: RequestLogEntry = {
    id: (req as unknown as { id?: string }).id ?? '',
    at,
    method: req.method,
    path: redactedUrl(req.originalUrl),
    route: typeof route === 'string' ? req.baseUrl + route : undefined,
    listener: isSandboxRequest(req) ? 'sandbox' : 'api',
    appId: context?.appId,
    userId: context?.userId,
    authScheme: context?.authScheme ?? presentedScheme(req),
    status,
    durationMs: Math.round(durationMs * 100) / 100,
    aborted: !res.writableFinished,
  };
  if (context?.signatureBaseStrings) entry.signatureBaseStrings = context.signatureBaseStrings.map(redactedBaseString);
  if (status >= 400) {
    const body = (res as unknown as Record<symbol, string | Buffer | undefined>)[ERROR_BODY];
    if (body !== undefined) {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      entry.errorBody = text.slice(0, MAX_ERROR_BODY).replace(SECRET_MEMBER, '$1"[redacted]"');
      if (text.length > MAX_ERROR_BODY) entry.errorBodyTruncated = true;
    }
  }
  return entry;
}

/** The URL with the values of credential parameters replaced; other parameters kept as sent. */
export function redactedUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0 || !MAYBE_SECRET_QUERY.test(url.slice(q))) return url;
  const pairs = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const raw = eq < 0 ? pair : pair.slice(0, eq);
      let name = raw;
      try {
        name = decodeURIComponent(raw.replace(/\+/g, ' '));
      } catch {
        // a malformed name is shown as sent
      }
      return eq >= 0 && SECRET_PARAM.test(name) ? `${raw}=[redacted]` : pair;
    });
  return `${url.slice(0, q)}?${pairs.join('&')}`;
}

/**
 * A signature base string (`METHOD&uri&params`, RFC 5849 3.4.1) with the values
 * of credential parameters a client put in its query string or form replaced by
 * `[redacted]`; everything else as the server computed it.
 */
export function redactedBaseString(base: string): string {
  const [method, uri, params] = base.split('&');
  if (params === undefined || !MAYBE_SECRET_QUERY.test(params)) return base;
  let changed = false;
  const pairs = decodeURIComponent(params)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = decodeURIComponent(eq < 0 ? pair : pair.slice(0, eq));
      if (eq < 0 || PUBLIC_PROTOCOL_PARAM.has(name) || !SECRET_PARAM.test(name)) return pair;
      changed = true;
      return `${pair.slice(0, eq)}=%5Bredacted%5D`;
    });
  return changed ? `${method}&${uri}&${encodeURIComponent(pairs.join('&'))}` : base;
}

function matches(entry: RequestLogEntry, filter: RequestLogFilter): boolean {
  if (filter.appId !== undefined && entry.appId !== filter.appId) return false;
  if (filter.userId !== undefined && entry.userId !== filter.userId) return false;
  if (filter.listener !== undefined && entry.listener !== filter.listener) return false;
  if (filter.statuses?.length) {
    return filter.statuses.some((s) => ('exact' in s ? entry.status === s.exact : Math.floor(entry.status / 100) === s.class));
  }
  return true;
}
