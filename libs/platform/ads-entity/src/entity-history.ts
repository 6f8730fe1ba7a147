import type { Environment } from '@platform/ddd';
import type { EntityData, EntityHistoryDescriptor, FieldChanges, HistoryChange, RecordedEvent } from '@platform/event-store';

/**
 * How an ads entity's lifecycle events read as account history: created
 * (CREATE, no field changes, as the ads API shows it), updated (UPDATE, the
 * fields the event changed) or deleted (DELETE, `deleted` false to true).
 */
export interface EntityHistoryOptions {
  /** The entity type clients ask for ('CAMPAIGN'). */
  entityType: string;
  /** The members an entry's entity_data shows; all but the id when absent. */
  members?: readonly string[];
}

/**
 * Members never reported as changed: the id (the entry's entity_id), the time
 * of the change (its change_time), and what the server derives from the status
 * (servable, effective_status, reasons_not_servable): the advertiser changed
 * entity_status, not those.
 */
const NOT_CHANGES: ReadonlySet<string> = new Set(['id', 'updated_at', 'servable', 'effective_status', 'reasons_not_servable']);

function pick(entity: object, members: readonly string[]): EntityData {
  const source = entity as Record<string, unknown>;
  const out: EntityData = {};
  for (const member of members) out[member] = source[member] ?? null;
  return out;
}

/** Every member but the id (built, not deleted from a copy: the entries are serialised in bulk). */
function withoutId(entity: object): EntityData {
  const out: EntityData = {};
  for (const [member, value] of Object.entries(entity)) if (member !== 'id') out[member] = value;
  return out;
}

function reported(changes: FieldChanges): FieldChanges {
  const out: FieldChanges = {};
  for (const [field, change] of Object.entries(changes)) if (!NOT_CHANGES.has(field)) out[field] = change;
  return out;
}

export function entityHistory(
  options: EntityHistoryOptions,
  lifecycle: {
    streamId: (environment: Environment, entityId: string) => string;
    events: { created: string; updated: string; deleted: string };
    dataKeys: { entity: string };
    /** What a deletion sets besides `deleted` (statuses derived for a deleted entity). */
    deletedPatch?: object;
    /** The entity a created event holds, when not under `dataKeys.entity`. */
    created?: (data: Record<string, unknown>) => object;
  },
): EntityHistoryDescriptor {
  const members = options.members;
  const memberSet = members ? new Set(members) : undefined;
  const shows = (member: string) => (memberSet ? memberSet.has(member) : member !== 'id');
  const { events } = lifecycle;
  return {
    entityType: options.entityType,
    streamId: lifecycle.streamId,
    change(before, event: RecordedEvent): HistoryChange | undefined {
      const data = event.data as Record<string, unknown> & { changes: FieldChanges; updatedAt: string; deletedAt: string };
      switch (event.type) {
        case events.created: {
          const entity = lifecycle.created ? lifecycle.created(data) : (data[lifecycle.dataKeys.entity] as object);
          return { changeType: 'CREATE', changes: {}, entityData: members ? pick(entity, members) : withoutId(entity) };
        }
        case events.updated: {
          const entityData: EntityData = { ...before };
          for (const [field, change] of Object.entries(data.changes)) if (shows(field)) entityData[field] = change.new;
          entityData.updated_at = data.updatedAt;
          return { changeType: 'UPDATE', changes: reported(data.changes), entityData };
        }
        case events.deleted: {
          const derived = Object.entries(lifecycle.deletedPatch ?? {}).filter(([member]) => shows(member));
          return {
            changeType: 'DELETE',
            changes: { deleted: { old: before?.deleted ?? false, new: true } },
            entityData: { ...before, ...Object.fromEntries(derived), updated_at: data.deletedAt, deleted: true },
          };
        }
        default:
          return undefined;
      }
    },
  };
}
