import {
  ACCOUNT_OWNER,
  base36Id,
  createdEntity,
  type Decider,
  type DomainError,
  type EntityView,
  type Environment,
  lifecycleDecider,
  type LifecycleDecider,
  type LifecycleNames,
  type LifecycleSpec,
  type LifecycleState,
  newValues,
  type OwnedCommandBase,
  type OwnedEntity,
  ownerKeyOf,
  type Changes,
  type Derived,
  type Fact,
  withDerived,
  withoutDerived,
} from '@platform/ddd';
import type { EntityHistoryDescriptor, EventTypeDefinition, InlineProjection, RecordedEvent, Sql } from '@platform/event-store';
import type { EntityTable } from '@platform/read-model';
import type { BetaName } from '@platform/auth';
import type { DeleteOptions, EndpointOptions, GetOptions, ListOptions } from './entity-endpoints';
import type { CommandFields, CreateOptions, UpdateOptions } from './entity-write-endpoints';
import { entityHistory, type EntityHistoryOptions } from './entity-history';

/**
 * Whose an entity is: an account's (campaigns, line items: the routes under
 * `accounts/:account_id`), the authenticated user's (a product catalog), or
 * another entity's (`{ parent }`: product sets of a catalog), which must
 * exist and be the caller's, its id in the path, the child's rows keyed by it.
 * A parent is an account's or a user's entity.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type EntityScope = 'account' | 'user' | { parent: AdsEntity<any, any, any, any> };

/** Handles an event in an entity's read model: the entity's table, and the event's position. */
export type ProjectEvent<V extends { id: string }> = (event: RecordedEvent, sql: Sql, table: EntityTable<V>) => Promise<void>;

/**
 * An ads entity declared once: its lifecycle (the domain's rules, pure), its
 * stream, its read model and its place in the account history. The kit
 * derives the rest from this: the decider, the inline projection, the history
 * descriptor, the commands' execution and the get/list/delete endpoints.
 */
export interface AdsEntityDefinition<V extends OwnedEntity, C extends OwnedCommandBase, U extends OwnedCommandBase, D extends OwnedCommandBase> {
  /**
   * The domain's lifecycle spec: event types, data keys, what create builds
   * and update checks; only its names when the stream has its own `decider`.
   */
  lifecycle: LifecycleNames<V, C, U, D>;
  /** Whose the entity is (default: an account's). The lifecycle's `owner` names the member that holds it. */
  scope?: EntityScope;
  /** Stream type, explicit ('campaigns.Campaign'); a stream is `<type>-<environment>-<id>`. Default: the lifecycle's. */
  stream?: string;
  /**
   * The stream holds its owner's entities of the kind rather than one: it is
   * `<type>-<environment>-<owner>` (one catalog per user, decided there; the
   * product sets decided with the rest of their catalog). Its `decider`
   * answers which entity an id names (`entityIn`).
   */
  streamOfOwner?: boolean;
  /** The read model, declared once. */
  table: EntityTable<V>;
  /** The path parameter of one entity ('campaign_id'); not-found errors name it. Default: the lifecycle's. */
  idParam?: string;
  /** A new entity's id (default: a short base36 one; catalogs take numeric ones). */
  newId?: () => string;
  /**
   * The schema version (and upcasters) of an event whose stored shape
   * changed; the others are at version 1.
   */
  schemaVersions?: Partial<Record<'created' | 'updated' | 'deleted', Omit<EventTypeDefinition, 'type'>>>;
  /** Its account history entries; none when absent. */
  history?: EntityHistoryOptions;
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
   * The entity as the API shows it, when not as stored (its members in the
   * reference's order, a stored shape of before read in today's terms): the
   * reads then parse the stored JSON and answer this, as the commands do.
   */
  view?: (entity: V) => object;
  /**
   * The stream's decider when the entity answers to more than its lifecycle
   * (commands of its own, events the lifecycle ignores): it extends the
   * lifecycle's (`lifecycleDecider(lifecycle)`), or, with a lifecycle of
   * names only, it is the stream's own and appends the lifecycle's events
   * in their shapes.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  decider?: LifecycleDecider<V, C, U, D> | Decider<any, any, any>;
  /**
   * The entity named by an id in the decider's state, with its owner, when
   * that state is not a lifecycle state (a stream of several entities, an
   * entity among other members).
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  entityIn?: (state: any, id: string) => LifecycleState<V>;
  /**
   * What else changes the read model: events of the stream the lifecycle
   * does not know (a run, an evaluation), or a lifecycle event the entity
   * projects its own way (in place of the kit's), with the tables besides the
   * entity's that they write.
   */
  project?: { handlers: Record<string, ProjectEvent<V>>; tables?: readonly string[] };
  /**
   * The routes the kit serves for it without a controller of the module's:
   * get one, list, delete, and create and update from their request DTOs
   * (`entityRoutes` mounts them from the module's list of entities). A
   * route of more logic than that stays a controller of its feature.
   */
  routes?: EntityRoutes<C, U>;
}

/**
 * An entity's routes under `path`, its collection ('accounts/:account_id/tracking_tags'):
 * a route is served when named (`true`, or its options).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface EntityRoutes<C extends OwnedCommandBase = any, U extends OwnedCommandBase = any> {
  /** The collection's path, or its spellings (`postPaths(...)`): the list's, and with `/:<idParam>` the get's and delete's (unless `onePath`). */
  path?: string | readonly string[];
  /** The path of one entity (get, delete) when it is not `<path>/:<idParam>` (an account's one tax settings: 'accounts/:account_id/tax_settings'). */
  onePath?: string | readonly string[];
  /** The OpenAPI tag. */
  tag: string;
  /** The API versions the routes are served under (default `adsPaths`'). */
  versions?: readonly string[];
  /** Served to apps granted this early-access beta only. */
  beta?: BetaName;
  get?: true | RouteOptions<GetOptions>;
  /**
   * `ids`: each id-list parameter the list filters by, and its column
   * ('line_item_ids' → 'line_item_id'), in the order the request judges them.
   * A list of other filters names its `request` DTO and its `query` instead.
   */
  list?: true | { ids?: Readonly<Record<string, string>> } | ListRoute;
  delete?: true | RouteOptions<DeleteOptions>;
  /** `POST <path>`: its request DTO and the command's members from it (`writeRoute(Request, {...})`), on the lifecycle's create. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  create?: RouteOptions<CreateOptions<any, CommandFields<C>>>;
  /** `PUT <path>/:<idParam>`: the same, on the lifecycle's update. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  update?: RouteOptions<UpdateOptions<any, CommandFields<U>>>;
  /**
   * The entity's name in its routes' class names (default: its stream's:
   * 'TrackingTag'), and its plural (default: with an s); or a route's own
   * class name, without `Controller` (`delete: 'DeleteSandboxAccount'`).
   */
  names?: { one?: string; many?: string; get?: string; list?: string; delete?: string; create?: string; update?: string };
}

/** A route's options besides those of all the entity's routes. */
type RouteOptions<O extends EndpointOptions> = Omit<O, 'path' | 'tag' | 'versions' | 'beta'>;

/** A list of its own request DTO (`ListParams` or `AdsListParams` and its filters) and the query it makes of it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ListRoute<R extends object = any> = Pick<ListOptions<R>, 'request' | 'query'>;

export interface AdsEntity<V extends OwnedEntity, C extends OwnedCommandBase, U extends OwnedCommandBase, D extends OwnedCommandBase> {
  readonly definition: AdsEntityDefinition<V, C, U, D>;
  readonly name: string;
  readonly streamType: string;
  readonly table: EntityTable<V>;
  readonly idParam: string;
  readonly scope: EntityScope;
  /** The member of its commands and events naming its owner (`accountId`, `userId`, a parent's id). */
  readonly ownerKey: string;
  /** Its stream's decider (typed as a lifecycle's: a decider of its own has its state read through `stateOf`). */
  readonly decider: LifecycleDecider<V, C, U, D>;
  readonly projection: InlineProjection;
  readonly history?: EntityHistoryDescriptor;
  /** The event types its lifecycle appends, for the module's registration. */
  readonly eventTypes: readonly EventTypeDefinition[];
  /** Its stream; `owner` for an entity on its owner's stream. */
  streamId(environment: Environment, id: string, owner?: string): string;
  notFound(id: string, owner: string): DomainError;
  /** The entity as the API shows it (its view, or without its write-only members). */
  shown(entity: V): V;
  /** The entity `id` names in its stream's state, with its owner. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  stateOf(state: any, id: string): LifecycleState<V>;
  newId(): string;
  /** Its view, when reads must parse what is stored to answer it. */
  readonly view?: (entity: V) => object;
}

/** Any declared entity, whatever its types (for code that handles every entity alike). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyAdsEntity = AdsEntity<any, any, any, any>;

/** The parent of an entity of a parent's scope. */
export function parentOf(entity: { scope?: EntityScope }): AnyAdsEntity | undefined {
  return typeof entity.scope === 'object' ? entity.scope.parent : undefined;
}

/** An entity of the lifecycle's rules (whose types its create and update name). */
export function adsEntity<V extends EntityView, C extends OwnedCommandBase, U extends OwnedCommandBase, D extends OwnedCommandBase>(
  definition: AdsEntityDefinition<V, C, U, D> & { lifecycle: LifecycleSpec<V, C, U, D> },
): AdsEntity<V, C, U, D>;
/** An entity of a lifecycle's names, its stream's decider its own. */
export function adsEntity<V extends OwnedEntity, C extends OwnedCommandBase, U extends OwnedCommandBase, D extends OwnedCommandBase>(
  definition: AdsEntityDefinition<V, C, U, D>,
): AdsEntity<V, C, U, D>;
export function adsEntity<V extends OwnedEntity, C extends OwnedCommandBase, U extends OwnedCommandBase, D extends OwnedCommandBase>(
  definition: AdsEntityDefinition<V, C, U, D>,
): AdsEntity<V, C, U, D> {
  const { lifecycle, table } = definition;
  const { events, dataKeys } = lifecycle;
  const stream = definition.stream ?? lifecycle.stream;
  const idParam = definition.idParam ?? lifecycle.idParam;
  if (!stream || !idParam) throw new Error(`${lifecycle.name}: no stream type or id parameter (declare them, or build the lifecycle with lifecycle())`);
  const scope = definition.scope ?? 'account';
  const ownerKey = ownerKeyOf(lifecycle);
  checkScope(lifecycle.name, scope, ownerKey);
  const decider = definition.decider ?? ('create' in lifecycle ? lifecycleDecider(lifecycle as unknown as LifecycleSpec<EntityView, C, U, D>) : undefined);
  if (!decider) throw new Error(`${lifecycle.name}: a lifecycle of names only needs a decider of its own`);
  // all three, whatever commands the lifecycle answers: a command of the entity's own may append its Updated (a list's size, once)
  const eventTypes = [
    ...(['created', 'updated', 'deleted'] as const).map((kind) => ({ schemaVersion: 1, ...definition.schemaVersions?.[kind], type: events[kind] })),
    ...Object.keys(rulesOf(lifecycle).facts ?? {}).map((type) => ({ schemaVersion: 1, type })),
  ];
  const streamId = definition.streamOfOwner
    ? (environment: Environment, id: string, owner?: string) => {
        if (owner === undefined) throw new Error(`${lifecycle.name} ${id}: its stream is its owner's; name the owner`);
        return `${stream}-${environment}-${owner}`;
      }
    : (environment: Environment, id: string) => `${stream}-${environment}-${id}`;
  const writeOnly = definition.writeOnly ?? [];
  const stored = <T extends object>(entity: T): T =>
    writeOnly.length === 0 ? entity : (Object.fromEntries(Object.entries(entity).filter(([member]) => !writeOnly.includes(member))) as T);
  const view = definition.view;
  const shown = view ? (entity: V) => view(entity) as V : stored;
  return {
    definition,
    name: lifecycle.name,
    streamType: stream,
    table,
    idParam,
    scope,
    ownerKey,
    eventTypes,
    decider: decider as unknown as LifecycleDecider<V, C, U, D>,
    projection: projectionOf(definition, { ownerKey, stored, parent: typeof scope === 'object' ? scope.parent : undefined }),
    history: definition.history
      ? entityHistory(definition.history, {
          streamId,
          entityIdOf: definition.streamOfOwner ? undefined : entityIdOfStream(stream),
          events,
          dataKeys,
          ...rulesOf(lifecycle),
          created: (data) => createdEntity(lifecycle, data),
        })
      : undefined,
    streamId,
    notFound: lifecycle.notFound,
    shown,
    stateOf: definition.entityIn ?? ((state: LifecycleState<V>) => state),
    newId: definition.newId ?? base36Id,
    view,
  };
}

/** The entity id a stream `<stream>-<environment>-<id>` holds, undefined for another type's stream. */
function entityIdOfStream(stream: string): (streamId: string) => string | undefined {
  return (streamId) => {
    if (!streamId.startsWith(`${stream}-`)) return undefined;
    const environmentEnd = streamId.indexOf('-', stream.length + 1);
    return environmentEnd < 0 ? undefined : streamId.slice(environmentEnd + 1);
  };
}

/** What the kit folds besides the lifecycle's events: its derived members and named facts (none for a lifecycle of names only). */
function rulesOf<V>(lifecycle: object): { derived?: Derived<V>; facts?: Record<string, Fact<V>> } {
  const { derived, facts } = lifecycle as { derived?: Derived<V>; facts?: Record<string, Fact<V>> };
  return { ...(derived ? { derived } : {}), ...(facts ? { facts } : {}) };
}

/** The lifecycle's owner must be the scope's: `accountId` for an account's entity, `userId` for a user's, another member for a parent's. */
function checkScope(name: string, scope: EntityScope, ownerKey: string): void {
  if (scope === 'account' && ownerKey !== ACCOUNT_OWNER) throw new Error(`${name}: an account's entity is owned by accountId, not ${ownerKey}`);
  if (scope === 'user' && ownerKey !== 'userId') throw new Error(`${name}: a user's entity is owned by userId, not ${ownerKey}`);
  if (typeof scope === 'object') {
    if (ownerKey === ACCOUNT_OWNER || ownerKey === 'userId') throw new Error(`${name}: an entity of a parent is owned by the parent's id, not ${ownerKey}`);
    if (typeof scope.parent.scope === 'object') throw new Error(`${name}: its parent ${scope.parent.name} must be an account's or a user's entity`);
  }
}

/**
 * The entity's inline projection: created inserts it (its owner, and its
 * creation's position where the table keeps it), updated merges the changed
 * members, deleted marks it (or removes it), a named fact merges what it
 * makes of the entity; the members the lifecycle derives are computed again
 * from the row after each (never taken from an event); the parent's
 * deletion removes a child's rows; the entity's own handlers do the rest.
 */
function projectionOf<V extends OwnedEntity>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  definition: AdsEntityDefinition<V, any, any, any>,
  { ownerKey, stored, parent }: { ownerKey: string; stored: <T extends object>(entity: T) => T; parent?: AnyAdsEntity },
): InlineProjection {
  const { lifecycle, table } = definition;
  const { events, dataKeys } = lifecycle;
  const rules = rulesOf<V>(lifecycle);
  const own = definition.project?.handlers ?? {};
  const parentDeleted = parent?.definition.lifecycle.events.deleted;
  type Data = Record<string, unknown> & { environment: Environment };
  /** Merges `patch` into the entity's row, with what the lifecycle derives from the result. */
  const merge = async (sql: Sql, data: Data, patch: (row: V) => Partial<V>) => {
    const id = data[dataKeys.id] as string;
    const owner = data[ownerKey] as string;
    if (!rules.derived && !rules.facts) return table.patch(sql, data.environment, id, stored(patch({} as V)), owner);
    const row = await table.getWithin(sql, data.environment, owner, id);
    if (!row) return;
    const next = withDerived(rules, { ...row, ...patch(row) });
    const changed = Object.fromEntries(Object.entries(next).filter(([member, value]) => JSON.stringify(value) !== JSON.stringify((row as Record<string, unknown>)[member])));
    await table.patch(sql, data.environment, id, stored(changed), owner);
  };
  const kit: Record<string, (data: Data, event: RecordedEvent, sql: Sql) => Promise<void>> = {
    [events.created]: (data, event, sql) =>
      table.insert(sql, data.environment, data[ownerKey] as string, stored(withDerived(rules, createdEntity(lifecycle, data))), event.globalPosition),
    [events.updated]: (data, _event, sql) =>
      merge(sql, data, () => ({ ...newValues(withoutDerived(rules, data.changes as Changes)), updated_at: data.updatedAt }) as unknown as Partial<V>),
    [events.deleted]: (data, _event, sql) =>
      definition.hardDelete
        ? table.remove(sql, data.environment, data[dataKeys.id] as string, data[ownerKey] as string)
        : merge(sql, data, () => ({ deleted: true, updated_at: data.deletedAt }) as unknown as Partial<V>),
  };
  for (const [type, fact] of Object.entries(rules.facts ?? {})) kit[type] = (data, _event, sql) => merge(sql, data, (row) => fact(row, data));
  if (parentDeleted) {
    const parentId = parent.definition.lifecycle.dataKeys.id;
    kit[parentDeleted] = (data, _event, sql) => table.removeOwned(sql, data.environment, data[parentId] as string);
  }
  return {
    name: table.spec.table,
    tables: [table.spec.table, ...(definition.project?.tables ?? [])],
    handles: [...new Set([...Object.keys(kit), ...Object.keys(own)])],
    async apply(event: RecordedEvent, sql: Sql) {
      const handler = own[event.type];
      if (handler) return handler(event, sql, table);
      await kit[event.type]?.(event.data as Data, event, sql);
    },
  };
}
