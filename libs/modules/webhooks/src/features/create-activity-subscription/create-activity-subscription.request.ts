import { NUMERIC_ID } from '@platform/ddd';
import { ACTIVITY_EVENT_TYPES, DIRECTIONS, type ResolvedEventType, resolveActivityEventType } from '../../domain/activity-event-types';
import type { ActivityFilter } from '../../domain/activity-subscription';
import { invalidField, objectBody, webhookIdField } from '../request-body';

/*
 * The subscription bodies are checked by hand rather than with class-validator:
 * the rules depend on the event type (which filter fields it takes) and every
 * failure must name the field as the platform does (`filter.user_id`, ...).
 */

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

function onlyKeys(object: Record<string, unknown>, allowed: readonly string[], prefix = ''): void {
  for (const key of Object.keys(object)) {
    if (!allowed.includes(key)) {
      throw invalidField(prefix + key, object[key], `The \`${prefix + key}\` field is not allowed; expected only ${allowed.map((a) => prefix + a).join(', ')}`);
    }
  }
}

function optionalTag(value: unknown): string | null | undefined {
  if (value === undefined || value === null) return value;
  if (typeof value !== 'string' || value.length < 1 || value.length > 200) {
    throw invalidField('tag', value, 'The `tag` field must be a string of 1 to 200 characters');
  }
  return value;
}

function optionalWebhookId(value: unknown): string | null | undefined {
  return value === undefined || value === null ? value : webhookIdField(value);
}

export function parseCreateActivitySubscription(raw: unknown): CreateActivitySubscriptionInput {
  const body = objectBody(raw);
  onlyKeys(body, ['event_type', 'filter', 'tag', 'webhook_id']);
  if (body.event_type === undefined) throw invalidField('event_type', undefined, 'The `event_type` field is required');
  const eventType = typeof body.event_type === 'string' ? resolveActivityEventType(body.event_type) : undefined;
  if (!eventType) {
    throw invalidField(
      'event_type',
      body.event_type,
      `The \`event_type\` field value [${String(body.event_type)}] is not one of [${Object.keys(ACTIVITY_EVENT_TYPES).join(',')}]`,
    );
  }
  if (body.filter === undefined) throw invalidField('filter', undefined, 'The `filter` field is required');
  if (typeof body.filter !== 'object' || body.filter === null || Array.isArray(body.filter)) {
    throw invalidField('filter', body.filter, 'The `filter` field must be an object');
  }
  const given = body.filter as Record<string, unknown>;
  onlyKeys(given, ['user_id', 'keyword', 'direction'], 'filter.');
  const filter: ActivityFilter = {};
  if (given.user_id !== undefined) {
    if (typeof given.user_id !== 'string' || !NUMERIC_ID.test(given.user_id)) {
      throw invalidField('filter.user_id', given.user_id, `The \`filter.user_id\` field value [${String(given.user_id)}] does not match ^[0-9]{1,19}$`);
    }
    filter.user_id = given.user_id;
  }
  if (given.keyword !== undefined) {
    if (typeof given.keyword !== 'string' || given.keyword.trim().length < 1 || given.keyword.length > 150) {
      throw invalidField('filter.keyword', given.keyword, 'The `filter.keyword` field must be a string of 1 to 150 characters');
    }
    filter.keyword = given.keyword;
  }
  if (given.direction !== undefined) {
    if (typeof given.direction !== 'string' || !Object.hasOwn(DIRECTIONS, given.direction)) {
      throw invalidField('filter.direction', given.direction, `The \`filter.direction\` field value [${String(given.direction)}] is not one of [sent,received,outbound,inbound]`);
    }
    if (!eventType.directional) {
      throw invalidField('filter.direction', given.direction, `The \`filter.direction\` field applies to direct message and chat events, not to ${eventType.name}`);
    }
    filter.direction = given.direction;
  }
  if (eventType.byKeyword && filter.keyword === undefined) {
    throw invalidField('filter.keyword', undefined, `Subscriptions to ${eventType.name} need a \`filter.keyword\``);
  }
  if (!eventType.byKeyword && filter.user_id === undefined) {
    throw invalidField('filter.user_id', undefined, `Subscriptions to ${eventType.name} need a \`filter.user_id\``);
  }
  return { eventType, filter, tag: optionalTag(body.tag) ?? null, webhookId: optionalWebhookId(body.webhook_id) ?? null };
}

export function parseUpdateActivitySubscription(raw: unknown): UpdateActivitySubscriptionInput {
  const body = objectBody(raw);
  onlyKeys(body, ['tag', 'webhook_id']);
  if (body.tag === undefined && body.webhook_id === undefined) {
    throw invalidField('body', body, 'The request body must set `tag`, `webhook_id` or both');
  }
  return { tag: optionalTag(body.tag), webhookId: optionalWebhookId(body.webhook_id) };
}
