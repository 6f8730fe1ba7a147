/**
 * The users batch of a custom audience or a do-not-reach list, judged whole:
 * a JSON array of operations (`Update` adds users or extends their
 * membership, `Delete` removes them), each naming users by identifiers.
 * Every identifier but `partner_user_id` is the SHA-256 hex digest of a
 * normalised value; anything else is refused naming the operation and field.
 * Pure: the clock comes in as `now`.
 */

/** Identifier kinds, in the order a user's key is taken from (its first one present). */
export const IDENTIFIER_KINDS = ['email', 'phone_number', 'device_id', 'handle', 'platform_id', 'partner_user_id'] as const;
export type IdentifierKind = (typeof IDENTIFIER_KINDS)[number];

/** Input spellings of identifier kinds that hold the brand word: taken as the neutral kind. */
const KIND_ALIASES: Readonly<Record<string, IdentifierKind>> = { twitter_id: 'platform_id' };

/** A user as its identifiers (hex digests lower-cased). */
export type AudienceUser = Partial<Record<IdentifierKind, string[]>>;

export interface UsersOperation {
  type: 'Update' | 'Delete';
  users: AudienceUser[];
  /** ISO 8601 UTC; when the membership starts to count. */
  effectiveAt: string;
  /** ISO 8601 UTC; when it stops counting. */
  expiresAt: string;
}

export interface OperationError {
  code: 'INVALID_PARAMETER' | 'MISSING_PARAMETER';
  message: string;
  parameter: string;
}

export interface UsersBatchRules {
  /** At most this many operations in one request. */
  maxOperations: number;
  /** The identifier kinds the list takes. */
  kinds: readonly IdentifierKind[];
  /** Whether `effective_at` may be given (custom audiences) or the membership starts now (do-not-reach lists). */
  effectiveAt: boolean;
  /** Whether `expires_at` must come before the default lifetime ends (do-not-reach lists: under 13 months from now). */
  expiryWithinDefault?: boolean;
}

export type UsersBatchJudgement =
  | { ok: true; operations: UsersOperation[] }
  /** A request-level failure (the batch as such): nothing is judged further. */
  | { ok: false; request: OperationError }
  /** Item-level failures, one list per operation in request order (empty for a good one). */
  | { ok: false; operations: OperationError[][] };

/** Default lifetime of a membership: 13 months after the request. */
export function defaultExpiry(now: Date): string {
  const at = new Date(now.getTime());
  at.setUTCMonth(at.getUTCMonth() + 13);
  return iso(at);
}

const SHA256_HEX = /^[0-9a-fA-F]{64}$/;
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?Z$/;
const MAX_PARTNER_USER_ID = 255;

export function judgeUsersBatch(body: unknown, rules: UsersBatchRules, now: Date): UsersBatchJudgement {
  if (!Array.isArray(body)) {
    return { ok: false, request: invalid('operations', 'Expected a JSON array of operations as the request body') };
  }
  if (body.length === 0) return { ok: false, request: invalid('operations', 'Expected at least one operation') };
  if (body.length > rules.maxOperations) {
    return {
      ok: false,
      request: invalid('operations', `Batch size exceeded: at most ${rules.maxOperations} operations per request, got ${body.length}`),
    };
  }
  const operations: UsersOperation[] = [];
  const errors = body.map((item, index) => {
    const found: OperationError[] = [];
    const operation = judgeOperation(item, index, rules, now, found);
    if (operation) operations.push(operation);
    return found;
  });
  return errors.some((e) => e.length > 0) ? { ok: false, operations: errors } : { ok: true, operations };
}

function judgeOperation(item: unknown, index: number, rules: UsersBatchRules, now: Date, errors: OperationError[]): UsersOperation | undefined {
  const at = `operation ${index}`;
  if (!isObject(item)) {
    errors.push(invalid('operation', `${at}: expected an object with operation_type and params`));
    return undefined;
  }
  const type = item.operation_type;
  if (type === undefined) errors.push(missing('operation_type', `${at}: "operation_type" is a required parameter`));
  else if (type !== 'Update' && type !== 'Delete') {
    errors.push(invalid('operation_type', `${at}: expected operation_type Update or Delete, got ${describe(type)}`));
  }
  const params = item.params;
  if (params === undefined) {
    errors.push(missing('params', `${at}: "params" is a required parameter`));
    return undefined;
  }
  if (!isObject(params)) {
    errors.push(invalid('params', `${at}: expected params to be an object`));
    return undefined;
  }
  const users = judgeUsers(params.users, at, rules, errors);
  const effectiveAt = rules.effectiveAt ? judgeTime(params.effective_at, 'params.effective_at', at, errors) : undefined;
  if (!rules.effectiveAt && params.effective_at !== undefined) {
    errors.push(invalid('params.effective_at', `${at}: params.effective_at is not a parameter of this list; membership starts at once`));
  }
  const expiresAt = judgeTime(params.expires_at, 'params.expires_at', at, errors);
  const start = effectiveAt ?? iso(now);
  if (expiresAt !== undefined && expiresAt <= start) {
    errors.push(
      invalid(
        'params.expires_at',
        effectiveAt !== undefined
          ? `${at}: params.expires_at must be later than params.effective_at`
          : `${at}: params.expires_at must be later than now`,
      ),
    );
  }
  if (rules.expiryWithinDefault && expiresAt !== undefined && expiresAt >= defaultExpiry(now)) {
    errors.push(invalid('params.expires_at', `${at}: params.expires_at must be less than 13 months from now (before ${defaultExpiry(now)})`));
  }
  if (errors.length > 0 || !users) return undefined;
  return { type: type as UsersOperation['type'], users, effectiveAt: start, expiresAt: expiresAt ?? defaultExpiry(now) };
}

function judgeUsers(value: unknown, at: string, rules: UsersBatchRules, errors: OperationError[]): AudienceUser[] | undefined {
  if (value === undefined) {
    errors.push(missing('params.users', `${at}: "params.users" is a required parameter`));
    return undefined;
  }
  if (!Array.isArray(value) || value.length === 0) {
    errors.push(invalid('params.users', `${at}: expected params.users to be a non-empty array of users`));
    return undefined;
  }
  const users: AudienceUser[] = [];
  value.forEach((user, u) => {
    const where = `params.users[${u}]`;
    if (!isObject(user)) {
      errors.push(invalid(where, `${at}: expected ${where} to be an object of identifier arrays`));
      return;
    }
    const judged: AudienceUser = {};
    for (const key of Object.keys(user)) {
      const kind = rules.kinds.find((k) => k === (KIND_ALIASES[key] ?? key));
      if (!kind) {
        errors.push(invalid(`${where}.${key}`, `${at}: ${where}.${key} is not a user identifier; expected one of ${rules.kinds.join(', ')}`));
        continue;
      }
      const values = judgeIdentifiers(user[key], kind, `${where}.${key}`, at, errors);
      if (values) judged[kind] = [...(judged[kind] ?? []), ...values];
    }
    if (Object.keys(user).length === 0) {
      errors.push(invalid(where, `${at}: ${where} names no identifier; expected at least one of ${rules.kinds.join(', ')}`));
    }
    users.push(judged);
  });
  return users;
}

function judgeIdentifiers(value: unknown, kind: IdentifierKind, where: string, at: string, errors: OperationError[]): string[] | undefined {
  if (!Array.isArray(value) || value.length === 0) {
    errors.push(invalid(where, `${at}: expected ${where} to be a non-empty array of strings`));
    return undefined;
  }
  const out: string[] = [];
  for (let i = 0; i < value.length; i++) {
    const v = value[i];
    if (kind === 'partner_user_id') {
      if (typeof v !== 'string' || v.length === 0 || v.length > MAX_PARTNER_USER_ID) {
        errors.push(invalid(where, `${at}: ${where}[${i}] must be a string of 1 to ${MAX_PARTNER_USER_ID} characters`));
        return undefined;
      }
      out.push(v);
    } else {
      if (typeof v !== 'string' || !SHA256_HEX.test(v)) {
        errors.push(invalid(where, `${at}: ${where}[${i}] must be the SHA-256 hex digest (64 hexadecimal characters) of a normalised value, got ${describe(v)}`));
        return undefined;
      }
      out.push(v.toLowerCase());
    }
  }
  return out;
}

function judgeTime(value: unknown, parameter: string, at: string, errors: OperationError[]): string | undefined {
  if (value === undefined) return undefined;
  const time = typeof value === 'string' && ISO_UTC.test(value) ? new Date(value) : undefined;
  if (!time || isNaN(time.getTime())) {
    errors.push(invalid(parameter, `${at}: ${parameter} must be an ISO 8601 time in UTC (2026-01-31T12:00:00Z), got ${describe(value)}`));
    return undefined;
  }
  return iso(time);
}

/** ISO 8601 UTC to the second, the form times are kept and shown in. */
function iso(time: Date): string {
  return time.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describe(value: unknown): string {
  if (typeof value === 'string') return value.length > 80 ? `"${value.slice(0, 80)}..."` : `"${value}"`;
  return value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value;
}

const invalid = (parameter: string, message: string): OperationError => ({ code: 'INVALID_PARAMETER', message, parameter });
const missing = (parameter: string, message: string): OperationError => ({ code: 'MISSING_PARAMETER', message, parameter });
