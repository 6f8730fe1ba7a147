import { HOUR_MS, random } from '../../domain/simulation';
import { isoTime } from '../../domain/stats-time';

/**
 * Active entities (analytics.mdx, Guides › Active Entities): which entities of
 * a type delivered in a range of hourly buckets, when, and on which
 * placements. Pure: the read hands in, per entity, the first and last hour it
 * had impressions in and the placements it had them on.
 */

/** The entity types the endpoint takes, by their neutral names (`PROMOTED_POST` answers `PROMOTED_TWEET`). */
export const ACTIVE_ENTITIES = ['CAMPAIGN', 'FUNDING_INSTRUMENT', 'LINE_ITEM', 'PROMOTED_ACCOUNT', 'PROMOTED_POST', 'MEDIA_CREATIVE'] as const;
export type ActiveEntity = (typeof ACTIVE_ENTITIES)[number];

/** The filters, each through the column of the same name of a delivered row. */
export const ACTIVE_ENTITY_FILTERS = ['campaign_ids', 'funding_instrument_ids', 'line_item_ids'] as const;
export type ActiveEntityFilter = (typeof ACTIVE_ENTITY_FILTERS)[number];
export type ParentColumn = 'campaign_id' | 'funding_instrument_id' | 'line_item_id';
export const FILTER_COLUMN: Readonly<Record<ActiveEntityFilter, ParentColumn>> = {
  campaign_ids: 'campaign_id',
  funding_instrument_ids: 'funding_instrument_id',
  line_item_ids: 'line_item_id',
};

/** The parents a delivered row of each type names (a campaign's row names no line item, a funding instrument's neither). */
const PARENTS_OF: Readonly<Record<ActiveEntity, readonly ParentColumn[]>> = {
  FUNDING_INSTRUMENT: ['funding_instrument_id'],
  CAMPAIGN: ['funding_instrument_id', 'campaign_id'],
  LINE_ITEM: ['funding_instrument_id', 'campaign_id', 'line_item_id'],
  PROMOTED_POST: ['funding_instrument_id', 'campaign_id', 'line_item_id'],
  PROMOTED_ACCOUNT: ['funding_instrument_id', 'campaign_id', 'line_item_id'],
  MEDIA_CREATIVE: ['funding_instrument_id', 'campaign_id', 'line_item_id'],
};

/**
 * Which rows answer an entity type under a filter, and which of their columns
 * is the entity's id. The entity's own rows where they name the filter's
 * parent; otherwise (a campaign or funding instrument filtered by something
 * below it) the rows of the line items that match, grouped by the entity's
 * column: a campaign is active for some line items when they delivered.
 */
export function activitySource(entity: ActiveEntity, filter?: ActiveEntityFilter): { entityType: string; idColumn: 'entity_id' | ParentColumn } {
  if (filter === undefined || PARENTS_OF[entity].includes(FILTER_COLUMN[filter])) return { entityType: entity, idColumn: 'entity_id' };
  return { entityType: 'LINE_ITEM', idColumn: entity === 'CAMPAIGN' ? 'campaign_id' : 'funding_instrument_id' };
}

/** An entity's activity as read: the first and last hour (ms) it had impressions in, and the placements. */
export interface Activity {
  entityId: string;
  firstHour: number;
  lastHour: number;
  placements: readonly string[];
}

export interface ActiveEntityItem {
  entity_id: string;
  activity_start_time: string;
  activity_end_time: string;
  placements: string[];
}

const HALF_HOUR_S = 1800;

/**
 * When an entity's activity started and ended, to the second: inside its
 * first hour (0–1799 s after it starts) and its last (1–1799 s before it
 * ends), drawn from the entity's id and the hour so the same delivery always
 * answers the same times.
 */
export function activityTimes(entityId: string, firstHour: number, lastHour: number): { start: number; end: number } {
  const startOffset = Math.floor(random(`active/${entityId}/${firstHour}/start`)() * HALF_HOUR_S);
  const endOffset = 1 + Math.floor(random(`active/${entityId}/${lastHour}/end`)() * (HALF_HOUR_S - 1));
  return { start: firstHour + startOffset * 1000, end: lastHour + HOUR_MS - endOffset * 1000 };
}

/** The answer's items: one per entity, by id, each with its placements sorted. */
export function activeEntities(activities: readonly Activity[]): ActiveEntityItem[] {
  return [...activities]
    .sort((a, b) => (a.entityId < b.entityId ? -1 : a.entityId > b.entityId ? 1 : 0))
    .map((a) => {
      const { start, end } = activityTimes(a.entityId, a.firstHour, a.lastHour);
      return {
        entity_id: a.entityId,
        activity_start_time: isoTime(start),
        activity_end_time: isoTime(end),
        placements: [...new Set(a.placements)].sort(),
      };
    });
}
