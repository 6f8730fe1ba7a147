import { Injectable } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  type EntityView,
  type Environment,
  type LifecycleEvent,
  type LifecycleState,
  liveEntity,
  type OwnedCommandBase,
  type OwnedEntity,
} from '@platform/ddd';
import { DomainError } from '@platform/ddd';
import { type DecidedWrite, type Decision, EventStore, guardWrite, Prepare, type StreamGuard, type StreamWrite } from '@platform/event-store';
import { AdsError, type AdsErrorEntry } from '@platform/http';
import { type AdsEntity, type AnyAdsEntity, parentOf } from './ads-entity';
import { Claims, type ClaimSession } from './claims';

/** A command without what the kit fills in: its type, the time (stamped by the command path), and (on create) the new id. */
type Sent<T extends OwnedCommandBase> = Omit<T, 'type' | 'now'>;

/** A command as the kit sends it to a decider: its members by name, its owner's among them. */
type Sending = Sent<OwnedCommandBase> & Record<string, unknown>;

/**
 * What a command needs from other entities, read on each attempt from the
 * entity's state just loaded (`live`: the owner's own, not deleted; absent
 * otherwise, and the lifecycle answers not-found) and given the command
 * (its id: a create's new one): members added to the command, guards on
 * the streams read (see `load`), and events of other streams the command
 * brings about, appended with its own or not at all.
 */
export type Context<V, T> = (live: V | undefined, command: Sent<OwnedCommandBase> & Record<string, unknown>) => Promise<ContextNeeds<T>>;
export interface ContextNeeds<T = object> {
  command?: T;
  guards?: StreamGuard[];
  writes?: StreamWrite[];
}

/** One operation of a batch: a command of the entity's decider (`create`: a new id is minted) and what it needs of others. */
export interface BatchItem {
  kind: 'create' | 'update' | 'delete';
  command: Omit<Sent<OwnedCommandBase>, 'id'> & { id?: string } & Record<string, unknown>;
  /** What the command needs of others, given the entity as the item's stream holds it (whatever the entity's view). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  context?: Context<any, object>;
}

/** How many times a batch is decided again when a stream it read moved before it was written. */
const BATCH_ATTEMPTS = 3;

/** Another entity as its stream holds it, with the version read (for a guard). */
export interface Loaded<V> {
  /** The entity, when it is the owner's own and not deleted. */
  entity?: V;
  guard: StreamGuard;
}

/**
 * Runs an entity's lifecycle commands: load its stream, decide, append (the
 * inline projection runs in the same transaction), and answer the entity as
 * the decision left it: no read model read before or after.
 */
@Injectable()
export class AdsEntities {
  constructor(private readonly store: EventStore) {}

  /** Creates an entity with a new id; answers it as created. */
  create<V extends OwnedEntity, C extends OwnedCommandBase, K extends keyof C = never>(
    entity: AdsEntity<V, C, OwnedCommandBase, OwnedCommandBase>,
    command: Omit<Sent<C>, 'id' | K>,
    context?: Context<V, Pick<C, K>>,
  ): Promise<V> {
    return this.createWithId(entity, entity.newId(), command, context);
  }

  /** Creates an entity whose id is given (an id the API derives from something else, such as a media key). */
  createWithId<V extends OwnedEntity, C extends OwnedCommandBase, K extends keyof C = never>(
    entity: AdsEntity<V, C, OwnedCommandBase, OwnedCommandBase>,
    id: string,
    command: Omit<Sent<C>, 'id' | K>,
    context?: Context<V, Pick<C, K>>,
  ): Promise<V> {
    const sent = { ...command, id } as unknown as Sending;
    return this.run(entity, entity.definition.lifecycle.commands.create, sent, context);
  }

  /** Answers the entity after the update (as it was when nothing changed). */
  update<V extends OwnedEntity, U extends OwnedCommandBase, K extends keyof U = never>(
    entity: AdsEntity<V, OwnedCommandBase, U, OwnedCommandBase>,
    command: Omit<Sent<U>, K>,
    context?: Context<V, Pick<U, K>>,
  ): Promise<V> {
    return this.run(entity, commandType(entity, 'update'), command as unknown as Sending, context);
  }

  /**
   * Another entity as its stream holds it now, with a guard to pass back from
   * a `Context`: the append then fails (and the command is tried again) if
   * that entity changed in between. `owner`: whose it must be (an account, a
   * user, a parent's id).
   */
  async load<V extends OwnedEntity>(entity: AnyAdsEntity, environment: Environment, owner: string, id: string): Promise<Loaded<V>> {
    const streamId = entity.streamId(environment, id, owner);
    const { version, state } = await this.store.load<LifecycleState<V>, LifecycleEvent>(streamId, entity.decider);
    return { entity: liveEntity(entity.stateOf(state, id), owner, id), guard: { streamId, expectedVersion: version } };
  }

  /** The state of the stream of an entity `owner` owns (live), as it is now, or the entity's not-found. */
  async state<S>(entity: AnyAdsEntity, environment: Environment, owner: string, id: string): Promise<S> {
    const { state } = await this.store.load<S, LifecycleEvent>(entity.streamId(environment, id, owner), entity.decider as never);
    if (!liveEntity(entity.stateOf(state, id), owner, id)) throw entity.notFound(id, owner);
    return state;
  }

  /**
   * `load`, served from what this process last saw of the stream when the
   * entity is live there (no round trip), for a single command's context
   * (`create`, `update`, `delete`, `execute`): its guard is marked `known`,
   * so the append fails if the stream moved, and a decision that refuses or
   * changes nothing is made again with the stream read afresh. Not for a
   * batch's, which decides on what it read.
   */
  async loadKnown<V extends OwnedEntity>(entity: AnyAdsEntity, environment: Environment, owner: string, id: string): Promise<Loaded<V>> {
    const streamId = entity.streamId(environment, id, owner);
    const known = this.store.known<LifecycleState<V>>(streamId, entity.decider);
    const live = known && liveEntity(entity.stateOf(known.state, id), owner, id);
    if (!live) return this.load<V>(entity, environment, owner, id);
    return { entity: live as V, guard: { streamId, expectedVersion: known.version, known: true } };
  }

  /**
   * A guard on an entity `owner` owns (live), or its not-found: what a
   * command under it (a child's, a batch of its products) appends with. What
   * this process last saw of the stream serves when it says so (the guard
   * then checks that it still holds, and the command is tried again with the
   * stream read afresh when it does not).
   */
  async ownedGuard(entity: AnyAdsEntity, environment: Environment, owner: string, id: string): Promise<StreamGuard> {
    const streamId = entity.streamId(environment, id, owner);
    const known = this.store.known<unknown>(streamId, entity.decider);
    const owned = (state: unknown) => liveEntity(entity.stateOf(state, id), owner, id) !== undefined;
    const { version, state } = known && owned(known.state) ? known : await this.store.load<unknown, LifecycleEvent>(streamId, entity.decider);
    if (!owned(state)) throw entity.notFound(id, owner);
    return { streamId, expectedVersion: version };
  }

  /**
   * An entity whichever account owns it (live: not deleted), with that
   * account and a guard: for rules across accounts (a platform post naming a
   * card of an account its author uses).
   */
  async loadAny<V extends OwnedEntity>(entity: AnyAdsEntity, environment: Environment, id: string): Promise<Loaded<V> & { accountId?: string }> {
    const streamId = entity.streamId(environment, id);
    const { version, state } = await this.store.load<LifecycleState<V>, LifecycleEvent>(streamId, entity.decider);
    const held = entity.stateOf(state, id) as LifecycleState<V>;
    const owner = held.owner ?? held.accountId;
    return { entity: owner ? liveEntity(held, owner) : undefined, accountId: owner, guard: { streamId, expectedVersion: version } };
  }

  /**
   * Any other command of the entity's decider (users of a list, sharing):
   * answers the stream's state as the decision left it.
   */
  async execute<S extends LifecycleState<EntityView>>(
    entity: AnyAdsEntity,
    type: string,
    command: Sending,
    context?: Context<EntityView, object>,
  ): Promise<S> {
    return (await this.decide(entity, type, command, context)).state as S;
  }

  /**
   * A batch of operations on entities of one kind, written as a whole: each
   * decided from its stream (and what its context reads, guarded), then all
   * appended in one transaction, or none. Operations that break a rule are
   * answered together, each under its index in `operation_errors`. Answers
   * each entity as its operation left it, in request order.
   */
  batch<V extends OwnedEntity>(entity: AnyAdsEntity, items: readonly BatchItem[]): Promise<V[]> {
    // a create may bring the id it is to have (minted by the caller, who names it elsewhere in the batch)
    const ids = items.map((item) => (item.kind === 'create' ? (item.command.id ?? entity.newId()) : String(item.command.id)));
    const decide = async (now: string): Promise<Decision<V[]>> => {
      const writes: DecidedWrite[] = [];
      const answers: V[] = [];
      const errors: AdsErrorEntry[][] = [];
      const seen = new Set<string>();
      for (const [index, item] of items.entries()) {
        const owner = ownerOf(entity, item.command);
        const streamId = entity.streamId(item.command.environment, ids[index], owner);
        try {
          if (seen.has(streamId)) throw new DomainError('invalid', `${entity.name} ${ids[index]} appears in more than one operation of the batch`, { parameter: entity.idParam });
          seen.add(streamId);
          const { version, state } = await this.store.load<LifecycleState<V>, LifecycleEvent>(streamId, entity.decider);
          const fixed = { id: ids[index], type: commandOf(entity, item.kind), now };
          const needs = item.context ? await item.context(liveEntity(entity.stateOf(state, ids[index]), owner, ids[index]), { ...item.command, ...fixed }) : {};
          const command = { ...item.command, ...needs.command, ...fixed };
          const events = entity.decider.decide(command, state) as LifecycleEvent[];
          const decided = events.reduce((s, e) => entity.decider.evolve(s, e), state);
          const accountId = item.command.accountId as string | undefined;
          writes.push({ streamId, streamType: entity.streamType, events, expectedVersion: version, accountId, decided: { decider: entity.decider, state: decided } });
          const parentGuards = parentOf(entity) ? await this.parentGuards(entity, item.command) : [];
          writes.push(...[...parentGuards, ...(needs.guards ?? [])].map(guardWrite), ...(needs.writes ?? []));
          answers.push(entity.shown(entity.stateOf(decided, ids[index]).entity) as V);
          errors.push([]);
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          errors.push([{ code: error.code, message: error.message, ...(error.parameter !== undefined ? { parameter: error.parameter } : {}) }]);
        }
      }
      const failed = errors.filter((e) => e.length > 0).length;
      if (failed > 0) throw AdsError.batch(`${failed} of ${items.length} operations failed; nothing was applied (see operation_errors)`, errors);
      return { writes, answer: () => answers };
    };
    return this.store.handleAll(decide, { maxAttempts: BATCH_ATTEMPTS, stamp: 'seconds' });
  }

  /**
   * A batch request's operations, each turned into an item by `toItem` (an
   * operation whose parameters break a rule there is that operation's
   * error, answered with the others'), then written as a whole (`batch`).
   */
  async batchOf<V extends OwnedEntity, O>(entity: AnyAdsEntity, operations: readonly O[], toItem: (operation: O, index: number) => BatchItem): Promise<V[]> {
    const items: BatchItem[] = [];
    const errors: AdsErrorEntry[][] = operations.map((operation, index) => {
      try {
        items.push(toItem(operation, index));
        return [];
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        return [{ code: error.code, message: error.message, ...(error.parameter !== undefined ? { parameter: error.parameter } : {}) }];
      }
    });
    const failed = errors.filter((e) => e.length > 0).length;
    if (failed > 0) throw AdsError.batch(`${failed} of ${operations.length} operations are invalid; nothing was applied (see operation_errors)`, errors);
    return this.batch<V>(entity, items);
  }

  /**
   * Answers the entity as deleted (as it was, when its stream's state holds
   * it no more); `context` as for the other commands (what the deletion
   * brings about elsewhere).
   */
  delete<V extends OwnedEntity>(entity: AnyAdsEntity, command: Sending, context?: Context<V, object>): Promise<V> {
    return this.run(entity, commandType(entity, 'delete'), command, context);
  }

  private async run<V extends OwnedEntity>(entity: AnyAdsEntity, type: string, sent: Sending, context?: Context<V, object>): Promise<V> {
    const { state, before } = await this.decide(entity, type, sent, context);
    return entity.shown(entity.stateOf(state, sent.id).entity ?? (before && entity.stateOf(before, sent.id).entity)) as V;
  }

  /**
   * Loads, decides, appends. A command of an entity under a parent appends
   * with a guard on the parent, which must be the caller's; `before`: the
   * state decided on, when the entity's state is not a lifecycle's (whose
   * deleted entity stays in it).
   */
  private async decide<V extends OwnedEntity>(
    entity: AnyAdsEntity,
    type: string,
    sent: Sending,
    context?: Context<V, object>,
  ): Promise<{ state: LifecycleState<V>; before?: unknown }> {
    const command: Sending & { type: string } = { ...sent, type };
    const owner = ownerOf(entity, command);
    const parent = parentOf(entity);
    let before: unknown;
    const { state } = await this.store.handle<LifecycleState<V>, OwnedCommandBase, LifecycleEvent>(
      entity.streamId(command.environment, command.id, owner),
      entity.streamType,
      entity.decider,
      context || parent || entity.definition.entityIn
        ? new Prepare(async (loaded: LifecycleState<V>) => {
            before = loaded;
            const guards = await this.parentGuards(entity, command);
            const needs = context ? await context(liveEntity(entity.stateOf(loaded, command.id), owner, command.id) as V | undefined, command) : {};
            return { command: { ...command, ...needs.command }, guards: [...guards, ...(needs.guards ?? [])], writes: needs.writes };
          })
        : command,
      { accountId: command.accountId as string | undefined, stamp: 'seconds' },
    );
    return { state, before };
  }

  /** For an entity under a parent: a guard on the parent, which the command's parent owner must own (or the parent's not-found). */
  private async parentGuards(entity: AnyAdsEntity, command: Record<string, unknown> & { environment: Environment }): Promise<StreamGuard[]> {
    const parent = parentOf(entity);
    if (!parent) return [];
    return [await this.ownedGuard(parent, command.environment, String(command[parent.ownerKey]), String(command[entity.ownerKey]))];
  }
}

/** The owner a command names, in the member its entity's lifecycle names. */
function ownerOf(entity: AnyAdsEntity, command: Record<string, unknown>): string {
  return command[entity.ownerKey] as string;
}

function commandOf(entity: AnyAdsEntity, kind: 'create' | 'update' | 'delete'): string {
  return kind === 'create' ? entity.definition.lifecycle.commands.create : commandType(entity, kind);
}

function commandType(entity: AnyAdsEntity, kind: 'update' | 'delete'): string {
  const type = entity.definition.lifecycle.commands[kind];
  if (!type) throw new Error(`${entity.name} has no ${kind}`);
  return type;
}

/** Who deletes, and what a release may read besides the deleted entity (other entities' streams, with guards). */
export interface ReleaseScope {
  environment: Environment;
  /** The account, for an account's entity ('' for an entity of a user, or under a parent: see `owners`). */
  accountId: string;
  /** The command's owners, by the members its entity's lifecycle names: `{accountId}`, `{userId}`, `{catalogId, userId}`. */
  owners?: Record<string, string>;
  entities: AdsEntities;
}

/**
 * What deleting an entity frees besides it (what it claimed), decided on the
 * claim streams in the deletion's own append; answers guards on what else
 * the decision read. Runs only when the entity is its owner's and live.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Release<V = any> = (deleted: V, claims: ClaimSession, scope: ReleaseScope) => Promise<ContextNeeds | void>;

/**
 * The delete every kit entity answers to (the kit's DELETE endpoint sends
 * it), with what the deletion frees. `owner`: the account (a user, a
 * parent's id, by the entity's scope); `parentOwner`: for an entity under a
 * parent, the parent's owner.
 */
export class DeleteAdsEntityCommand {
  constructor(
    readonly entity: AnyAdsEntity,
    readonly environment: Environment,
    readonly owner: string,
    readonly id: string,
    readonly release?: Release,
    readonly parentOwner?: string,
  ) {}
}

@CommandHandler(DeleteAdsEntityCommand)
export class DeleteAdsEntityHandler implements ICommandHandler<DeleteAdsEntityCommand, OwnedEntity> {
  constructor(
    private readonly entities: AdsEntities,
    private readonly claims: Claims,
  ) {}

  execute({ entity, environment, owner, id, release, parentOwner }: DeleteAdsEntityCommand): Promise<OwnedEntity> {
    const owners = ownersOf(entity, owner, parentOwner);
    const scope = { environment, accountId: owners.accountId ?? '', owners, entities: this.entities };
    const context = release && this.claims.context<OwnedEntity>(async (live, claims) => (live ? release(live, claims, scope) : undefined));
    return this.entities.delete(entity, { environment, ...owners, id }, context);
  }
}

/**
 * The members naming a command's owners, as its entity's lifecycle names
 * them, from its owner (and, under a parent, the parent's owner):
 * `{accountId}`; `{userId}`; a parent's id and the parent's owner (`{catalogId, userId}`).
 */
export function ownersOf(entity: AnyAdsEntity, owner: string, parentOwner?: string): Record<string, string> {
  const parent = parentOf(entity);
  return { [entity.ownerKey]: owner, ...(parent && parentOwner !== undefined ? { [parent.ownerKey]: parentOwner } : {}) };
}
