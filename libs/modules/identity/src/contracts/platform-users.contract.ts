import { Query } from '@nestjs/cqrs';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsString } from 'class-validator';
import { Omittable } from '@platform/http';

/**
 * The `user.fields` values the OpenAPI document lists (`openapi.json`, the
 * user field parameters of its operations, together), the two post ids also
 * in their neutral spelling (`pinned_post_id`, as its User schema names
 * them). A user here has only
 * some of them: the others are accepted and left out of the answer, as the
 * platform leaves out a field a user has no value for.
 */
export const USER_FIELDS = [
  'affiliation',
  'confirmed_email',
  'connection_status',
  'created_at',
  'description',
  'entities',
  'id',
  'is_identity_verified',
  'location',
  'most_recent_post_id',
  'most_recent_tweet_id',
  'name',
  'parody',
  'pinned_post_id',
  'pinned_tweet_id',
  'profile_banner_url',
  'profile_image_url',
  'protected',
  'public_metrics',
  'receives_your_dm',
  'subscribes_to_you',
  'subscription',
  'subscription_type',
  'url',
  'username',
  'verified',
  'verified_followers_count',
  'verified_type',
  'withheld',
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
