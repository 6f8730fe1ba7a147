import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { defaultMetadataStorage } from 'class-transformer/cjs/storage';
import { validateSync, type ValidationError } from 'class-validator';
import { validationsByProperty } from './dto-metadata';
import type { Request } from 'express';
import { AdsError, type AdsErrorEntry } from '../errors/api-errors';
import { parseCompiled } from './compiled-params';
import { documentAdsParams } from './ads-params-openapi';
import { rawParams, setRequestParams } from './request-params';
import { neutralParams } from './brand-word';
import { firstViolation } from '../validation-messages';
import { MESSAGES } from './param-decorators';

type Class<T> = new () => T;

/**
 * Parses and validates an ads request's parameters (path, query string and
 * body merged; those sent under the brand word read under their neutral
 * names: `tweet_ids` as `post_ids`) into the DTO, answering the first bad parameter of each kind
 * with INVALID_PARAMETER or MISSING_PARAMETER naming it. The parsed values are
 * what `request.params` echoes.
 */
export function parseAdsParams<T extends object>(dto: Class<T>, req: Request): T {
  const raw = scalarParams(dto, neutralParams(rawParams(req), declaredParams(dto)), req);
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
  return instance;
}

/**
 * An ads DTO's parameters from a plain object rather than a request (each
 * operation's `params` in a batch): the parsed value, or an entry for each
 * bad parameter, as `parseAdsParams` would answer them.
 */
export function judgeAdsParams<T extends object>(
  dto: Class<T>,
  raw: Record<string, unknown>,
): { ok: true; value: T } | { ok: false; errors: AdsErrorEntry[] } {
  const shapes = declaredParams(dto);
  raw = neutralParams(raw, shapes);
  const structured = Object.keys(raw).find((key) => isStructured(raw[key]) && shapes.get(key) === 'scalar');
  if (structured !== undefined) {
    const message = MESSAGES.expected('a string, a number, a boolean or a list of them', structured, '[object]');
    return { ok: false, errors: [{ code: 'INVALID_PARAMETER', message, parameter: structured }] };
  }
  const compiled = parseCompiled(dto, raw);
  if (compiled !== undefined) return { ok: true, value: compiled };
  const instance = plainToInstance(dto, raw, { exposeDefaultValues: true });
  const errors = validateSync(instance, { forbidUnknownValues: false, whitelist: true });
  return errors.length > 0 ? { ok: false, errors: errors.flatMap(toEntries) } : { ok: true, value: instance };
}

const adsParams = createParamDecorator((dto: Class<object>, ctx: ExecutionContext) =>
  parseAdsParams(dto, ctx.switchToHttp().getRequest<Request>()),
);

/** `@AdsParams(Dto) params: Dto` in an ads controller; the DTO's parameters are documented in the OpenAPI document. */
export function AdsParams(dto: Class<object>): ParameterDecorator {
  return (target, propertyKey, index) => {
    adsParams(dto)(target, propertyKey, index);
    documentAdsParams(dto)(target, propertyKey, index);
  };
}

/**
 * The parameters with object values set aside: the ads API's parameters are
 * strings, numbers, booleans or lists of them (a JSON body may send real
 * types), unless the DTO declares a nested type or a `@StructuredParam()`. An object given for a declared
 * parameter is refused naming it; one for an undeclared parameter is dropped,
 * as any undeclared parameter is.
 */
function scalarParams(dto: Function, raw: Record<string, unknown>, req: Request): Record<string, unknown> {
  let out: Record<string, unknown> | undefined;
  for (const key of Object.keys(raw)) {
    const value = raw[key];
    if (!isStructured(value)) continue;
    const shape = declaredParams(dto).get(key);
    if (shape === 'nested') continue;
    if (shape === 'scalar') {
      setRequestParams(req, Object.fromEntries(Object.entries(raw).filter(([k]) => k !== key)));
      throw new AdsError(400, 'INVALID_PARAMETER', MESSAGES.expected('a string, a number, a boolean or a list of them', key, '[object]'), key);
    }
    out ??= { ...raw };
    delete out[key];
  }
  return out ?? raw;
}

function isStructured(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  return !Array.isArray(value) || value.some((item) => item !== null && typeof item === 'object');
}

const STRUCTURED = Symbol('aviary:structuredParam');

/**
 * An ads parameter that takes JSON structure (objects, lists of objects) from
 * a JSON body, which its DTO or the domain then checks member by member
 * (`targeting_criteria`, batch operations). Parameters without it (or a nested
 * `@Type`) take values only.
 */
export function StructuredParam(): PropertyDecorator {
  return (target, property) => Reflect.defineMetadata(STRUCTURED, true, target, property);
}

const declared = new WeakMap<Function, Map<string, 'scalar' | 'nested'>>();

/** The parameters a DTO validates, and whether each is a nested DTO (`@Type`). */
function declaredParams(dto: Function): Map<string, 'scalar' | 'nested'> {
  let names = declared.get(dto);
  if (!names) {
    names = new Map(
      Object.keys(validationsByProperty(dto)).map((name) => [
        name,
        defaultMetadataStorage.findTypeMetadata(dto, name) || Reflect.getMetadata(STRUCTURED, dto.prototype, name) ? 'nested' : 'scalar',
      ]),
    );
    declared.set(dto, names);
  }
  return names;
}

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
