import type { DomainEvent } from '@platform/ddd';
import type { InlineProjection } from './projection-registry';
import type { Sql } from './sql';
import type { RecordedEvent } from './types';

/** What each event type a table projection applies does to its table, given the event's data. */
export type TableWrites<E extends DomainEvent> = {
  [T in E['type']]?: (data: Extract<E, { type: T }>['data'], sql: Sql, event: RecordedEvent) => Promise<unknown>;
};

/**
 * An inline projection that owns one table (named after it), declared by what
 * each event type it applies writes there: the types it handles are those it
 * names.
 */
export function tableProjection<E extends DomainEvent>(table: string, writes: TableWrites<E>): InlineProjection {
  const byType = writes as Record<string, (data: unknown, sql: Sql, event: RecordedEvent) => Promise<unknown>>;
  return {
    name: table,
    tables: [table],
    handles: Object.keys(byType),
    async apply(event, sql) {
      await byType[event.type]?.(event.data, sql, event);
    },
  };
}
