import { ApiPropertyOptional, IntersectionType, OmitType, PickType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsString, Matches } from 'class-validator';
import { NUMERIC_ID } from '@platform/ddd';
import { Omittable, platformPageQuery, PlatformTimeMember } from '@platform/http';
import { GetPlatformPostQuery } from '../shared/platform-post.request';

/** What a timeline can leave out, reposts under both spellings (there are no reposts here: that exclusion changes nothing). */
const EXCLUDE = ['replies', 'retweets', 'reposts'] as const;
const postId = (name: string) => ({ message: `The \`${name}\` query parameter value does not match ^[0-9]{1,19}$` });

/** What narrows a user's timeline: ids and times it lies between, and what it leaves out. */
class TimelineBounds {
  @ApiPropertyOptional({ description: 'Only posts newer than this one' })
  @Omittable()
  @IsString(postId('since_id'))
  @Matches(NUMERIC_ID, postId('since_id'))
  since_id?: string;

  @ApiPropertyOptional({ description: 'Only posts older than this one' })
  @Omittable()
  @IsString(postId('until_id'))
  @Matches(NUMERIC_ID, postId('until_id'))
  until_id?: string;

  @PlatformTimeMember('start_time')
  start_time?: string;

  @PlatformTimeMember('end_time')
  end_time?: string;

  @ApiPropertyOptional({ description: 'csv of replies, retweets (or reposts)' })
  @Omittable()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.split(',') : value))
  @IsString({ each: true, message: 'The `exclude` query parameter must be a string' })
  @IsIn(EXCLUDE, { each: true, message: `The \`exclude\` query parameter value must be one or more of [${EXCLUDE.join(',')}]` })
  exclude?: string[];
}

/** `GET /2/users/:id/tweets`: 5 to 100 posts a page (10 by default), within its bounds, with the post fields asked for. */
export class ListUserPostsQuery extends IntersectionType(
  platformPageQuery(5, 100, 10),
  TimelineBounds,
  PickType(GetPlatformPostQuery, ['tweet.fields', 'post.fields'] as const),
) {}

/** `GET /2/users/:id/mentions`: the same, without `exclude`. */
export class ListUserMentionsQuery extends OmitType(ListUserPostsQuery, ['exclude'] as const) {}
