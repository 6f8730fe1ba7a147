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

/** A time as the v1.1 objects write it (`created_at` of a v1.1 user or post): `Wed Oct 10 20:19:24 +0000 2018`. */
export function v11Time(iso: string): string {
  const [weekday, day, month, year, time] = new Date(iso).toUTCString().replace(',', '').split(' ');
  return `${weekday} ${month} ${day} ${time} +0000 ${year}`;
}
