import { NUMERIC_ID } from '@platform/ddd';
import { ProblemError } from '@platform/http';
import { SCREEN_NAME } from '../../domain/user';

/** At most this many users per lookup, as the platform takes. */
const MAX_LOOKUP = 100;

const NUMERIC = { pattern: NUMERIC_ID, text: '^[0-9]{1,19}$' };
const HANDLE = { pattern: SCREEN_NAME, text: '^[A-Za-z0-9_]{1,15}$' };
const LOOKUP_PATTERNS = { ids: NUMERIC, usernames: HANDLE } as const;

/** A @handle in the path, checked in the platform's words. */
export function checkUsername(value: string): string {
  if (!HANDLE.pattern.test(value)) throw ProblemError.invalidParameter('username', value, `The \`username\` query parameter value [${value}] does not match ${HANDLE.text}`);
  return value;
}

/**
 * The values of a csv lookup list (`ids`, `usernames`): one to a hundred, each
 * matching the parameter's pattern (every bad one named), each kept once in
 * the order given.
 */
export function lookupList(parameter: 'ids' | 'usernames', csv: string): string[] {
  const values = csv.split(',').filter((value) => value !== '');
  if (values.length === 0) throw ProblemError.invalidParameter(parameter, csv, `The \`${parameter}\` query parameter can not be empty`);
  if (values.length > MAX_LOOKUP) {
    throw ProblemError.invalidParameter(
      parameter,
      csv,
      `The number of values in the \`${parameter}\` query parameter list [${values.length}] is not between 1 and ${MAX_LOOKUP}`,
    );
  }
  const { pattern, text } = LOOKUP_PATTERNS[parameter];
  const bad = values.filter((value) => !pattern.test(value));
  if (bad.length > 0) {
    throw ProblemError.invalidRequest(
      bad.map((value) => ({ message: `The \`${parameter}\` query parameter value [${value}] does not match ${text}`, parameters: { [parameter]: [value] } })),
    );
  }
  return [...new Set(values)];
}

/** What a lookup parameter looks a user up by: a list's values are each one id or one username. */
const LOOKED_UP_BY: Record<string, string> = { ids: 'id', usernames: 'username' };

/**
 * The platform's partial error for a value a lookup found nothing for (the
 * answer is still 200): `parameter` names the query or path parameter, the
 * detail names what one value is (an `id`, a `username`), for lists too, as
 * the users lookup pages word it.
 */
export function notFoundEntry(problemBaseUrl: string, parameter: string, value: string) {
  return {
    value,
    detail: `Could not find user with ${LOOKED_UP_BY[parameter] ?? parameter}: [${value}].`,
    title: 'Not Found Error',
    resource_type: 'user',
    parameter,
    resource_id: value,
    type: `${problemBaseUrl.replace(/\/$/, '')}/resource-not-found`,
  };
}
