import { ProblemError } from '@platform/http';

/**
 * A rule of this module's request bodies broken beyond their DTO's shape (an
 * event type's filter, a replay window): a 400 `invalid-request` naming the
 * field and the value given, as the DTO validation does.
 */
export const invalidField = (parameter: string, value: unknown, message: string) =>
  ProblemError.invalidParameter(parameter, typeof value === 'string' ? value : JSON.stringify(value ?? null), message);
