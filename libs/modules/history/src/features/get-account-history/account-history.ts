import { isoSeconds } from '@platform/ddd';
import {
  type EntityData,
  type EntityHistoryDescriptor,
  type EventMetadata,
  type FieldChanges,
  foldHistory,
  type HistoryChangeType,
  type RecordedEvent,
} from '@platform/event-store';
import { encodeCursor, type Page } from '@platform/http';

/** The scope history cursors are signed for (a stream position). */
export const HISTORY_CURSOR = 'account_history';

/** The entity types the ads API's account history takes. */
export const HISTORY_ENTITY_TYPES = ['CAMPAIGN', 'LINE_ITEM', 'PROMOTED_POST', 'TARGETING_CRITERIA', 'PROMOTED_ACCOUNT'] as const;
export type HistoryEntityType = (typeof HISTORY_ENTITY_TYPES)[number];
/** The entity types as the official SDKs and the docs' examples name them, with the brand word. */
export const HISTORY_ENTITY_TYPE_ALIASES: Readonly<Record<string, HistoryEntityType>> = { PROMOTED_TWEET: 'PROMOTED_POST' };

/** One change of an entity as the ads API shows it (AccountHistoryEntry). */
export interface AccountHistoryEntry {
  change_time: string;
  change_type: HistoryChangeType;
  change_by: { user_id: string | null; platform: string };
  changes: FieldChanges;
  entity: string;
  entity_id: string;
  entity_data: EntityData;
}

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
 * Through which channel a change was made. Every change with an app behind it
 * came through the ads API (production or sandbox alike): `API_OTHER`, the
 * value the API shows for changes made with an API client. A change no app
 * made (the operator's admin API, the server itself) is `INTERNAL`.
 */
export function platformOf(metadata: EventMetadata): string {
  return metadata.appId ? 'API_OTHER' : 'INTERNAL';
}

function entryOf(
  descriptor: EntityHistoryDescriptor,
  entityId: string,
  event: RecordedEvent,
  change: { changeType: HistoryChangeType; changes: FieldChanges; entityData: EntityData },
): AccountHistoryEntry {
  return {
    change_time: isoSeconds(event.recordedAt),
    change_type: change.changeType,
    change_by: { user_id: event.metadata.userId ?? null, platform: platformOf(event.metadata) },
    changes: change.changes,
    entity: descriptor.entityType,
    entity_id: entityId,
    entity_data: change.entityData,
  };
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
  const start = query.start.getTime();
  const end = query.end.getTime();
  const selected: Array<{ position: number; entry: AccountHistoryEntry }> = [];
  for (const { event, change } of foldHistory(descriptor, events)) {
    const time = event.recordedAt.getTime();
    if (time < start || time >= end) continue;
    if (query.after !== undefined && event.streamPosition <= query.after) continue;
    if (query.userId !== undefined && event.metadata.userId !== query.userId) continue;
    selected.push({ position: event.streamPosition, entry: entryOf(descriptor, query.entityId, event, change) });
    if (selected.length > query.count) break;
  }
  const hasMore = selected.length > query.count;
  const page = hasMore ? selected.slice(0, query.count) : selected;
  return {
    data: page.map(({ entry }) => entry),
    next_cursor: hasMore ? encodeCursor([page[page.length - 1].position], HISTORY_CURSOR) : null,
  };
}
