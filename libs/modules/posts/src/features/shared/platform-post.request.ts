import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsString } from 'class-validator';
import { Omittable } from '@platform/http';
import { POST_FIELDS } from '../../views/post-views';

export const EXPANSIONS = [
  'article.cover_media',
  'article.media_entities',
  'attachments.media_keys',
  'attachments.media_source_tweet',
  'attachments.poll_ids',
  'author_id',
  'edit_history_tweet_ids',
  'entities.mentions.username',
  'geo.place_id',
  'in_reply_to_user_id',
  'entities.note.mentions.username',
  'referenced_tweets.id',
  'referenced_tweets.id.attachments.media_keys',
  'referenced_tweets.id.author_id',
] as const;

const csv = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.split(',') : value);
const oneOf = (field: string, values: readonly string[]) => ({
  each: true,
  message: `The \`${field}\` query parameter value must be one or more of [${values.join(',')}]`,
});

/** The query of `GET /2/tweets/:id`: the fields and expansions the OpenAPI document lists. */
export class GetPlatformPostQuery {
  @ApiPropertyOptional({ name: 'tweet.fields', description: 'csv of post fields' })
  @Omittable()
  @Transform(csv)
  @IsString({ each: true, message: 'The `tweet.fields` query parameter must be a string' })
  @IsIn(POST_FIELDS, oneOf('tweet.fields', POST_FIELDS))
  'tweet.fields'?: string[];

  /** `tweet.fields` as the official TypeScript SDK names it. */
  @ApiPropertyOptional({ name: 'post.fields', description: 'csv of post fields' })
  @Omittable()
  @Transform(csv)
  @IsString({ each: true, message: 'The `post.fields` query parameter must be a string' })
  @IsIn(POST_FIELDS, oneOf('post.fields', POST_FIELDS))
  'post.fields'?: string[];

  @ApiPropertyOptional({ description: 'csv of expansions' })
  @Omittable()
  @Transform(csv)
  @IsString({ each: true, message: 'The `expansions` query parameter must be a string' })
  @IsIn(EXPANSIONS, oneOf('expansions', EXPANSIONS))
  expansions?: string[];

  @ApiPropertyOptional({ name: 'user.fields', description: 'csv of user fields (with the author_id expansion)' })
  @Omittable()
  @Transform(csv)
  @IsString({ each: true, message: 'The `user.fields` query parameter must be a string' })
  'user.fields'?: string[];

  @ApiPropertyOptional({ name: 'media.fields' })
  @Omittable()
  @Transform(csv)
  @IsString({ each: true, message: 'The `media.fields` query parameter must be a string' })
  'media.fields'?: string[];

  @ApiPropertyOptional({ name: 'poll.fields' })
  @Omittable()
  @Transform(csv)
  @IsString({ each: true, message: 'The `poll.fields` query parameter must be a string' })
  'poll.fields'?: string[];

  @ApiPropertyOptional({ name: 'place.fields' })
  @Omittable()
  @Transform(csv)
  @IsString({ each: true, message: 'The `place.fields` query parameter must be a string' })
  'place.fields'?: string[];
}

/** The post fields asked for, under either name (`tweet.fields`, or `post.fields` as the TypeScript SDK sends them). */
export function postFieldsOf(query: Pick<GetPlatformPostQuery, 'tweet.fields' | 'post.fields'>): string[] {
  return [...new Set([...(query['tweet.fields'] ?? []), ...(query['post.fields'] ?? [])])];
}
