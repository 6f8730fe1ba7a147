import { type EntityData, type EntityHistoryDescriptor, foldHistory, type RecordedEvent } from '@platform/event-store';
import { encodeCursor, type Page, RawJson } from '@platform/http';
import type { StoredEntry } from '../../projections/account-history-entries';
import { type AccountHistoryEntry, entryOf } from '../shared/history-entry';

/** The scope history cursors are signed for (a stream position). */
export const HISTORY_CURSOR = 'account_history';

/** The entity types the ads API's account history takes. */
export const HISTORY_ENTITY_TYPES = ['CAMPAIGN', 'LINE_ITEM', 'PROMOTED_POST', 'TARGETING_CRITERIA', 'PROMOTED_ACCOUNT'] as const;
export type HistoryEntityType = (typeof HISTORY_ENTITY_TYPES)[number];
/** The entity types as the official SDKs and the docs' examples name them, with the brand word. */
export const HISTORY_ENTITY_TYPE_ALIASES: Readonly<Record<string, HistoryEntityType>> = { PROMOTED_TWEET: 'PROMOTED_POST' };

export interface HistoryQuery {
  entityId: string;
  /** Changes at or after this instant... */
  start: Date;
  /** ...and before this one. */
  end: Date;
  /** Only changes made by this user. */
  userId?: string;
  count: number;
  /** Stream position of the last entry of the previous page. */
  after?: number;
}

/**
 * One page of an entity's history: every event of its stream (in stream order,
 * which is time order) folded through the descriptor, so each entry shows the
 * entity as of that change; then the entries changed within [start, end), by
 * the user if one is asked for, after the cursor's position, `count` of them.
 * The cursor is the stream position of the page's last entry.
 */
export function historyPage(
  descriptor: EntityHistoryDescriptor,
  events: readonly RecordedEvent[],
  query: HistoryQuery,
): Page<AccountHistoryEntry> {
  const page = pageOf(selected(descriptor, events, query, query.count + 1), query.count);
  return { data: page.data.map(({ entry }) => entry), next_cursor: page.next_cursor };
}

/**
 * One page of an entity's history from its read model, read in one snapshot:
 * the stored entries that match the query (at most count + 1, in stream
 * order, filtered as `historyPage` filters), then the entries of the events
 * after the head the read model has reached, folded from the entity as of it
 * (none once the history processor has caught up).
 */
export function storedHistoryPage(
  descriptor: EntityHistoryDescriptor,
  stored: readonly StoredEntry[],
  head: { entity: EntityData | undefined },
  after: readonly RecordedEvent[],
  query: HistoryQuery,
): Page<RawJson> {
  const rows: Array<{ position: number; entry: RawJson }> = stored.map((row) => ({ position: row.position, entry: new RawJson(row.entry) }));
  if (rows.length <= query.count && after.length > 0) {
    for (const { position, entry } of selected(descriptor, after, query, query.count + 1 - rows.length, head.entity)) {
      rows.push({ position, entry: new RawJson(JSON.stringify(entry)) });
    }
  }
  const page = pageOf(rows, query.count);
  return { data: page.data.map(({ entry }) => entry), next_cursor: page.next_cursor };
}

/** The entries of the events' changes the query selects, `limit` of them at most. */
function selected(
  descriptor: EntityHistoryDescriptor,
  events: readonly RecordedEvent[],
  query: HistoryQuery,
  limit: number,
  from?: EntityData,
): Array<{ position: number; entry: AccountHistoryEntry }> {
  const start = query.start.getTime();
  const end = query.end.getTime();
  const out: Array<{ position: number; entry: AccountHistoryEntry }> = [];
  for (const { event, change } of foldHistory(descriptor, events, from)) {
    if (out.length >= limit) break;
    const time = event.recordedAt.getTime();
    if (time < start || time >= end) continue;
    if (query.after !== undefined && event.streamPosition <= query.after) continue;
    if (query.userId !== undefined && event.metadata.userId !== query.userId) continue;
    out.push({ position: event.streamPosition, entry: entryOf(descriptor, query.entityId, event, change) });
  }
  return out;
}

/** The first `count` of the rows, with a cursor at the last when there are more. */
function pageOf<T>(rows: Array<{ position: number; entry: T }>, count: number): { data: Array<{ entry: T }>; next_cursor: string | null } {
  const hasMore = rows.length > count;
  const page = hasMore ? rows.slice(0, count) : rows;
  return { data: page, next_cursor: hasMore ? encodeCursor([page[page.length - 1].position], HISTORY_CURSOR) : null };
}
