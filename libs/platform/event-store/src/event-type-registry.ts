import { Injectable } from '@nestjs/common';
import type { EventSchema } from '@platform/ddd';

/**
 * Explicit event type names ("campaigns.LineItemUpdated"), each with its current
 * schema version and the upcasters that bring older stored versions up to it.
 * Event types are never derived from class names.
 */
export interface EventTypeDefinition extends EventSchema {
  readonly type: string;
}

/** What declares the event types it appends: a stream kind, a claim stream. */
export interface DeclaresEvents {
  readonly events: Readonly<Record<string, 1 | EventSchema>>;
}

@Injectable()
export class EventTypeRegistry {
  private readonly types = new Map<string, EventTypeDefinition>();

  register(...definitions: EventTypeDefinition[]): void {
    for (const definition of definitions) {
      const existing = this.types.get(definition.type);
      if (existing && existing !== definition && existing.schemaVersion !== definition.schemaVersion) {
        throw new Error(`Event type ${definition.type} registered twice with different schema versions`);
      }
      for (let v = 1; v < definition.schemaVersion; v++) {
        if (!definition.upcasters?.[v]) {
          throw new Error(`Event type ${definition.type} v${definition.schemaVersion} lacks an upcaster from v${v}`);
        }
      }
      this.types.set(definition.type, definition);
    }
  }

  /** The event types each stream kind (or claim stream) declares, as it declares them. */
  registerKinds(...kinds: readonly DeclaresEvents[]): void {
    for (const { events } of kinds) {
      this.register(...Object.entries(events).map(([type, schema]) => (schema === 1 ? { type, schemaVersion: 1 } : { type, ...schema })));
    }
  }

  schemaVersionOf(type: string): number {
    const definition = this.types.get(type);
    if (!definition) throw new Error(`Unregistered event type: ${type}`);
    return definition.schemaVersion;
  }

  /** Brings stored data of `storedVersion` to the type's current schema version. */
  upcast(type: string, storedVersion: number, data: unknown): { data: unknown; schemaVersion: number } {
    const definition = this.types.get(type);
    if (!definition) return { data, schemaVersion: storedVersion };
    let current = data;
    for (let v = storedVersion; v < definition.schemaVersion; v++) {
      current = definition.upcasters![v](current);
    }
    return { data: current, schemaVersion: Math.max(storedVersion, definition.schemaVersion) };
  }

  has(type: string): boolean {
    return this.types.has(type);
  }

  /** Every registered type with its schema version, by name. */
  definitions(): Array<{ type: string; schemaVersion: number }> {
    return [...this.types.values()].map(({ type, schemaVersion }) => ({ type, schemaVersion })).sort((a, b) => a.type.localeCompare(b.type));
  }
}
