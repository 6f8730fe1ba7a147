import { NUMERIC_ID } from '@platform/ddd';
import { ProblemError } from '@platform/http';

/*
 * Checks shared by the JSON bodies this module reads by hand (subscriptions,
 * replay): each failure is a 400 `invalid-request` naming the field and the
 * value given.
 */

export const invalidField = (parameter: string, value: unknown, message: string) =>
  ProblemError.invalidParameter(parameter, typeof value === 'string' ? value : JSON.stringify(value ?? null), message);

export function objectBody(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw invalidField('body', body, 'The request body must be a JSON object');
  }
  return body as Record<string, unknown>;
}

/** A webhook id field: a numeric string of at most 19 digits, as the platform's schema says. */
export function webhookIdField(value: unknown): string {
  if (typeof value !== 'string' || !NUMERIC_ID.test(value)) {
    throw invalidField('webhook_id', value, `The \`webhook_id\` field value [${String(value)}] does not match ^[0-9]{1,19}$`);
  }
  return value;
}
