import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsISO8601, IsString, Matches } from 'class-validator';
import { Omittable } from './validation';

const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** An optional time query parameter of the platform (`start_time`, `end_time`): ISO 8601 with a zone, YYYY-MM-DDTHH:mm:ssZ. */
export function PlatformTimeMember(name: string): PropertyDecorator {
  const message = { message: `The \`${name}\` query parameter is not a valid time (YYYY-MM-DDTHH:mm:ssZ)` };
  return applyDecorators(
    ApiPropertyOptional({ description: 'YYYY-MM-DDTHH:mm:ssZ' }),
    Omittable(),
    IsString(message),
    Matches(TIME, message),
    IsISO8601({ strict: true }, message),
  );
}
