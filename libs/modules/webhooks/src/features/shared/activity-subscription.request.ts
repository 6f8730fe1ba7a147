import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsIn, IsObject, IsOptional, IsString, Length, Matches, ValidateNested } from 'class-validator';
import { NUMERIC_ID } from '@platform/ddd';
import { ForbidUnknownMembers, Omittable } from '@platform/http';
import {
  ACTIVITY_EVENT_TYPES,
  DIRECTIONS,
  DEPRECATED_ALIASES,
  type ResolvedEventType,
  resolveActivityEventType,
} from '../../domain/activity-event-types';
import type { ActivityFilter } from '../../domain/activity-subscription';
import { invalidField } from './request-body';

/*
 * The subscription bodies as DTOs (their shape: types, patterns, lengths,
 * unknown members refused, each failure naming the field as the platform
 * does: `filter.user_id`, ...), then the rules that depend on the event type
 * (which filter fields it takes), which name the field alike.
 */

const EVENT_TYPE_NAMES = [...Object.keys(ACTIVITY_EVENT_TYPES), ...Object.keys(DEPRECATED_ALIASES)];
const numericId = (field: string) => ({ message: `The \`${field}\` field value does not match ^[0-9]{1,19}$` });

@ForbidUnknownMembers()
export class ActivityFilterRequest {
  @ApiPropertyOptional({ description: 'The user whose activity is subscribed to (every event type but news)' })
  @Omittable()
  @IsString(numericId('filter.user_id'))
  @Matches(NUMERIC_ID, numericId('filter.user_id'))
  user_id?: string;

  @ApiPropertyOptional({ description: 'For news events' })
  @Omittable()
  @IsString({ message: 'The `filter.keyword` field must be a string of 1 to 150 characters' })
  @Length(1, 150, { message: 'The `filter.keyword` field must be a string of 1 to 150 characters' })
  @Matches(/\S/, { message: 'The `filter.keyword` field must not be blank' })
  keyword?: string;

  @ApiPropertyOptional({ enum: Object.keys(DIRECTIONS), description: 'For direct message and chat events' })
  @Omittable()
  @IsIn(Object.keys(DIRECTIONS), { message: `The \`filter.direction\` field must be one of [${Object.keys(DIRECTIONS).join(',')}]` })
  direction?: string;
}

const TAG = { message: 'The `tag` field must be a string of 1 to 200 characters' };

@ForbidUnknownMembers()
export class CreateActivitySubscriptionRequest {
  @ApiProperty({ example: 'profile.update.bio' })
  @IsDefined({ message: 'The `event_type` field is required' })
  @IsIn(EVENT_TYPE_NAMES, { message: `The \`event_type\` field must be one of [${Object.keys(ACTIVITY_EVENT_TYPES).join(',')}]` })
  event_type: string;

  @ApiProperty({ type: ActivityFilterRequest })
  @IsDefined({ message: 'The `filter` field is required' })
  @IsObject({ message: 'The `filter` field must be an object' })
  @ValidateNested()
  @Type(() => ActivityFilterRequest)
  filter: ActivityFilterRequest;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString(TAG)
  @Length(1, 200, TAG)
  tag?: string | null;

  @ApiPropertyOptional({ description: 'A webhook of the app, to which matching events are also delivered' })
  @IsOptional()
  @IsString(numericId('webhook_id'))
  @Matches(NUMERIC_ID, numericId('webhook_id'))
  webhook_id?: string | null;
}

@ForbidUnknownMembers()
export class UpdateActivitySubscriptionRequest {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString(TAG)
  @Length(1, 200, TAG)
  tag?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString(numericId('webhook_id'))
  @Matches(NUMERIC_ID, numericId('webhook_id'))
  webhook_id?: string | null;
}

export interface CreateActivitySubscriptionInput {
  eventType: ResolvedEventType;
  filter: ActivityFilter;
  tag: string | null;
  webhookId: string | null;
}

export interface UpdateActivitySubscriptionInput {
  tag?: string | null;
  webhookId?: string | null;
}

/** The event type's rules over a well-formed body: which filter fields it takes and needs. */
export function createActivitySubscriptionInput(body: CreateActivitySubscriptionRequest): CreateActivitySubscriptionInput {
  const eventType = resolveActivityEventType(body.event_type)!;
  const { user_id, keyword, direction } = body.filter;
  if (direction !== undefined && !eventType.directional) {
    throw invalidField('filter.direction', direction, `The \`filter.direction\` field applies to direct message and chat events, not to ${eventType.name}`);
  }
  if (eventType.byKeyword && keyword === undefined) {
    throw invalidField('filter.keyword', undefined, `Subscriptions to ${eventType.name} need a \`filter.keyword\``);
  }
  if (!eventType.byKeyword && user_id === undefined) {
    throw invalidField('filter.user_id', undefined, `Subscriptions to ${eventType.name} need a \`filter.user_id\``);
  }
  const filter: ActivityFilter = {};
  if (user_id !== undefined) filter.user_id = user_id;
  if (keyword !== undefined) filter.keyword = keyword;
  if (direction !== undefined) filter.direction = direction;
  return { eventType, filter, tag: body.tag ?? null, webhookId: body.webhook_id ?? null };
}

/** An update sets `tag`, `webhook_id` or both (null unsets). */
export function updateActivitySubscriptionInput(body: UpdateActivitySubscriptionRequest): UpdateActivitySubscriptionInput {
  if (body.tag === undefined && body.webhook_id === undefined) {
    throw invalidField('body', body, 'The request body must set `tag`, `webhook_id` or both');
  }
  return { tag: body.tag, webhookId: body.webhook_id };
}
