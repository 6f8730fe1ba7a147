import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';

/** A required user id member of a request body: a numeric string. */
export const UserIdMember = (name: string, description: string) =>
  applyDecorators(
    ApiProperty({ description, example: '1587000000000000001', pattern: '^[0-9]{1,19}$' }),
    IsString({ message: `${name} must be a string` }),
    Matches(/^[0-9]{1,19}$/, { message: `${name} must be a numeric user id` }),
  );
