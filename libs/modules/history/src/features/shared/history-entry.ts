import { isoSeconds } from '@platform/ddd';
import type { EntityHistoryDescriptor, EventMetadata, HistoryChange, RecordedEvent } from '@platform/event-store';

/** One change of an entity as the ads API shows it (AccountHistoryEntry). */
export interface AccountHistoryEntry {
  change_time: string;
  change_type: HistoryChange['changeType'];
  change_by: { user_id: string | null; platform: string };
  changes: HistoryChange['changes'];
  entity: string;
  entity_id: string;
  entity_data: HistoryChange['entityData'];
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

/** The entry one event's change makes (stored by the history processor, or built by a read from the events). */
export function entryOf(descriptor: EntityHistoryDescriptor, entityId: string, event: RecordedEvent, change: HistoryChange): AccountHistoryEntry {
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
