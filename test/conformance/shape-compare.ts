/**
 * Compares an answer with the shape of a reference example (as
 * scripts/conformance/extract-shapes.js writes it): every member the example
 * has is there with the same JSON type, recursively, arrays by their element
 * shape; a member the example lacks is a difference too. A null on either
 * side says nothing about the type, so it matches any type. An object whose
 * enumerated `type` is a kind the example does not show is not compared.
 */
export interface Shape {
  t: 'object' | 'array' | 'string' | 'number' | 'boolean' | 'null' | 'any';
  m?: Record<string, Shape>;
  of?: Shape;
  enum?: string[];
  /** `enum` lists every value (a schema's enum), not only those an example shows. */
  all?: boolean;
  opt?: boolean;
  /** The schema admits members it does not name. */
  open?: boolean;
}

export interface Difference {
  member: string;
  what: string;
}

const ENUM_LIKE = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$|^[A-Z]{3,}$/;
const BRAND = /tweet|twitter/i;

/** `edit_history_post_ids` → `edit_history_tweet_ids`: the platform API keeps the names its SDKs read. */
const branded = (name: string) => name.replace(/post/g, 'tweet').replace(/POST/g, 'TWEET').replace(/platform/g, 'twitter');

function typeOf(value: unknown): Shape['t'] {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value as Shape['t'];
}

/**
 * The ads envelope's members besides `data` depend on the request, not the
 * endpoint: the echo of its parameters, the cursor of a page, the count asked
 * for with `with_total_count`. They are not compared.
 */
const ENVELOPE = new Set(['request', 'next_cursor', 'total_count']);

/**
 * An object whose `type` names a kind the example does not show (a card's
 * `DETAILS` component where the example has only `BUTTON` and `MEDIA`, a
 * `WEBSITE` destination where it has an `APP` one): the example's members are
 * those of other kinds, merged, so they say nothing about this object's.
 */
function ofAnotherKind(expected: Shape, object: Record<string, unknown>): boolean {
  const kinds = expected.m?.type;
  const kind = object.type;
  if (!kinds || kinds.t !== 'string' || !kinds.enum || kinds.all || typeof kind !== 'string') return false;
  if (!kinds.enum.every((v) => ENUM_LIKE.test(v)) || !ENUM_LIKE.test(kind)) return false;
  return !kinds.enum.includes(kind);
}

export function compareAnswer(expected: Shape, actual: unknown, options: { brandSpellingToo?: boolean; adsEnvelope?: boolean } = {}): Difference[] {
  if (!options.adsEnvelope || expected.t !== 'object' || typeOf(actual) !== 'object') return compareShape(expected, actual, options);
  const m = Object.fromEntries(Object.entries(expected.m ?? {}).filter(([name]) => !ENVELOPE.has(name)));
  const rest = Object.fromEntries(Object.entries(actual as Record<string, unknown>).filter(([name]) => !ENVELOPE.has(name)));
  return compareShape({ ...expected, m }, rest, options);
}

export function compareShape(expected: Shape, actual: unknown, options: { brandSpellingToo?: boolean } = {}, at = ''): Difference[] {
  if (expected.t === 'any' || expected.t === 'null' || actual === null || actual === undefined) return [];
  const actualType = typeOf(actual);
  if (actualType !== expected.t) return [{ member: at || '(answer)', what: `is ${actualType}, the example has ${expected.t}` }];
  if (expected.t === 'object') {
    const object = actual as Record<string, unknown>;
    if (ofAnotherKind(expected, object)) return [];
    const differences: Difference[] = [];
    const matched = new Set<string>();
    for (const [name, member] of Object.entries(expected.m ?? {})) {
      const own = Object.hasOwn(object, name) ? name : options.brandSpellingToo && Object.hasOwn(object, branded(name)) ? branded(name) : undefined;
      const where = at ? `${at}.${name}` : name;
      if (own === undefined) {
        if (!member.opt) differences.push({ member: where, what: 'missing' });
        continue;
      }
      matched.add(own);
      differences.push(...compareShape(member, object[own], options, where));
    }
    if (!expected.open) {
      for (const name of Object.keys(object)) {
        if (!matched.has(name)) differences.push({ member: at ? `${at}.${name}` : name, what: 'not in the example' });
      }
    }
    return differences;
  }
  if (expected.t === 'array') {
    if (!expected.of) return [];
    const seen = new Map<string, Difference>();
    for (const item of actual as unknown[]) {
      for (const difference of compareShape(expected.of, item, options, `${at}[]`)) seen.set(`${difference.member} ${difference.what}`, difference);
    }
    return [...seen.values()];
  }
  if (expected.t === 'string' && expected.enum) {
    const value = actual as string;
    if (expected.all) {
      const known = expected.enum.includes(value) || (options.brandSpellingToo === true && expected.enum.map(branded).includes(value));
      return known ? [] : [{ member: at, what: `"${value}" is not one of ${expected.enum.join(', ')}` }];
    }
    if (expected.enum.every((v) => ENUM_LIKE.test(v) && v.includes('_')) && !ENUM_LIKE.test(value) && !/^[A-Z0-9_]+$/.test(value)) return [{ member: at, what: `"${value}" is not an enumerated value like ${expected.enum.join(', ')}` }];
    if (BRAND.test(value) && !options.brandSpellingToo) return [{ member: at, what: `"${value}" holds the brand word` }];
  }
  return [];
}
