import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  HttpStatus,
  Inject,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { Request, Response } from 'express';
import { DomainError, invalidParameter } from '@platform/ddd';
import { SETTINGS, type Settings } from '@platform/config';
import { interfaceOf, isAdminRequest } from '../interface-kind';
import { requestParams } from '../ads/request-params';
import { AdsError, PlatformError, ProblemError } from './api-errors';
import { allowedMethods } from './allowed-methods';
import { MAX_BODY_DEPTH } from '../input-judge';

/** Ads error codes for failures that carry only an HTTP status. */
const ADS_CODE_BY_STATUS: Record<number, string> = {
  400: 'INVALID_PARAMETER',
  401: 'UNAUTHORIZED_ACCESS',
  403: 'UNAUTHORIZED_ACCESS',
  404: 'ROUTE_NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'REQUEST_ENTITY_TOO_LARGE',
  408: 'REQUEST_TIMEOUT',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  431: 'REQUEST_HEADER_FIELDS_TOO_LARGE',
  500: 'INTERNAL_ERROR',
  503: 'SERVICE_UNAVAILABLE',
};

/** v1.1 error codes for failures that carry only an HTTP status. */
const PLATFORM_CODE_BY_STATUS: Record<number, [number, string]> = {
  400: [214, 'Bad request.'],
  401: [32, 'Could not authenticate you.'],
  403: [200, 'Forbidden.'],
  404: [34, 'Sorry, that page does not exist.'],
  405: [34, 'Sorry, that page does not exist.'],
  413: [324, 'The request body is too large.'],
  408: [214, 'Request timeout.'],
  415: [214, 'Unsupported content type.'],
  429: [88, 'Rate limit exceeded.'],
  431: [214, 'The request line or headers are too large.'],
  500: [131, 'Internal error.'],
  503: [130, 'Over capacity.'],
};

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  408: 'Request Timeout',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export interface RenderedError {
  status: number;
  contentType: string;
  body: unknown;
  headers: Record<string, string>;
}

/**
 * Turns any failure into the error shape of the interface the request hit.
 * Used by the global exception filter and by the body-parsing middleware,
 * so malformed bodies get the same treatment as everything else.
 */
export class ErrorRenderer {
  private readonly logger = new Logger('Errors');

  constructor(private readonly problemBase: string) {}

  render(error: unknown, req: Request): RenderedError {
    const kind = interfaceOf(req);
    const normalized = this.normalize(unstorable(error) ? nulParameterError(req) : error);
    if (normalized.status >= 500) {
      // the cause stays in the log, under the request id the client got; the answer says nothing of it
      this.logger.error({ err: error, requestId: (req as { id?: string }).id, path: req.path, method: req.method }, 'request failed');
    }
    switch (kind) {
      case 'ads':
        return this.ads(normalized, req);
      case 'oauth':
        return this.oauth(normalized);
      default:
        return this.platform(normalized, req);
    }
  }

  problemType(type: string): string {
    return type === 'about:blank' || /^https?:/.test(type) ? type : `${this.problemBase.replace(/\/$/, '')}/${type}`;
  }

  private normalize(error: unknown): Normalized {
    if (error instanceof AdsError || error instanceof PlatformError || error instanceof ProblemError) {
      return { status: error.status, source: error, headers: 'headers' in error ? error.headers : {} };
    }
    if (error instanceof DomainError) return { status: error.status, source: error, headers: {} };
    if (error instanceof HttpException) {
      const response = error.getResponse();
      const headers: Record<string, string> = {};
      const allow = typeof response === 'object' && response ? (response as { allow?: string }).allow : undefined;
      if (allow) headers.allow = allow;
      return { status: error.getStatus(), source: error, headers, message: httpMessage(error) };
    }
    // body-parser and friends: errors with a status and a type
    const e = error as { status?: unknown; statusCode?: unknown; type?: unknown; message?: unknown };
    const status = typeof e?.status === 'number' ? e.status : typeof e?.statusCode === 'number' ? e.statusCode : 500;
    if (status >= 400 && status < 500) {
      const message = e.type === 'client.error' && typeof e.message === 'string' ? e.message : bodyParserMessage(e.type, status);
      return { status, source: error, headers: {}, message };
    }
    return { status: 500, source: error, headers: {}, message: 'Internal error' };
  }

  private ads(n: Normalized, req: Request): RenderedError {
    let entry: { code: string; message: string; parameter?: string };
    const s = n.source;
    if (s instanceof AdsError) {
      return {
        status: n.status,
        contentType: 'application/json; charset=utf-8',
        headers: n.headers,
        body: { errors: s.entries, ...s.body, request: { params: requestParams(req) } },
      };
    }
    if (s instanceof DomainError) entry = { code: s.code, message: s.message, parameter: s.parameter };
    else if (s instanceof PlatformError || s instanceof ProblemError)
      entry = { code: ADS_CODE_BY_STATUS[n.status] ?? 'INTERNAL_ERROR', message: s.message };
    else
      entry = {
        code: ADS_CODE_BY_STATUS[n.status] ?? (n.status >= 500 ? 'INTERNAL_ERROR' : 'INVALID_REQUEST'),
        message: n.message ?? TITLES[n.status] ?? 'Error',
      };
    if (entry.parameter === undefined) delete entry.parameter;
    return {
      status: ADS_STATUS_BY_CODE[entry.code] ?? n.status,
      contentType: 'application/json; charset=utf-8',
      headers: n.headers,
      body: { errors: [entry], request: { params: requestParams(req) } },
    };
  }

  private oauth(n: Normalized): RenderedError {
    const s = n.source;
    let entry: { code: number; label?: string; message: string };
    if (s instanceof PlatformError) entry = s.entry();
    else {
      const [code, message] = PLATFORM_CODE_BY_STATUS[n.status] ?? [131, 'Internal error.'];
      entry = { code, message: s instanceof DomainError || s instanceof AdsError || s instanceof ProblemError ? s.message : message };
    }
    return {
      status: n.status,
      contentType: 'application/json; charset=utf-8',
      headers: n.headers,
      body: { errors: [entry] },
    };
  }

  private platform(n: Normalized, req: Request): RenderedError {
    const s = n.source;
    if (s instanceof PlatformError) {
      return {
        status: n.status,
        contentType: 'application/json; charset=utf-8',
        headers: n.headers,
        body: { errors: [s.entry()] },
      };
    }
    let problem: Record<string, unknown>;
    if (s instanceof ProblemError) {
      problem = { ...s.extras, title: s.title, type: this.problemType(s.type), status: s.status };
      if (s.detail !== undefined) problem.detail = s.detail;
    } else if (s instanceof DomainError && ['invalid', 'missing', 'exclusive'].includes(s.kind)) {
      const value = s.parameter ? stringValue(paramValue(req, s.parameter)) : undefined;
      problem = {
        errors: [{ message: s.message, parameters: s.parameter ? { [s.parameter]: [value ?? ''] } : {} }],
        title: 'Invalid Request',
        detail: s.message,
        type: this.problemType('invalid-request'),
        status: 400,
      };
    } else {
      const title = TITLES[n.status] ?? (n.status >= 500 ? 'Internal Server Error' : 'Error');
      const detail =
        s instanceof DomainError || s instanceof AdsError ? s.message : n.status === 401 ? 'Unauthorized' : (n.message ?? title);
      problem = { title, type: 'about:blank', status: n.status, detail };
      if (s instanceof DomainError && s.parameter && isAdminRequest(req)) Object.assign(problem, namedField(req, s.parameter));
    }
    return { status: n.status, contentType: 'application/problem+json', headers: n.headers, body: withParameterAtFault(problem) };
  }
}

/**
 * The admin API's problems name the field at fault (its spec: "failures are
 * problem objects naming the bad field"): an unknown id in the path or the
 * body, a taken screen name, as `parameter` and `value`.
 */
function namedField(req: Request, parameter: string): { parameter: string; value?: string } {
  const value = stringValue(paramValue(req, parameter));
  return { parameter, ...(value !== undefined && { value }) };
}

/**
 * An invalid request about one parameter names it and the value given at the
 * problem's top level too (`parameter`, `value`: openapi.json's
 * `InvalidRequestProblem`); with several, each stays in `errors` alone.
 */
function withParameterAtFault(problem: Record<string, unknown>): Record<string, unknown> {
  const errors = problem.errors;
  if (!String(problem.type).endsWith('/invalid-request') || !Array.isArray(errors) || errors.length !== 1) return problem;
  const named = Object.entries((errors[0] as { parameters?: Record<string, unknown> }).parameters ?? {});
  if (named.length !== 1 || 'parameter' in problem) return problem;
  const [parameter, values] = named[0];
  const value = Array.isArray(values) ? values[0] : values;
  return { ...problem, parameter, ...(typeof value === 'string' && { value }) };
}

/**
 * Codes the ads error catalogue answers with a status other than their kind's
 * (`x-ads-api/fundamentals/error-codes-and-responses.mdx`): an account not
 * found is 403 there, while the admin API answers the same failure 404.
 */
const ADS_STATUS_BY_CODE: Readonly<Record<string, number>> = { ACCOUNT_NOT_FOUND: 403 };

interface Normalized {
  status: number;
  source: unknown;
  headers: Record<string, string>;
  message?: string;
}

function httpMessage(error: HttpException): string {
  const status = error.getStatus();
  if (status === 404) return 'The requested resource could not be found';
  if (status === 405) return 'The requested method is not supported for this resource';
  const response = error.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; ');
  return typeof message === 'string' ? message : (TITLES[status] ?? 'Error');
}

/**
 * PostgreSQL cannot store U+0000 in text or jsonb (SQLSTATE 22P05, or 22021
 * for text): a parameter carrying it is bad input, not a server failure.
 */
function unstorable(error: unknown): boolean {
  const e = error as { code?: unknown; driverError?: { code?: unknown } } | undefined;
  const code = e?.driverError?.code ?? e?.code;
  return code === '22P05' || code === '22021';
}

/** An invalid-parameter error naming the first query or body field (dotted path) holding U+0000. */
function nulParameterError(req: Request): DomainError {
  const find = (value: unknown, path: string): string | undefined => {
    if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
    if (Array.isArray(value)) return value.map((v) => find(v, path)).find((p) => p !== undefined);
    if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        const found = find(inner, path ? `${path}.${key}` : key);
        if (found) return found;
      }
    }
    return undefined;
  };
  const parameter = find(req.query, '') ?? find(req.body, '') ?? find(req.params, '') ?? 'body';
  return invalidParameter(parameter, `The \`${parameter}\` parameter must not contain the NUL character (U+0000)`);
}

function bodyParserMessage(type: unknown, status: number): string {
  switch (type) {
    case 'entity.parse.failed':
      return 'The request body is not valid JSON';
    case 'entity.too.large':
      return 'The request body is too large';
    case 'entity.too.deep':
      return `The request body is nested more than ${MAX_BODY_DEPTH} levels deep`;
    case 'admin.json.only':
      return 'The admin API takes JSON bodies (Content-Type: application/json)';
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return 'The request body encoding is not supported (send it uncompressed, in UTF-8)';
    default:
      return TITLES[status] ?? 'Bad Request';
  }
}

function paramValue(req: Request, parameter: string): unknown {
  const query = (req.query ?? {}) as Record<string, unknown>;
  const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
  return query[parameter] ?? body[parameter] ?? req.params?.[parameter];
}

function stringValue(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function sendRendered(res: Response, rendered: RenderedError): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  for (const [name, value] of Object.entries(rendered.headers)) res.setHeader(name, value);
  res.status(rendered.status).type(rendered.contentType).send(serialized(rendered.body));
}

/** The error body as JSON; one that cannot be serialized (what it echoes can't) is sent without its echo. */
function serialized(body: unknown): string {
  try {
    return JSON.stringify(body);
  } catch {
    const { request: _echo, ...rest } = body as { request?: unknown };
    try {
      return JSON.stringify(_echo === undefined ? rest : { ...rest, request: { params: {} } });
    } catch {
      return JSON.stringify({ errors: [{ code: 'INTERNAL_ERROR', message: 'Internal error' }] });
    }
  }
}

/** The one global exception filter: every failure, in the caller's interface's shape. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  readonly renderer: ErrorRenderer;

  constructor(
    @Inject(SETTINGS) settings: Settings,
    private readonly adapterHost: HttpAdapterHost,
  ) {
    this.renderer = new ErrorRenderer(settings.PROBLEM_BASE_URL);
  }

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    let error = exception;
    if (exception instanceof NotFoundException && /^Cannot [A-Z]+ /.test(exception.message)) {
      // no route matched: 405 when the path exists for other methods
      const allow = allowedMethods(this.adapterHost.httpAdapter?.getInstance(), req);
      if (allow.length > 0) {
        error = new HttpException({ message: 'Method Not Allowed', allow: allow.join(', ') }, HttpStatus.METHOD_NOT_ALLOWED);
      }
    }
    sendRendered(res, this.renderer.render(error, req));
  }
}
