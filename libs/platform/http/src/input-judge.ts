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

/** A fault found by the walk, and the steps (member names, indexes) to it, innermost first. */
interface Fault {
  kind: 'lone surrogate' | 'out of range' | 'inherited name' | 'lone surrogate in a name';
  /** The member name, for a name at fault. */
  key?: string;
  steps: Array<string | number>;
}

/**
 * The first fault of a parsed body as a bad parameter, or undefined when it is
 * sound. The walk names nothing on its way down; the path to a fault is put
 * together only when there is one (a batch body has thousands of values).
 */
export function faultIn(value: unknown, path = ''): DomainError | undefined {
  const fault = faultAt(value);
  if (!fault) return undefined;
  let at = path;
  for (let i = fault.steps.length - 1; i >= 0; i -= 1) {
    const step = fault.steps[i];
    at = typeof step === 'number' ? `${at || 'body'}[${step}]` : at ? `${at}.${step}` : step;
  }
  const name = at || 'body';
  switch (fault.kind) {
    case 'lone surrogate':
      return invalidParameter(name, `The \`${name}\` parameter is not well-formed Unicode (it holds a lone surrogate)`);
    case 'out of range':
      return invalidParameter(name, `The \`${name}\` parameter is a number out of range (at most ${Number.MAX_SAFE_INTEGER} either way)`);
    case 'inherited name':
      // the parameter in fault is the one holding the member (or the member itself, at the top)
      return invalidParameter(
        at || fault.key!,
        at ? `The \`${at}\` parameter holds a member named \`${fault.key}\`, which is not allowed` : `The member name \`${fault.key}\` is not allowed`,
      );
    case 'lone surrogate in a name':
      return invalidParameter(name, `A member name of \`${name}\` is not well-formed Unicode (it holds a lone surrogate)`);
  }
}

function faultAt(value: unknown): Fault | undefined {
  if (typeof value === 'string') return LONE_SURROGATE.test(value) ? { kind: 'lone surrogate', steps: [] } : undefined;
  if (typeof value === 'number') {
    return Number.isFinite(value) && Math.abs(value) <= Number.MAX_SAFE_INTEGER ? undefined : { kind: 'out of range', steps: [] };
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const fault = faultAt(value[i]);
      if (fault) {
        fault.steps.push(i);
        return fault;
      }
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const key of Object.keys(value)) {
      if (INHERITED_NAMES.has(key)) return { kind: 'inherited name', key, steps: [] };
      if (LONE_SURROGATE.test(key)) return { kind: 'lone surrogate in a name', steps: [] };
      const fault = faultAt((value as Record<string, unknown>)[key]);
      if (fault) {
        fault.steps.push(key);
        return fault;
      }
    }
  }
  return undefined;
}
