import {
  type DomainError,
  type EntityView,
  type Environment,
  type LifecycleCommandBase,
  lifecycleDecider,
  type LifecycleDecider,
  type LifecycleSpec,
  newValues,
  type Changes,
} from '@platform/ddd';
import type { EntityHistoryDescriptor, EventTypeDefinition, InlineProjection, RecordedEvent, Sql } from '@platform/event-store';
import type { EntityTable } from '@platform/read-model';
import { entityHistory, type EntityHistoryOptions } from './entity-history';

/**
 * An ads entity declared once: its lifecycle (the domain's rules, pure), its
 * stream, its read model and its place in the account history. The kit
 * derives the rest from this: the decider, the inline projection, the history
 * descriptor, the commands' execution and the get/list/delete endpoints.
 */
export interface AdsEntityDefinition<V extends EntityView, C extends LifecycleCommandBase, U extends LifecycleCommandBase, D extends LifecycleCommandBase> {
  /** The domain's lifecycle spec: event types, data keys, what create builds and update checks. */
  lifecycle: LifecycleSpec<V, C, U, D>;
  /** Stream type, explicit ('campaigns.Campaign'); a stream is `<type>-<environment>-<id>`. Default: the lifecycle's. */
  stream?: string;
  /** The read model, declared once. */
  table: EntityTable<V>;
  /** The path parameter of one entity ('campaign_id'); not-found errors name it. Default: the lifecycle's. */
  idParam?: string;
  /**
   * The schema version (and upcasters) of an event whose stored shape
   * changed; the others are at version 1.
   */
  schemaVersions?: Partial<Record<'created' | 'updated' | 'deleted', Omit<EventTypeDefinition, 'type'>>>;
  /** Its account history entries; none when absent. */
  history?: EntityHistoryOptions;
  /** Members a deletion sets besides `deleted` and `updated_at` (what the lifecycle derives for a deleted entity). */
  deletedPatch?: Partial<V>;
  /**
   * A deletion removes the entity from its read model: not even `with_deleted`
   * finds it again (the API's permanent deletions). Its stream keeps it.
   */
  hardDelete?: boolean;
  /**
   * Members the API takes but never shows (write-only): kept on the stream's
   * state, left out of the read model and of every answer.
   */
  writeOnly?: readonly string[];
  /**
   * The stream's decider when the entity answers to more than its lifecycle
   * (commands of its own, events the lifecycle ignores): it must extend the
   * lifecycle's (`lifecycleDecider(lifecycle)`), whose events the kit projects.
   */
  decider?: LifecycleDecider<V, C, U, D>;
}

export interface AdsEntity<V extends EntityView, C extends LifecycleCommandBase, U extends LifecycleCommandBase, D extends LifecycleCommandBase> {
  readonly definition: AdsEntityDefinition<V, C, U, D>;
  readonly name: string;
  readonly streamType: string;
  readonly table: EntityTable<V>;
  readonly idParam: string;
  readonly decider: LifecycleDecider<V, C, U, D>;
  readonly projection: InlineProjection;
  readonly history?: EntityHistoryDescriptor;
  /** The event types its lifecycle appends, for the module's registration. */
  readonly eventTypes: readonly EventTypeDefinition[];
  streamId(environment: Environment, id: string): string;
  notFound(id: string, accountId: string): DomainError;
  /** The entity as the API shows it (without its write-only members). */
  shown(entity: V): V;
}

/** Any declared entity, whatever its types (for code that handles every entity alike). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyAdsEntity = AdsEntity<any, any, any, any>;

export function adsEntity<V extends EntityView, C extends LifecycleCommandBase, U extends LifecycleCommandBase, D extends LifecycleCommandBase>(
  definition: AdsEntityDefinition<V, C, U, D>,
): AdsEntity<V, C, U, D> {
  const { lifecycle, table } = definition;
  const { events, dataKeys } = lifecycle;
  const stream = definition.stream ?? lifecycle.stream;
  const idParam = definition.idParam ?? lifecycle.idParam;
  if (!stream || !idParam) throw new Error(`${lifecycle.name}: no stream type or id parameter (declare them, or build the lifecycle with lifecycle())`);
  // all three, whatever commands the lifecycle answers: a command of the entity's own may append its Updated (a list's size)
  const eventTypes = (['created', 'updated', 'deleted'] as const).map((kind) => ({ schemaVersion: 1, ...definition.schemaVersions?.[kind], type: events[kind] }));
  const streamId = (environment: Environment, id: string) => `${stream}-${environment}-${id}`;
  const writeOnly = definition.writeOnly ?? [];
  const shown = <T extends object>(entity: T): T =>
    writeOnly.length === 0 ? entity : (Object.fromEntries(Object.entries(entity).filter(([member]) => !writeOnly.includes(member))) as T);
  const projection: InlineProjection = {
    name: table.spec.table,
    tables: [table.spec.table],
    handles: [events.created, events.updated, events.deleted],
    async apply(event: RecordedEvent, sql: Sql) {
      const data = event.data as Record<string, unknown> & { environment: Environment; accountId: string };
      switch (event.type) {
        case events.created:
          await table.insert(sql, data.environment, data.accountId, shown(data[dataKeys.entity] as V));
          break;
        case events.updated:
          await table.patch(sql, data.environment, data[dataKeys.id] as string, {
            ...shown(newValues(data.changes as Changes)),
            updated_at: data.updatedAt,
          });
          break;
        case events.deleted:
          if (definition.hardDelete) {
            await table.remove(sql, data.environment, data[dataKeys.id] as string);
            break;
          }
          await table.patch(sql, data.environment, data[dataKeys.id] as string, {
            ...definition.deletedPatch,
            deleted: true,
            updated_at: data.deletedAt,
          });
          break;
      }
    },
  };
  return {
    definition,
    name: lifecycle.name,
    streamType: stream,
    table,
    idParam,
    eventTypes,
    decider: definition.decider ?? lifecycleDecider(lifecycle),
    projection,
    history: definition.history ? entityHistory(definition.history, { streamId, events, dataKeys, deletedPatch: definition.deletedPatch }) : undefined,
    streamId,
    notFound: lifecycle.notFound,
    shown,
  };
}
