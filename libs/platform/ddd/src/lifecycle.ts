import type { Decider, DomainEvent } from './decider';
import { conflict, type DomainError, notFound } from './errors';
import type { Environment } from './request-context';

/**
 * The lifecycle most ads entities share, as one decider skeleton: create,
 * update (recording each changed field, old and new), delete (sets `deleted`,
 * final: the entity answers not-found afterwards). An entity supplies only
 * what is its own: what a create builds, what an update checks, what the
 * server derives. Ownership is part of the state: an update or delete from
 * another owner is answered as if the entity did not exist. The owner is the
 * entity's scope: an account (`accountId`, the default), a user (`userId`)
 * or a parent entity (its id: `catalogId`), named by the same member in the
 * commands and in the events.
 */

/** The members every ads entity has, as the API shows them. */
export interface EntityView {
  id: string;
  created_at: string;
  updated_at: string;
  deleted: boolean;
}

/** The members a new entity starts with: its id, created and updated at the command's time, not deleted. */
export const newEntity = (c: { id: string; now: string }): EntityView => ({ id: c.id, created_at: c.now, updated_at: c.now, deleted: false });

/** What an update changed: field → old and new value, in the API's field names. */
export type Changes = Record<string, { old: unknown; new: unknown }>;

/** What every lifecycle command carries, whatever its scope; its owner is the member the lifecycle's `owner` names. */
export interface OwnedCommandBase {
  type: string;
  environment: Environment;
  id: string;
  /** ISO 8601 UTC, seconds. */
  now: string;
}

/** What every lifecycle command of an account's entity carries. */
export interface LifecycleCommandBase extends OwnedCommandBase {
  accountId: string;
}

/** What the kit needs of an entity's members: its id, and whether it is deleted (an entity removed when deleted has no such member). */
export interface OwnedEntity {
  id: string;
  deleted?: boolean;
}

export interface LifecycleState<V> {
  entity?: V;
  /** The account that owns the entity (from its creation): an entity of an account. */
  accountId?: string;
  /** Its owner in another scope (the user, the parent entity's id), from its creation. */
  owner?: string;
}

export type LifecycleEvent = DomainEvent<string, Record<string, unknown>>;

/** The member of commands and events that names an account's entity's owner, unless the lifecycle names another. */
export const ACCOUNT_OWNER = 'accountId';

/**
 * The entity of a state when `owner` owns it and it is not deleted: what the
 * owner may change. `id`, when given, must be the entity's (a stream that
 * holds its owner's one entity of the kind, whichever its id).
 */
export function liveEntity<V extends OwnedEntity>(state: LifecycleState<V>, owner: string, id?: string): V | undefined {
  const entity = state.entity;
  return entity && !entity.deleted && (state.owner ?? state.accountId) === owner && (id === undefined || entity.id === id) ? entity : undefined;
}

/**
 * What names an entity's lifecycle: its events, commands, data keys, owner
 * and not-found. An entity whose stream has a decider of its own (that
 * appends these events in these shapes) declares only these.
 */
export interface LifecycleNames<
  V extends OwnedEntity,
  C extends OwnedCommandBase,
  U extends OwnedCommandBase = never,
  D extends OwnedCommandBase = never,
> {
  /** The entity's name in messages ('Campaign'). */
  name: string;
  /** Stream type ('campaigns.Campaign'), when the spec was built with `lifecycle()`. */
  stream?: string;
  /** The parameter naming one entity ('campaign_id'), when the spec was built with `lifecycle()`. */
  idParam?: string;
  /** Explicit event types (never class names). */
  events: { created: string; updated: string; deleted: string };
  /**
   * The members of the events' data that hold the entity (created) and its id
   * (updated, deleted): `{ entity: 'campaign', id: 'campaignId' }` makes
   * `{environment, accountId, campaign}` and `{environment, accountId, campaignId, changes, updatedAt}`.
   */
  dataKeys: { entity: string; id: string };
  /** The command types this entity answers to (an entity the API never changes or deletes has no update or delete). */
  commands: { create: C['type']; update?: U['type']; delete?: D['type'] };
  /** The error of an id that is unknown, deleted or another owner's. */
  notFound(id: string, owner: string): DomainError;
  /** The member of commands and events naming the owner: `accountId` (the default), `userId`, a parent's id (`catalogId`). */
  owner?: string;
  /**
   * A created event's data besides its environment and owner, for an entity
   * whose created events were stored in another shape than `{<entity key>:
   * entity}`: `read` the entity from it, `write` builds it from the entity
   * (and the command) where the lifecycle's decider appends it.
   */
  createdData?: {
    write?(entity: V, command: C): Record<string, unknown>;
    read(data: Record<string, unknown>): V;
  };
}

export interface LifecycleSpec<
  V extends EntityView,
  C extends OwnedCommandBase,
  U extends OwnedCommandBase = never,
  D extends OwnedCommandBase = never,
> extends LifecycleNames<V, C, U, D> {
  /** The entity a create builds (throws a DomainError for a rule it breaks). */
  create(command: C): V;
  /**
   * The entity as it would be after an update (throws for a rule it breaks).
   * Default: the members of `command.patch` that are set, merged.
   */
  update?(current: V, command: U): V;
  /** Throws a DomainError when the live entity may not be deleted (default: it always may). */
  deletable?(current: V, command: D): void;
  /**
   * The members the server derives from the rest (statuses), each declared
   * once with how: never stored in an event, computed wherever the entity is
   * folded (the decider's state, the read model, the history) after every
   * event, deletion included. A stored event that holds one is read as if
   * it did not: what it said is computed again.
   */
  derived?: Derived<V>;
  /**
   * Named events of the entity's own besides its lifecycle's (a publication,
   * a count), by event type: what each makes of the entity. The stream's
   * decider appends them; the lifecycle's folds them, the kit projects them
   * and reads them as history updates. Each holds the owner and the id under
   * the lifecycle's data keys, as an update does.
   */
  facts?: Record<string, Fact<V>>;
}

/** Derived members: each member's value, computed from the entity's stored members. */
export type Derived<V> = { [K in keyof V]?: (entity: V) => V[K] };

/** What a named event makes of the entity (its time included: `updated_at`). */
export type Fact<V> = (entity: V, data: Record<string, unknown>) => V;

/**
 * What an entity states of its own; `lifecycle()` derives the rest from its
 * stream type and label, each derived part overridable for the entities whose
 * stored names predate the rule (an event type, once stored, never changes).
 */
export type LifecycleRules<
  V extends EntityView,
  C extends OwnedCommandBase,
  U extends OwnedCommandBase = never,
  D extends OwnedCommandBase = never,
> = Omit<LifecycleSpec<V, C, U, D>, 'name' | 'stream' | 'idParam' | 'events' | 'dataKeys' | 'commands' | 'notFound'> & NameRules<V, C, U, D>;

/** The entity with its derived members computed from the rest (itself when the lifecycle derives none). */
export function withDerived<V extends object>(spec: { derived?: Derived<V> }, entity: V): V {
  const derived = spec.derived;
  if (!derived) return entity;
  const out = { ...entity };
  for (const [member, of] of Object.entries(derived) as Array<[keyof V, (entity: V) => V[keyof V]]>) out[member] = of(entity);
  return out;
}

/** The names of the members a lifecycle derives (none when it derives none). */
export function derivedMembers(spec: { derived?: object }): readonly string[] {
  return spec.derived ? Object.keys(spec.derived) : [];
}

/** The entity (or changes) without the members the lifecycle derives: what an event stores. */
export function withoutDerived<T extends object>(spec: { derived?: object }, value: T): T {
  if (!spec.derived) return value;
  const derived = spec.derived;
  return Object.fromEntries(Object.entries(value).filter(([member]) => !(member in derived))) as T;
}

/** The names an entity states of its own (`lifecycleNames()`), the rest derived. */
export type NameRules<
  V extends OwnedEntity,
  C extends OwnedCommandBase,
  U extends OwnedCommandBase = never,
  D extends OwnedCommandBase = never,
> = Pick<LifecycleNames<V, C, U, D>, 'owner' | 'createdData'> & {
  /** The entity's name in messages ('Tracking tag'). */
  label: string;
  /** Default: the stream's name in snake case with `_id` ('tracking_tag_id'). */
  idParam?: string;
  /** The ads error code of its not-found (default the generic `NOT_FOUND`). */
  notFoundCode?: string;
  events?: Partial<LifecycleNames<V, C, U, D>['events']>;
  dataKeys?: Partial<LifecycleNames<V, C, U, D>['dataKeys']>;
  /** Default: create, update and delete, as `Create<Name>`...; `update: undefined` for an entity never changed. */
  commands?: Partial<LifecycleNames<V, C, U, D>['commands']>;
  notFound?: LifecycleNames<V, C, U, D>['notFound'];
};

/**
 * A lifecycle declared once: from the stream type `campaigns.TrackingTag` and
 * the label `Tracking tag`, the events `campaigns.TrackingTagCreated` /
 * `Updated` / `Deleted`, the commands `CreateTrackingTag` / `UpdateTrackingTag`
 * / `DeleteTrackingTag`, the data keys `trackingTag` / `trackingTagId`, the id
 * parameter `tracking_tag_id` and the not-found error
 * "Tracking tag <id> was not found for Account <account>".
 */
export function lifecycle<
  V extends EntityView,
  C extends OwnedCommandBase,
  U extends OwnedCommandBase = never,
  D extends OwnedCommandBase = never,
>(stream: string, rules: LifecycleRules<V, C, U, D>): LifecycleSpec<V, C, U, D> {
  const { label, idParam, notFoundCode, events, dataKeys, commands, notFound, owner, createdData, ...own } = rules;
  return { ...own, ...lifecycleNames<V, C, U, D>(stream, { label, idParam, notFoundCode, events, dataKeys, commands, notFound, owner, createdData }) };
}

/**
 * The names of a lifecycle alone, derived as `lifecycle()` derives them: for
 * an entity whose stream has a decider of its own. The not-found of an
 * entity of another scope than an account names no owner.
 */
export function lifecycleNames<V extends OwnedEntity, C extends OwnedCommandBase, U extends OwnedCommandBase = never, D extends OwnedCommandBase = never>(
  stream: string,
  rules: NameRules<V, C, U, D>,
): LifecycleNames<V, C, U, D> {
  const { label, idParam: givenIdParam, notFoundCode, events, dataKeys, commands, notFound: givenNotFound, owner, createdData } = rules;
  const name = stream.slice(stream.lastIndexOf('.') + 1);
  const key = name.charAt(0).toLowerCase() + name.slice(1);
  const idParam = givenIdParam ?? `${name.replace(/(?<!^)([A-Z])/g, '_$1').toLowerCase()}_id`;
  const derivedCommands = { create: `Create${name}`, update: `Update${name}`, delete: `Delete${name}` };
  const ofAccount = (owner ?? ACCOUNT_OWNER) === ACCOUNT_OWNER;
  return {
    name: label,
    stream,
    idParam,
    events: { created: `${stream}Created`, updated: `${stream}Updated`, deleted: `${stream}Deleted`, ...events },
    dataKeys: { entity: key, id: `${key}Id`, ...dataKeys },
    commands: { ...derivedCommands, ...commands } as LifecycleNames<V, C, U, D>['commands'],
    notFound:
      givenNotFound ??
      ((id, by) => notFound(ofAccount ? `${label} ${id} was not found for Account ${by}` : `${label} ${id} was not found`, idParam, notFoundCode)),
    ...(owner !== undefined ? { owner } : {}),
    ...(createdData !== undefined ? { createdData } : {}),
  };
}

/**
 * The events a lifecycle appends, typed as `lifecycle()` names them: for
 * the stream `campaigns.Campaign` and the data keys `campaign` / `campaignId`,
 * `campaigns.CampaignCreated` `{environment, accountId, campaign}`,
 * `campaigns.CampaignUpdated` `{environment, accountId, campaignId, changes, updatedAt}`
 * and `campaigns.CampaignDeleted` `{environment, accountId, campaignId, deletedAt}`.
 * `any`: their union.
 */
export type LifecycleEvents<T extends string, V, EntityKey extends string, IdKey extends string = `${EntityKey}Id`, Owner extends string = typeof ACCOUNT_OWNER> = {
  created: DomainEvent<`${T}Created`, { environment: Environment } & Record<Owner, string> & Record<EntityKey, V>>;
  updated: DomainEvent<`${T}Updated`, { environment: Environment } & Record<Owner | IdKey, string> & { changes: Changes; updatedAt: string }>;
  deleted: DomainEvent<`${T}Deleted`, { environment: Environment } & Record<Owner | IdKey, string> & { deletedAt: string }>;
} extends infer E extends Record<'created' | 'updated' | 'deleted', DomainEvent>
  ? E & { any: E['created'] | E['updated'] | E['deleted'] }
  : never;

export type LifecycleDecider<V extends OwnedEntity, C, U, D, E extends DomainEvent = LifecycleEvent> = Decider<
  LifecycleState<V>,
  C | U | D,
  E
>;

/** One decider per spec, whoever asks for it (the domain's specs, the kit's entity). */
const DECIDERS = new WeakMap<object, unknown>();

/** `E`: the entity's own event union, when its events are typed (they are built here from `spec`). */
export function lifecycleDecider<
  V extends EntityView,
  C extends OwnedCommandBase,
  U extends OwnedCommandBase = never,
  D extends OwnedCommandBase = never,
  E extends DomainEvent = LifecycleEvent,
>(spec: LifecycleSpec<V, C, U, D>): LifecycleDecider<V, C, U, D, E> {
  let decider = DECIDERS.get(spec) as LifecycleDecider<V, C, U, D, E> | undefined;
  if (!decider) {
    decider = buildDecider(spec) as unknown as LifecycleDecider<V, C, U, D, E>;
    DECIDERS.set(spec, decider);
  }
  return decider;
}

/** A lifecycle event's owner: the member the lifecycle names (an account's entity: `accountId`). */
export function ownerKeyOf(spec: { owner?: string }): string {
  return spec.owner ?? ACCOUNT_OWNER;
}

/** The entity a created event of the lifecycle holds, in whichever shape it was stored. */
export function createdEntity<V extends OwnedEntity>(spec: Pick<LifecycleNames<V, never>, 'dataKeys' | 'createdData'>, data: Record<string, unknown>): V {
  return spec.createdData ? spec.createdData.read(data) : (data[spec.dataKeys.entity] as V);
}

function buildDecider<V extends EntityView, C extends OwnedCommandBase, U extends OwnedCommandBase, D extends OwnedCommandBase>(
  spec: LifecycleSpec<V, C, U, D>,
): LifecycleDecider<V, C, U, D> {
  const derive = (entity: V) => withDerived(spec, entity);
  const facts = (entity: V) => withoutDerived(spec, entity);
  const update = spec.update ?? ((current: V, command: U) => ({ ...current, ...stripUndefined((command as { patch?: object }).patch ?? {}) }) as V);
  const { entity: entityKey, id: idKey } = spec.dataKeys;
  const ownerKey = ownerKeyOf(spec);
  const writeCreated = spec.createdData ? spec.createdData.write : (entity: V) => ({ [entityKey]: entity });
  if (!writeCreated) throw new Error(`${spec.name}: its created events are read in their own shape; say how to write one (createdData.write)`);
  // an account's entity keeps its owner as `accountId`, as it always has
  const owned = (entity: V, owner: string): LifecycleState<V> => (ownerKey === ACCOUNT_OWNER ? { entity, accountId: owner } : { entity, owner });
  const ownerOf = (command: OwnedCommandBase) => (command as unknown as Record<string, string>)[ownerKey];
  const live = (state: LifecycleState<V>, command: OwnedCommandBase): V => {
    const entity = liveEntity(state, ownerOf(command), command.id);
    if (!entity) throw spec.notFound(command.id, ownerOf(command));
    return entity;
  };
  const decider: LifecycleDecider<V, C, U, D> = {
    initialState: () => ({}),
    evolve(state, event) {
      const data = event.data;
      switch (event.type) {
        case spec.events.created:
          return owned(derive(createdEntity(spec, data)), data[ownerKey] as string);
        case spec.events.updated:
          return { ...state, entity: derive(applyChanges(state.entity!, withoutDerived(spec, data.changes as Changes), data.updatedAt as string)) };
        case spec.events.deleted:
          return { ...state, entity: derive({ ...state.entity!, deleted: true, updated_at: data.deletedAt as string }) };
        default: {
          const fact = spec.facts?.[event.type];
          return fact && state.entity ? { ...state, entity: derive(fact(state.entity, data)) } : state;
        }
      }
    },
    decide(command, state) {
      const { environment, id, now } = command;
      const owner = { [ownerKey]: ownerOf(command) };
      switch (command.type) {
        case spec.commands.create: {
          if (state.entity) throw conflict(`${spec.name} ${id} already exists`);
          const entity = facts(spec.create(command as C));
          return [{ type: spec.events.created, data: { environment, ...owner, ...writeCreated(entity, command as C) } }];
        }
        case spec.commands.update: {
          const current = live(state, command);
          // what the update changed of the stored members: derived ones follow from them
          const before = facts(current);
          const next = facts(update(current, command as U));
          const changes = { ...changesBetween(before, next), ...removedMembers(before, next) };
          delete changes.updated_at;
          if (Object.keys(changes).length === 0) return [];
          return [{ type: spec.events.updated, data: { environment, ...owner, [idKey]: id, changes, updatedAt: now } }];
        }
        case spec.commands.delete: {
          const current = live(state, command);
          spec.deletable?.(current, command as D);
          return [{ type: spec.events.deleted, data: { environment, ...owner, [idKey]: id, deletedAt: now } }];
        }
        default:
          throw new Error(`${spec.name}: unknown command ${command.type}`);
      }
    },
  };
  return decider;
}

/** The fields of `next` whose value differs from `entity` (deep comparison of JSON values). */
export function changesBetween<T extends object>(entity: T, next: Partial<T>): Changes {
  const changes: Changes = {};
  for (const [field, value] of Object.entries(next)) {
    if (value === undefined) continue;
    const old = (entity as Record<string, unknown>)[field];
    if (JSON.stringify(old ?? null) !== JSON.stringify(value ?? null)) changes[field] = { old: old ?? null, new: value };
  }
  return changes;
}

/** The members `next` (a whole entity) no longer has, each recorded as unset: null. */
function removedMembers<T extends object>(entity: T, next: T): Changes {
  const changes: Changes = {};
  for (const [field, old] of Object.entries(entity)) {
    if (old !== undefined && old !== null && (next as Record<string, unknown>)[field] === undefined) changes[field] = { old, new: null };
  }
  return changes;
}

/** The entity with the new values of `changes` applied. */
export function applyChanges<T extends object>(entity: T, changes: Changes, updatedAt?: string): T {
  const next: Record<string, unknown> = { ...(entity as Record<string, unknown>) };
  for (const [field, { new: value }] of Object.entries(changes)) next[field] = value;
  if (updatedAt) next.updated_at = updatedAt;
  return next as T;
}

/** The new value of each changed field: what a read model merges into its stored entity. */
export function newValues(changes: Changes): Record<string, unknown> {
  return Object.fromEntries(Object.entries(changes).map(([field, change]) => [field, change.new]));
}

/** The members that are set (undefined ones dropped; null, which unsets, kept). */
export function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
