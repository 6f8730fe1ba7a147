import { changesBetween, type Derived, type Environment, type Fact, withDerived, withoutDerived } from '@platform/ddd';
import type { EntityData, EntityHistoryDescriptor, FieldChanges, HistoryChange, RecordedEvent } from '@platform/event-store';

/**
 * How an ads entity's lifecycle events read as account history: created
 * (CREATE, no field changes, as the ads API shows it), updated or a named
 * fact (UPDATE, the fields the event changed) or deleted (DELETE, `deleted`
 * false to true). The members the lifecycle derives are computed on each
 * entry's entity, never read from an event, and never reported as changed.
 */
export interface EntityHistoryOptions {
  /** The entity type clients ask for ('CAMPAIGN'). */
  entityType: string;
  /** The members an entry's entity_data shows; all but the id when absent. */
  members?: readonly string[];
}

/**
 * Members never reported as changed: the id (the entry's entity_id) and the
 * time of the change (its change_time). What the lifecycle derives is not
 * reported either: the advertiser changed entity_status, not servable.
 */
const NOT_CHANGES: ReadonlySet<string> = new Set(['id', 'updated_at']);

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

function reported(changes: FieldChanges, derived: object): FieldChanges {
  const out: FieldChanges = {};
  for (const [field, change] of Object.entries(changes)) if (!NOT_CHANGES.has(field) && !(field in derived)) out[field] = change;
  return out;
}

export function entityHistory(
  options: EntityHistoryOptions,
  lifecycle: {
    streamId: (environment: Environment, entityId: string) => string;
    /** The entity id a stream of the entity holds (`<type>-<environment>-<id>`); absent when the stream is its owner's. */
    entityIdOf?: (streamId: string) => string | undefined;
    events: { created: string; updated: string; deleted: string };
    dataKeys: { entity: string };
    /** The members the lifecycle derives (computed on each entry's entity from the members it shows). */
    derived?: Derived<EntityData>;
    /** Its named facts by event type: what each makes of the entity. */
    facts?: Record<string, Fact<EntityData>>;
    /** The entity a created event holds, when not under `dataKeys.entity`. */
    created?: (data: Record<string, unknown>) => object;
  },
): EntityHistoryDescriptor {
  const members = options.members;
  const memberSet = members ? new Set(members) : undefined;
  const shows = (member: string) => (memberSet ? memberSet.has(member) : member !== 'id');
  const { events } = lifecycle;
  const derived = lifecycle.derived ?? {};
  /** The entity an entry shows: its derived members computed, only the members it shows. */
  const shown = (entity: EntityData): EntityData => {
    const out: EntityData = {};
    for (const [member, value] of Object.entries(withDerived(lifecycle, entity))) if (shows(member)) out[member] = value;
    return out;
  };
  return {
    entityType: options.entityType,
    streamId: lifecycle.streamId,
    ...(lifecycle.entityIdOf
      ? { entityIdOf: lifecycle.entityIdOf, eventTypes: [events.created, events.updated, events.deleted, ...Object.keys(lifecycle.facts ?? {})] }
      : {}),
    change(before, event: RecordedEvent): HistoryChange | undefined {
      const data = event.data as Record<string, unknown> & { changes: FieldChanges; updatedAt: string; deletedAt: string };
      switch (event.type) {
        case events.created: {
          const entity = withDerived(lifecycle, (lifecycle.created ? lifecycle.created(data) : data[lifecycle.dataKeys.entity]) as EntityData);
          return { changeType: 'CREATE', changes: {}, entityData: members ? pick(entity, members) : withoutId(entity) };
        }
        case events.updated: {
          const entityData: EntityData = { ...before };
          for (const [field, change] of Object.entries(withoutDerived(lifecycle, data.changes))) if (shows(field)) entityData[field] = change.new;
          entityData.updated_at = data.updatedAt;
          return { changeType: 'UPDATE', changes: reported(data.changes, derived), entityData: shown(entityData) };
        }
        case events.deleted:
          return {
            changeType: 'DELETE',
            changes: { deleted: { old: before?.deleted ?? false, new: true } },
            entityData: shown({ ...before, updated_at: data.deletedAt, deleted: true }),
          };
        default: {
          const fact = lifecycle.facts?.[event.type];
          if (!fact) return undefined;
          const entityData = shown(fact({ ...before }, data));
          return { changeType: 'UPDATE', changes: reported(changesBetween(before ?? {}, entityData), derived), entityData };
        }
      }
    },
  };
}
