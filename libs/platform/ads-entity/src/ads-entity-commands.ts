import { Inject, Injectable } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  base36Id,
  CLOCK,
  type Clock,
  type EntityView,
  type Environment,
  isoSeconds,
  type LifecycleCommandBase,
  type LifecycleEvent,
  type LifecycleState,
  liveEntity,
} from '@platform/ddd';
import { EventStore, Prepare, type StreamGuard } from '@platform/event-store';
import type { AdsEntity, AnyAdsEntity } from './ads-entity';

/** A command without what the kit fills in: its type, the time, and (on create) the new id. */
type Sent<T extends LifecycleCommandBase> = Omit<T, 'type' | 'now'>;

/**
 * What a command needs from other entities, read on each attempt from the
 * entity's state just loaded (`live`: the account's own, not deleted; absent
 * otherwise, and the lifecycle answers not-found): members added to the
 * command, and guards on the streams read (see `load`).
 */
export type Context<V, T> = (live: V | undefined) => Promise<{ command?: T; guards?: StreamGuard[] }>;

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
  constructor(
    private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Creates an entity with a new id; answers it as created. */
  create<V extends EntityView, C extends LifecycleCommandBase, K extends keyof C = never>(
    entity: AdsEntity<V, C, LifecycleCommandBase, LifecycleCommandBase>,
    command: Omit<Sent<C>, 'id' | K>,
    context?: Context<V, Pick<C, K>>,
  ): Promise<V> {
    const sent = { ...command, id: base36Id() } as unknown as Sent<LifecycleCommandBase>;
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

  /** Answers the entity as deleted. */
  delete<V extends EntityView>(entity: AnyAdsEntity, command: Sent<LifecycleCommandBase>): Promise<V> {
    return this.run(entity, commandType(entity, 'delete'), command);
  }

  private async run<V extends EntityView>(
    entity: AnyAdsEntity,
    type: string,
    sent: Sent<LifecycleCommandBase>,
    context?: Context<V, object>,
  ): Promise<V> {
    return (await this.decide(entity, type, sent, context)).entity as V;
  }

  private async decide<V extends EntityView>(
    entity: AnyAdsEntity,
    type: string,
    sent: Sent<LifecycleCommandBase>,
    context?: Context<V, object>,
  ): Promise<LifecycleState<V>> {
    const command = { ...sent, type, now: isoSeconds(this.clock.now()) };
    const { state } = await this.store.handle(
      entity.streamId(command.environment, command.id),
      entity.streamType,
      entity.decider,
      context
        ? new Prepare(async (loaded: LifecycleState<V>) => {
            const needs = await context(liveEntity(loaded, command.accountId));
            return { command: { ...command, ...needs.command }, guards: needs.guards };
          })
        : command,
      { accountId: command.accountId },
    );
    return state;
  }
}

function commandType(entity: AnyAdsEntity, kind: 'update' | 'delete'): string {
  const type = entity.definition.lifecycle.commands[kind];
  if (!type) throw new Error(`${entity.name} has no ${kind}`);
  return type;
}

/** The delete every kit entity answers to (the kit's DELETE endpoint sends it). */
export class DeleteAdsEntityCommand {
  constructor(
    readonly entity: AnyAdsEntity,
    readonly environment: Environment,
    readonly accountId: string,
    readonly id: string,
  ) {}
}

@CommandHandler(DeleteAdsEntityCommand)
export class DeleteAdsEntityHandler implements ICommandHandler<DeleteAdsEntityCommand, EntityView> {
  constructor(private readonly entities: AdsEntities) {}

  execute({ entity, environment, accountId, id }: DeleteAdsEntityCommand): Promise<EntityView> {
    return this.entities.delete(entity, { environment, accountId, id });
  }
}
