import { Injectable } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  base36Id,
  type EntityView,
  type Environment,
  type LifecycleCommandBase,
  type LifecycleEvent,
  type LifecycleState,
  liveEntity,
} from '@platform/ddd';
import { DomainError } from '@platform/ddd';
import { type DecidedWrite, type Decision, EventStore, guardWrite, Prepare, type StreamGuard, type StreamWrite } from '@platform/event-store';
import { AdsError, type AdsErrorEntry } from '@platform/http';
import type { AdsEntity, AnyAdsEntity } from './ads-entity';
import { Claims, type ClaimSession } from './claims';

/** A command without what the kit fills in: its type, the time (stamped by the command path), and (on create) the new id. */
type Sent<T extends LifecycleCommandBase> = Omit<T, 'type' | 'now'>;

/**
 * What a command needs from other entities, read on each attempt from the
 * entity's state just loaded (`live`: the account's own, not deleted; absent
 * otherwise, and the lifecycle answers not-found): members added to the
 * command, guards on the streams read (see `load`), and events of other
 * streams the command brings about, appended with its own or not at all.
 */
export type Context<V, T> = (live: V | undefined) => Promise<ContextNeeds<T>>;
export interface ContextNeeds<T = object> {
  command?: T;
  guards?: StreamGuard[];
  writes?: StreamWrite[];
}

/** One operation of a batch: a command of the entity's decider (`create`: a new id is minted) and what it needs of others. */
export interface BatchItem {
  kind: 'create' | 'update' | 'delete';
  command: Omit<Sent<LifecycleCommandBase>, 'id'> & { id?: string } & Record<string, unknown>;
  /** What the command needs of others, given the entity as the item's stream holds it (whatever the entity's view). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  context?: Context<any, object>;
}

/** How many times a batch is decided again when a stream it read moved before it was written. */
const BATCH_ATTEMPTS = 3;

/** Another entity as its stream holds it, with the version read (for a guard). */
export interface Loaded<V> {
  /** The entity, when it is the account's own and not deleted. */
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
  create<V extends EntityView, C extends LifecycleCommandBase, K extends keyof C = never>(
    entity: AdsEntity<V, C, LifecycleCommandBase, LifecycleCommandBase>,
    command: Omit<Sent<C>, 'id' | K>,
    context?: Context<V, Pick<C, K>>,
  ): Promise<V> {
    return this.createWithId(entity, base36Id(), command, context);
  }

  /** Creates an entity whose id is given (an id the API derives from something else, such as a media key). */
  createWithId<V extends EntityView, C extends LifecycleCommandBase, K extends keyof C = never>(
    entity: AdsEntity<V, C, LifecycleCommandBase, LifecycleCommandBase>,
    id: string,
    command: Omit<Sent<C>, 'id' | K>,
    context?: Context<V, Pick<C, K>>,
  ): Promise<V> {
    const sent = { ...command, id } as unknown as Sent<LifecycleCommandBase>;
    return this.run(entity, entity.definition.lifecycle.commands.create, sent, context);
  }

  /** Answers the entity after the update (as it was when nothing changed). */
  update<V extends EntityView, U extends LifecycleCommandBase, K extends keyof U = never>(
    entity: AdsEntity<V, LifecycleCommandBase, U, LifecycleCommandBase>,
    command: Omit<Sent<U>, K>,
    context?: Context<V, Pick<U, K>>,
  ): Promise<V> {
    return this.run(entity, commandType(entity, 'update'), command as unknown as Sent<LifecycleCommandBase>, context);
  }

  /**
   * Another entity as its stream holds it now, with a guard to pass back from
   * a `Context`: the append then fails (and the command is tried again) if
   * that entity changed in between.
   */
  async load<V extends EntityView>(entity: AnyAdsEntity, environment: Environment, accountId: string, id: string): Promise<Loaded<V>> {
    const streamId = entity.streamId(environment, id);
    const { version, state } = await this.store.load<LifecycleState<V>, LifecycleEvent>(streamId, entity.decider);
    return { entity: liveEntity(state, accountId), guard: { streamId, expectedVersion: version } };
  }

  /**
   * An entity whichever account owns it (live: not deleted), with that
   * account and a guard: for rules across accounts (a platform post naming a
   * card of an account its author uses).
   */
  async loadAny<V extends EntityView>(entity: AnyAdsEntity, environment: Environment, id: string): Promise<Loaded<V> & { accountId?: string }> {
    const streamId = entity.streamId(environment, id);
    const { version, state } = await this.store.load<LifecycleState<V>, LifecycleEvent>(streamId, entity.decider);
    const owner = state.accountId;
    return { entity: owner ? liveEntity(state, owner) : undefined, accountId: owner, guard: { streamId, expectedVersion: version } };
  }

  /**
   * Any other command of the entity's decider (users of a list, sharing):
   * answers the stream's state as the decision left it.
   */
  async execute<S extends LifecycleState<EntityView>>(
    entity: AnyAdsEntity,
    type: string,
    command: Sent<LifecycleCommandBase> & Record<string, unknown>,
    context?: Context<EntityView, object>,
  ): Promise<S> {
    return (await this.decide(entity, type, command, context)) as S;
  }

  /**
   * A batch of operations on entities of one kind, written as a whole: each
   * decided from its stream (and what its context reads, guarded), then all
   * appended in one transaction, or none. Operations that break a rule are
   * answered together, each under its index in `operation_errors`. Answers
   * each entity as its operation left it, in request order.
   */
  batch<V extends EntityView>(entity: AnyAdsEntity, items: readonly BatchItem[]): Promise<V[]> {
    // a create may bring the id it is to have (minted by the caller, who names it elsewhere in the batch)
    const ids = items.map((item) => (item.kind === 'create' ? (item.command.id ?? base36Id()) : String(item.command.id)));
    const decide = async (now: string): Promise<Decision<V[]>> => {
      const writes: DecidedWrite[] = [];
      const answers: V[] = [];
      const errors: AdsErrorEntry[][] = [];
      const seen = new Set<string>();
      for (const [index, item] of items.entries()) {
        const streamId = entity.streamId(item.command.environment, ids[index]);
        try {
          if (seen.has(streamId)) throw new DomainError('invalid', `${entity.name} ${ids[index]} appears in more than one operation of the batch`, { parameter: entity.idParam });
          seen.add(streamId);
          const { version, state } = await this.store.load<LifecycleState<V>, LifecycleEvent>(streamId, entity.decider);
          const needs = item.context ? await item.context(liveEntity(state, item.command.accountId)) : {};
          const command = { ...item.command, ...needs.command, id: ids[index], type: commandOf(entity, item.kind), now };
          const events = entity.decider.decide(command, state) as LifecycleEvent[];
          const decided = events.reduce((s, e) => entity.decider.evolve(s, e), state);
          writes.push({ streamId, streamType: entity.streamType, events, expectedVersion: version, accountId: item.command.accountId, decided: { decider: entity.decider, state: decided } });
          writes.push(...(needs.guards ?? []).map(guardWrite), ...(needs.writes ?? []));
          answers.push(entity.shown(decided.entity) as V);
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
  async batchOf<V extends EntityView, O>(entity: AnyAdsEntity, operations: readonly O[], toItem: (operation: O, index: number) => BatchItem): Promise<V[]> {
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

  /** Answers the entity as deleted; `context` as for the other commands (what the deletion brings about elsewhere). */
  delete<V extends EntityView>(entity: AnyAdsEntity, command: Sent<LifecycleCommandBase>, context?: Context<V, object>): Promise<V> {
    return this.run(entity, commandType(entity, 'delete'), command, context);
  }

  private async run<V extends EntityView>(
    entity: AnyAdsEntity,
    type: string,
    sent: Sent<LifecycleCommandBase>,
    context?: Context<V, object>,
  ): Promise<V> {
    return entity.shown((await this.decide(entity, type, sent, context)).entity) as V;
  }

  private async decide<V extends EntityView>(
    entity: AnyAdsEntity,
    type: string,
    sent: Sent<LifecycleCommandBase>,
    context?: Context<V, object>,
  ): Promise<LifecycleState<V>> {
    const command = { ...sent, type };
    const { state } = await this.store.handle(
      entity.streamId(command.environment, command.id),
      entity.streamType,
      entity.decider,
      context
        ? new Prepare(async (loaded: LifecycleState<V>) => {
            const needs = await context(liveEntity(loaded, command.accountId));
            return { command: { ...command, ...needs.command }, guards: needs.guards, writes: needs.writes };
          })
        : command,
      { accountId: command.accountId, stamp: 'seconds' },
    );
    return state;
  }
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
  accountId: string;
  entities: AdsEntities;
}

/**
 * What deleting an entity frees besides it (what it claimed), decided on the
 * claim streams in the deletion's own append; answers guards on what else
 * the decision read. Runs only when the entity is the account's and live.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Release<V = any> = (deleted: V, claims: ClaimSession, scope: ReleaseScope) => Promise<ContextNeeds | void>;

/** The delete every kit entity answers to (the kit's DELETE endpoint sends it), with what the deletion frees. */
export class DeleteAdsEntityCommand {
  constructor(
    readonly entity: AnyAdsEntity,
    readonly environment: Environment,
    readonly accountId: string,
    readonly id: string,
    readonly release?: Release,
  ) {}
}

@CommandHandler(DeleteAdsEntityCommand)
export class DeleteAdsEntityHandler implements ICommandHandler<DeleteAdsEntityCommand, EntityView> {
  constructor(
    private readonly entities: AdsEntities,
    private readonly claims: Claims,
  ) {}

  execute({ entity, environment, accountId, id, release }: DeleteAdsEntityCommand): Promise<EntityView> {
    const scope = { environment, accountId, entities: this.entities };
    const context = release && this.claims.context<EntityView>(async (live, claims) => (live ? release(live, claims, scope) : undefined));
    return this.entities.delete(entity, { environment, accountId, id }, context);
  }
}
