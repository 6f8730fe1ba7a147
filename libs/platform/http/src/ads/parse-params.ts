import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';
import type { Request } from 'express';
import { AdsError, type AdsErrorEntry } from '../errors/api-errors';
import { parseCompiled } from './compiled-params';
import { rateLimiter, WITH_TOTAL_COUNT_LIMIT } from '../rate-limit/rate-limiter';
import { rawParams, setRequestParams } from './request-params';
import { firstViolation } from '../validation-messages';

type Class<T> = new () => T;

/**
 * Parses and validates an ads request's parameters (path, query string and
 * body merged) into the DTO, answering the first bad parameter of each kind
 * with INVALID_PARAMETER or MISSING_PARAMETER naming it. The parsed values are
 * what `request.params` echoes.
 */
export function parseAdsParams<T extends object>(dto: Class<T>, req: Request): T {
  const raw = rawParams(req);
  // valid parameters, the common case, take the compiled way; anything else is parsed again below
  let instance = parseCompiled(dto, raw);
  let errors: ValidationError[] = [];
  if (instance === undefined) {
    instance = plainToInstance(dto, raw, { exposeDefaultValues: true });
    // whitelist: members the DTO does not declare (path ids, read-only fields the SDKs send back) are dropped
    errors = validateSync(instance, { forbidUnknownValues: false, whitelist: true });
  }
  if (errors.length > 0) {
    // Echo what parsed; the parameters in error are left out, as the ads API does.
    const failed = new Set(errors.map((e) => e.property));
    setRequestParams(req, echo(raw, instance as Record<string, unknown>, failed));
    const [first, ...rest] = errors.flatMap(toEntries);
    throw new AdsError(400, first.code, first.message, first.parameter, rest);
  }
  const parsed = instance as Record<string, unknown>;
  setRequestParams(req, echo(raw, parsed));
  if (parsed.with_total_count === true && raw.cursor !== undefined) {
    throw new AdsError(
      400,
      'EXCLUSIVE_PARAMETERS',
      'with_total_count and cursor are mutually exclusive',
      'with_total_count',
    );
  }
  if (parsed.with_total_count === true) {
    rateLimiter.consumeOrThrow(WITH_TOTAL_COUNT_LIMIT, rateKey(req), req.res);
  }
  return instance;
}

/** `@AdsParams(Dto) params: Dto` in an ads controller. */
export const AdsParams = createParamDecorator((dto: Class<object>, ctx: ExecutionContext) =>
  parseAdsParams(dto, ctx.switchToHttp().getRequest<Request>()),
);

function toEntries(error: ValidationError): AdsErrorEntry[] {
  if (error.children && error.children.length > 0) return error.children.flatMap(toEntries);
  const { name, message } = firstViolation(error);
  const missing = name === 'isDefined' || (name === 'arrayMinSize' && message.includes('required'));
  return [{ code: missing ? 'MISSING_PARAMETER' : 'INVALID_PARAMETER', message, parameter: error.property }];
}

/**
 * The parameters the client sent (path ones included) with their parsed values:
 * lists as arrays, numbers and booleans as such, `sort_by` as a one-element list.
 * Defaults the client did not send are not echoed.
 */
function echo(
  raw: Record<string, unknown>,
  parsed: Record<string, unknown>,
  leaveOut: ReadonlySet<string> = new Set(),
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(raw)) {
    if (leaveOut.has(key)) continue;
    const value = parsed[key] ?? raw[key];
    if (value === undefined) continue;
    out[key] = key === 'sort_by' && typeof value === 'string' ? [value] : value;
  }
  return out;
}

function rateKey(req: Request): string {
  const user = (req as unknown as { user?: { userId?: string; appId?: string } }).user;
  return `${user?.appId ?? 'anon'}:${user?.userId ?? req.ip ?? 'unknown'}`;
}
