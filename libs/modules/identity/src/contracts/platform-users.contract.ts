import { Query } from '@nestjs/cqrs';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsString } from 'class-validator';
import { Omittable } from '@platform/http';

/** The user fields aviary knows (the OpenAPI document lists more; these are the ones a user here has). */
export const USER_FIELDS = [
  'affiliation',
  'created_at',
  'description',
  'id',
  'location',
  'name',
  'profile_banner_url',
  'profile_image_url',
  'protected',
  'url',
  'username',
  'verified',
  'verified_type',
] as const;

/** `user.fields`, as every platform route answering users takes it. */
export class UserFieldsQuery {
  @ApiPropertyOptional({ name: 'user.fields', description: 'csv of user fields' })
  @Omittable()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.split(',') : value))
  @IsString({ each: true, message: 'The `user.fields` query parameter must be a string' })
  @IsIn(USER_FIELDS, { each: true, message: `The \`user.fields\` query parameter value must be one or more of [${USER_FIELDS.join(',')}]` })
  'user.fields'?: string[];
}

/**
 * These users as the platform API shows them (`id`, `name`, `username`, and the
 * fields asked for), in the order of the ids given; ids of no user are left out.
 */
export class PlatformUsersQuery extends Query<Array<Record<string, unknown>>> {
  constructor(
    readonly userIds: readonly string[],
    readonly fields: readonly string[] = [],
  ) {
    super();
  }
}
