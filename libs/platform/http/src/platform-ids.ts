import { NUMERIC_ID } from '@platform/ddd';
import { ProblemError } from './errors/api-errors';

/**
 * A platform id named in a request (`id`, `tweet_id`, ...): a numeric string,
 * or a 400 `invalid-request` in the platform's words, which call every
 * parameter a query parameter, path ones included.
 */
export function platformNumericId(parameter: string, value: string): string {
  if (!NUMERIC_ID.test(value)) throw ProblemError.invalidParameter(parameter, value, `The \`${parameter}\` query parameter value [${value}] does not match ^[0-9]{1,19}$`);
  return value;
}
