import { Injectable } from '@nestjs/common';
import type { Environment } from '@platform/ddd';
import type { RecordedEvent } from './types';

export type HistoryChangeType = 'CREATE' | 'UPDATE' | 'DELETE';

/** What one change did to an entity: field → value before and after. */
export type FieldChanges = Record<string, { old: unknown; new: unknown }>;

/** The entity as a history entry shows it (member names as the API writes them). */
export type EntityData = Record<string, unknown>;

/** One change of an entity, as read from one recorded event of its stream. */
export interface HistoryChange {
  changeType: HistoryChangeType;
  changes: FieldChanges;
  /** The entity as of this change. */
  entityData: EntityData;
}

/**
 * How a module's entities appear in a change history, without the reader
 * knowing the module's events: where an entity's events are, and what each
 * event changed. Modules register one descriptor per entity type they own.
 */
export interface EntityHistoryDescriptor {
  /** The entity type clients ask for ('CAMPAIGN', 'LINE_ITEM', ...). */
  readonly entityType: string;
  /** The stream holding the entity's events in an environment. */
  streamId(environment: Environment, entityId: string): string;
  /**
   * Pure: given the entity as of the previous change (undefined before the
   * first one) and the next event of its stream, the change that event made,
   * or undefined for an event that is no change of the entity's history.
   */
  change(before: EntityData | undefined, event: RecordedEvent): HistoryChange | undefined;
  /**
   * The event types `change` reads, and the entity id a stream of the entity
   * holds: with both, the history's read model keeps the entity's entries as
   * its events are committed; without them the history folds the whole stream.
   */
  readonly eventTypes?: readonly string[];
  entityIdOf?(streamId: string): string | undefined;
}

/** A descriptor whose entries a read model can keep. */
export type StoredHistoryDescriptor = EntityHistoryDescriptor & Required<Pick<EntityHistoryDescriptor, 'eventTypes' | 'entityIdOf'>>;

export function isStoredHistory(descriptor: EntityHistoryDescriptor): descriptor is StoredHistoryDescriptor {
  return descriptor.eventTypes !== undefined && descriptor.entityIdOf !== undefined;
}

/** A change together with the event it was read from (time, actor, position). */
export interface HistoryChangeOf {
  event: RecordedEvent;
  change: HistoryChange;
}

/**
 * Every change an entity's events describe, in stream order, from the entity
 * as of the change before them (none: from the first event). An event that is
 * no change leaves the entity as it was.
 */
export function foldHistory(descriptor: EntityHistoryDescriptor, events: readonly RecordedEvent[], from?: EntityData): HistoryChangeOf[] {
  const out: HistoryChangeOf[] = [];
  let entity: EntityData | undefined = from;
  for (const event of events) {
    const change = descriptor.change(entity, event);
    if (!change) continue;
    entity = change.entityData;
    out.push({ event, change });
  }
  return out;
}

/**
 * The history descriptors of every module, by entity type. Modules register
 * theirs in `onModuleInit`; a change history reads entities through them only.
 */
@Injectable()
export class EntityHistoryRegistry {
  private readonly descriptors = new Map<string, EntityHistoryDescriptor>();

  register(...descriptors: EntityHistoryDescriptor[]): void {
    for (const descriptor of descriptors) {
      const existing = this.descriptors.get(descriptor.entityType);
      if (existing && existing !== descriptor) {
        throw new Error(`History of entity type ${descriptor.entityType} registered twice`);
      }
      this.descriptors.set(descriptor.entityType, descriptor);
    }
  }

  /** The descriptor of an entity type, undefined when no module registered one. */
  get(entityType: string): EntityHistoryDescriptor | undefined {
    return this.descriptors.get(entityType);
  }

  /** The descriptor whose entity an event of this type and stream changes, when its entries are stored. */
  storedFor(eventType: string, streamId: string): StoredHistoryDescriptor | undefined {
    for (const descriptor of this.descriptors.values()) {
      if (isStoredHistory(descriptor) && descriptor.eventTypes.includes(eventType) && descriptor.entityIdOf(streamId) !== undefined) return descriptor;
    }
    return undefined;
  }

  /** Every event type a stored history reads. */
  storedEventTypes(): string[] {
    return [...new Set([...this.descriptors.values()].flatMap((d) => (isStoredHistory(d) ? d.eventTypes : [])))];
  }

  entityTypes(): string[] {
    return [...this.descriptors.keys()];
  }
}
