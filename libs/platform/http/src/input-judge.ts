import { invalidParameter, type DomainError } from '@platform/ddd';

/**
 * What every parsed request body must be before any route sees it, checked in
 * one place (written here: no library judges parsed JSON this way):
 * - nested at most MAX_BODY_DEPTH levels (checked on the raw text, before
 *   parsing, so that nothing recursive ever meets a deeper one);
 * - strings (and member names) well-formed UTF-16: no lone surrogate, which
 *   JSON's `\ud800` escapes can carry but PostgreSQL and UTF-8 cannot;
 * - numbers within ±(2^53 − 1): beyond, JSON numbers lose digits (an int64 id
 *   or amount would silently change), and `1e400` is Infinity;
 * - no member named like a property every object inherits (`__proto__`,
 *   `constructor`, `toString`, ...): no parameter of either API is named so,
 *   and such names reach into prototypes in the libraries that copy bodies.
 * Each fault is a bad parameter naming where it is (`name`, `filter.keyword`, `ids[2]`).
 */
export const MAX_BODY_DEPTH = 32;

const INHERITED_NAMES = new Set([...Object.getOwnPropertyNames(Object.prototype), 'prototype']);
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether raw JSON nests arrays and objects deeper than `limit` (strings and escapes skipped). */
export function jsonNestedDeeperThan(raw: Buffer, limit = MAX_BODY_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < raw.length; i += 1) {
    const byte = raw[i];
    if (inString) {
      if (byte === 0x5c) i += 1; // backslash: the next byte is escaped
      else if (byte === 0x22) inString = false;
    } else if (byte === 0x22) inString = true;
    else if (byte === 0x5b || byte === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (byte === 0x5d || byte === 0x7d) depth -= 1;
  }
  return false;
}

/** The first fault of a parsed body as a bad parameter, or undefined when it is sound. */
export function faultIn(value: unknown, path = ''): DomainError | undefined {
  return sound(value) ? undefined : firstFault(value, path);
}

/** Whether a parsed body has none of the faults above: walked without naming where each value is, the common case. */
function sound(value: unknown): boolean {
  if (typeof value === 'string') return !LONE_SURROGATE.test(value);
  if (typeof value === 'number') return Number.isFinite(value) && Math.abs(value) <= Number.MAX_SAFE_INTEGER;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) if (!sound(value[i])) return false;
    return true;
  }
  if (value !== null && typeof value === 'object') {
    for (const key of Object.keys(value)) {
      if (INHERITED_NAMES.has(key) || LONE_SURROGATE.test(key) || !sound((value as Record<string, unknown>)[key])) return false;
    }
  }
  return true;
}

/** The first fault, named by where it is. */
function firstFault(value: unknown, path: string): DomainError | undefined {
  const name = path || 'body';
  if (typeof value === 'string') {
    return LONE_SURROGATE.test(value)
      ? invalidParameter(name, `The \`${name}\` parameter is not well-formed Unicode (it holds a lone surrogate)`)
      : undefined;
  }
  if (typeof value === 'number') {
    return Number.isFinite(value) && Math.abs(value) <= Number.MAX_SAFE_INTEGER
      ? undefined
      : invalidParameter(name, `The \`${name}\` parameter is a number out of range (at most ${Number.MAX_SAFE_INTEGER} either way)`);
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const fault = firstFault(value[i], `${name}[${i}]`);
      if (fault) return fault;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const key of Object.keys(value)) {
      const inner = path ? `${path}.${key}` : key;
      if (INHERITED_NAMES.has(key)) {
        // the parameter in fault is the one holding the member (or the member itself, at the top)
        const holder = path || key;
        return invalidParameter(
          holder,
          path ? `The \`${path}\` parameter holds a member named \`${key}\`, which is not allowed` : `The member name \`${key}\` is not allowed`,
        );
      }
      if (LONE_SURROGATE.test(key)) {
        return invalidParameter(path || 'body', `A member name of \`${path || 'body'}\` is not well-formed Unicode (it holds a lone surrogate)`);
      }
      const fault = firstFault((value as Record<string, unknown>)[key], inner);
      if (fault) return fault;
    }
  }
  return undefined;
}
