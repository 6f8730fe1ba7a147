import { applyDecorators, ValidationPipe, type ValidationError } from '@nestjs/common';
import { IsInt, Max, Min, ValidateIf, type ValidationOptions, type ValidatorOptions } from 'class-validator';
import { ProblemError } from './errors/api-errors';
import { firstViolation } from './validation-messages';

/**
 * A member that may be left out; when it is given, `null` included, it is
 * validated. (class-validator's `@IsOptional()` lets `null` through
 * unvalidated: use it only where `null` means something, such as "unset".)
 */
export function Omittable(options?: ValidationOptions): PropertyDecorator {
  return ValidateIf((_object, value) => value !== undefined, options);
}

/** A whole number from `min` to `max`; anything else is refused with the one message given (naming the member). */
export function WholeNumber(min: number, max: number, message: string): PropertyDecorator {
  return applyDecorators(IsInt({ message }), Min(min, { message }), Max(max, { message }));
}

const FORBID_UNKNOWN_MEMBERS = Symbol('aviary:forbidUnknownMembers');

/**
 * A request DTO whose unknown members are refused (400 naming each) rather
 * than dropped, as the platform does for the bodies that say so; nested DTOs
 * inherit it.
 */
export function ForbidUnknownMembers(): ClassDecorator {
  return (target) => Reflect.defineMetadata(FORBID_UNKNOWN_MEMBERS, true, target);
}

class ProblemValidationPipe extends ValidationPipe {
  protected override validate(object: object, options?: ValidatorOptions) {
    const forbid = Reflect.getMetadata(FORBID_UNKNOWN_MEMBERS, object.constructor) === true;
    return super.validate(object, forbid ? { ...options, forbidNonWhitelisted: true } : options);
  }
}

/**
 * Validation of JSON bodies on the platform and admin interfaces (class-validator
 * DTOs): every bad field becomes an entry of a 400 `invalid-request` problem
 * naming the field and the value given. Unknown members are dropped (refused
 * for DTOs marked `@ForbidUnknownMembers()`).
 */
export function problemValidationPipe(): ValidationPipe {
  return new ProblemValidationPipe({
    transform: true,
    whitelist: true,
    forbidNonWhitelisted: false,
    validateCustomDecorators: false,
    exceptionFactory: (errors: ValidationError[]) =>
      ProblemError.invalidRequest(errors.flatMap((error) => entries(error, ''))),
  });
}

function entries(error: ValidationError, prefix: string): Array<{ message: string; parameters: Record<string, string[]> }> {
  // a body that is no object at all has no property to name
  const property = error.property ?? 'body';
  const name = prefix ? `${prefix}.${property}` : property;
  if (error.children && error.children.length > 0) return error.children.flatMap((child) => entries(child, name));
  if (error.value === undefined) return [{ message: `${name} is required`, parameters: { [name]: [''] } }];
  const value = shown(error.value);
  if (error.constraints?.whitelistValidation) {
    return [{ message: `The \`${name}\` field is not allowed`, parameters: { [name]: [value] } }];
  }
  return [{ message: firstViolation(error).message, parameters: { [name]: [value] } }];
}

/**
 * The value a refused parameter is named with: a string as given; a list of
 * strings (a csv query parameter, once split) as the csv it came in; anything
 * else as JSON.
 */
function shown(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value.join(',');
  return JSON.stringify(value);
}
