import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { ProblemError } from './errors/api-errors';
import { firstViolation } from './validation-messages';

/**
 * Validation of JSON bodies on the platform and admin interfaces (class-validator
 * DTOs): every bad field becomes an entry of a 400 `invalid-request` problem
 * naming the field and the value given. Unknown members are dropped.
 */
export function problemValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    transform: true,
    whitelist: true,
    forbidNonWhitelisted: false,
    validateCustomDecorators: false,
    exceptionFactory: (errors: ValidationError[]) =>
      ProblemError.invalidRequest(errors.flatMap((error) => entries(error, ''))),
  });
}

function entries(error: ValidationError, prefix: string): Array<{ message: string; parameters: Record<string, string[]> }> {
  const name = prefix ? `${prefix}.${error.property}` : error.property;
  if (error.children && error.children.length > 0) return error.children.flatMap((child) => entries(child, name));
  if (error.value === undefined) return [{ message: `${name} is required`, parameters: { [name]: [''] } }];
  const value = typeof error.value === 'string' ? error.value : JSON.stringify(error.value);
  return [{ message: firstViolation(error).message, parameters: { [name]: [value] } }];
}
