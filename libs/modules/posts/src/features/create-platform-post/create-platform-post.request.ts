import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsDefined, IsIn, IsInt, IsObject, IsString, Length, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { NUMERIC_ID } from '@platform/ddd';
import { ForbidUnknownMembers, Omittable } from '@platform/http';
import { MAX_IMAGES } from '../../domain/post';

/*
 * The create-post body as the platform's OpenAPI document gives it
 * (TweetCreateRequest): every member it lists, unknown ones refused, each
 * failure naming the field as the platform does (`media.media_ids`, ...).
 */

const idsOf = (field: string) => ({ each: true, message: `The \`${field}\` field values must match ^[0-9]{1,19}$` });
const id = (field: string) => ({ message: `The \`${field}\` field value does not match ^[0-9]{1,19}$` });
const bool = (field: string) => ({ message: `The \`${field}\` field must be a boolean` });
export const REPLY_SETTING_VALUES = ['following', 'mentionedUsers', 'subscribers', 'verified'] as const;
const replySettings = (field: string) => ({ message: `The \`${field}\` field must be one of [${REPLY_SETTING_VALUES.join(',')}]` });

@ForbidUnknownMembers()
export class PostEditOptionsRequest {
  @IsDefined({ message: 'The `edit_options.previous_post_id` field is required' })
  @IsString(id('edit_options.previous_post_id'))
  @Matches(NUMERIC_ID, id('edit_options.previous_post_id'))
  previous_post_id: string;
}

@ForbidUnknownMembers()
export class PostGeoRequest {
  @IsDefined({ message: 'The `geo.place_id` field is required' })
  @IsString({ message: 'The `geo.place_id` field must be a string' })
  @Length(1, 64, { message: 'The `geo.place_id` field must be a string of 1 to 64 characters' })
  place_id: string;
}

@ForbidUnknownMembers()
export class PostMediaRequest {
  @IsDefined({ message: 'The `media.media_ids` field is required' })
  @IsArray({ message: 'The `media.media_ids` field must be an array' })
  @ArrayMinSize(1, { message: `The \`media.media_ids\` field must have 1 to ${MAX_IMAGES} values` })
  @ArrayMaxSize(MAX_IMAGES, { message: `The \`media.media_ids\` field must have 1 to ${MAX_IMAGES} values` })
  @IsString(idsOf('media.media_ids'))
  @Matches(NUMERIC_ID, idsOf('media.media_ids'))
  media_ids: string[];

  @Omittable()
  @IsArray({ message: 'The `media.tagged_user_ids` field must be an array' })
  @ArrayMaxSize(10, { message: 'The `media.tagged_user_ids` field must have at most 10 values' })
  @IsString(idsOf('media.tagged_user_ids'))
  @Matches(NUMERIC_ID, idsOf('media.tagged_user_ids'))
  tagged_user_ids?: string[];

  @Omittable()
  @IsString({ message: 'The `media.title` field must be a string' })
  @MaxLength(70, { message: 'The `media.title` field must be at most 70 characters' })
  title?: string;

  @Omittable()
  @IsString({ message: 'The `media.description` field must be a string' })
  @MaxLength(200, { message: 'The `media.description` field must be at most 200 characters' })
  description?: string;

  @Omittable()
  @IsString(id('media.preview_media_id'))
  @Matches(NUMERIC_ID, id('media.preview_media_id'))
  preview_media_id?: string;

  @Omittable()
  @IsBoolean(bool('media.embeddable'))
  embeddable?: boolean;

  @Omittable()
  @IsObject({ message: 'The `media.call_to_actions` field must be an object' })
  call_to_actions?: Record<string, unknown>;
}

@ForbidUnknownMembers()
export class PostPollRequest {
  @IsDefined({ message: 'The `poll.options` field is required' })
  @IsArray({ message: 'The `poll.options` field must be an array' })
  @ArrayMinSize(2, { message: 'The `poll.options` field must have 2 to 4 values' })
  @ArrayMaxSize(4, { message: 'The `poll.options` field must have 2 to 4 values' })
  @IsString({ each: true, message: 'The `poll.options` field values must be strings of 1 to 25 characters' })
  @Length(1, 25, { each: true, message: 'The `poll.options` field values must be strings of 1 to 25 characters' })
  options: string[];

  @IsDefined({ message: 'The `poll.duration_minutes` field is required' })
  @IsInt({ message: 'The `poll.duration_minutes` field must be an integer from 5 to 10080' })
  @Min(5, { message: 'The `poll.duration_minutes` field must be an integer from 5 to 10080' })
  @Max(10080, { message: 'The `poll.duration_minutes` field must be an integer from 5 to 10080' })
  duration_minutes: number;

  @Omittable()
  @IsIn(REPLY_SETTING_VALUES, replySettings('poll.reply_settings'))
  reply_settings?: (typeof REPLY_SETTING_VALUES)[number];
}

@ForbidUnknownMembers()
export class PostReplyRequest {
  @IsDefined({ message: 'The `reply.in_reply_to_tweet_id` field is required' })
  @IsString(id('reply.in_reply_to_tweet_id'))
  @Matches(NUMERIC_ID, id('reply.in_reply_to_tweet_id'))
  in_reply_to_tweet_id: string;

  @Omittable()
  @IsArray({ message: 'The `reply.exclude_reply_user_ids` field must be an array' })
  @ArrayMaxSize(50, { message: 'The `reply.exclude_reply_user_ids` field must have at most 50 values' })
  @IsString(idsOf('reply.exclude_reply_user_ids'))
  @Matches(NUMERIC_ID, idsOf('reply.exclude_reply_user_ids'))
  exclude_reply_user_ids?: string[];

  @Omittable()
  @IsBoolean(bool('reply.auto_populate_reply_metadata'))
  auto_populate_reply_metadata?: boolean;
}

/** An optional object member validated by its own DTO. */
const Nested = (cls: new () => object, field: string) =>
  applyDecorators(Omittable(), IsObject({ message: `The \`${field}\` field must be an object` }), ValidateNested(), Type(() => cls));

@ForbidUnknownMembers()
export class CreatePlatformPostRequest {
  @ApiPropertyOptional({ description: 'Required unless media, a card or a quoted post is given; at most 25,000 characters as the platform counts them' })
  @Omittable()
  @IsString({ message: 'The `text` field must be a string' })
  @MaxLength(50_000, { message: 'The `text` field must be at most 25000 characters' })
  text?: string;

  @ApiPropertyOptional({ type: PostMediaRequest })
  @Nested(PostMediaRequest, 'media')
  media?: PostMediaRequest;

  @ApiPropertyOptional({ type: PostPollRequest })
  @Nested(PostPollRequest, 'poll')
  poll?: PostPollRequest;

  @ApiPropertyOptional({ type: PostReplyRequest })
  @Nested(PostReplyRequest, 'reply')
  reply?: PostReplyRequest;

  @ApiPropertyOptional({ type: PostEditOptionsRequest, description: 'Edit a post of the caller made within the last hour' })
  @Nested(PostEditOptionsRequest, 'edit_options')
  edit_options?: PostEditOptionsRequest;

  @ApiPropertyOptional({ type: PostGeoRequest })
  @Nested(PostGeoRequest, 'geo')
  geo?: PostGeoRequest;

  @ApiPropertyOptional()
  @Omittable()
  @IsString(id('quote_tweet_id'))
  @Matches(NUMERIC_ID, id('quote_tweet_id'))
  quote_tweet_id?: string;

  @ApiPropertyOptional()
  @Omittable()
  @IsString({ message: 'The `card_uri` field must be a card URI (card://<id>)' })
  @Matches(/^card:\/\/\d{1,19}$/, { message: 'The `card_uri` field must be a card URI (card://<id>)' })
  card_uri?: string;

  @ApiPropertyOptional({ enum: REPLY_SETTING_VALUES })
  @Omittable()
  @IsIn(REPLY_SETTING_VALUES, replySettings('reply_settings'))
  reply_settings?: (typeof REPLY_SETTING_VALUES)[number];

  @ApiPropertyOptional({ description: 'Promoted-only: not shown on the author’s timeline' })
  @Omittable()
  @IsBoolean(bool('nullcast'))
  nullcast?: boolean;

  @ApiPropertyOptional()
  @Omittable()
  @IsString(id('community_id'))
  @Matches(NUMERIC_ID, id('community_id'))
  community_id?: string;

  @ApiPropertyOptional()
  @Omittable()
  @IsString({ message: 'The `direct_message_deep_link` field must be a string' })
  @MaxLength(2048, { message: 'The `direct_message_deep_link` field must be at most 2048 characters' })
  direct_message_deep_link?: string;

  @ApiPropertyOptional()
  @Omittable()
  @IsBoolean(bool('for_super_followers_only'))
  for_super_followers_only?: boolean;

  @ApiPropertyOptional()
  @Omittable()
  @IsBoolean(bool('share_with_followers'))
  share_with_followers?: boolean;

  @ApiPropertyOptional()
  @Omittable()
  @IsBoolean(bool('made_with_ai'))
  made_with_ai?: boolean;

  @ApiPropertyOptional()
  @Omittable()
  @IsBoolean(bool('paid_partnership'))
  paid_partnership?: boolean;
}
