import type { ValidationError } from 'class-validator';

/** Constraints reported first when a value breaks several: presence, then type, then the rest. */
const PRIORITY = ['isDefined', 'arrayMinSize', 'isString', 'isBoolean', 'isInt', 'isArray', 'isIn'];

/**
 * The one constraint to report for a value that broke several (class-validator
 * runs decorators bottom-up, so the declared order cannot be relied on). A
 * required member that is absent is reported as such.
 */
export function firstViolation(error: ValidationError): { name: string; message: string } {
  const constraints = error.constraints ?? {};
  const names = Object.keys(constraints);
  if (names.length === 0) return { name: 'invalid', message: `${error.property} is invalid` };
  const name = PRIORITY.find((p) => names.includes(p)) ?? names[0];
  return { name, message: constraints[name] };
}
