import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
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

export class GetPlatformUserQuery {
  @ApiPropertyOptional({ name: 'user.fields', description: 'csv of user fields' })
  @Omittable()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.split(',') : value))
  @IsString({ each: true, message: 'The `user.fields` query parameter must be a string' })
  @IsIn(USER_FIELDS, { each: true, message: `The \`user.fields\` query parameter value must be one or more of [${USER_FIELDS.join(',')}]` })
  'user.fields'?: string[];
}

/** A csv list as the SDKs send it; repeated keys are read as one list. */
const csv = ({ value }: { value: unknown }) => (Array.isArray(value) && value.every((v) => typeof v === 'string') ? value.join(',') : value);

export class GetPlatformUsersByIdsQuery extends GetPlatformUserQuery {
  @ApiProperty({ description: 'csv of up to 100 user ids' })
  @Transform(csv)
  @IsString({ message: 'The `ids` query parameter must be a csv of user ids' })
  ids!: string;
}

export class GetPlatformUsersByUsernamesQuery extends GetPlatformUserQuery {
  @ApiProperty({ description: 'csv of up to 100 usernames' })
  @Transform(csv)
  @IsString({ message: 'The `usernames` query parameter must be a csv of usernames' })
  usernames!: string;
}
