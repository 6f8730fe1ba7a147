import type { Type } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Environment, OwnedEntity } from '@platform/ddd';
import type { AnyAdsEntity } from './ads-entity';
import { AdsEntities, type Context, ownersOf } from './ads-entity-commands';

/** Where a command runs, for whom, and the module's providers its context may read through (`get`). */
export interface CommandScope {
  environment: Environment;
  /** The account, for an account's entity ('' for an entity of a user, or under one: see `owners`). */
  accountId: string;
  /** The user the request acts for (OAuth 1.0a user context). */
  userId: string;
  /** The command's owners, by the members its entity's lifecycle names: `{accountId}`, `{userId}`, `{catalogId, userId}`. */
  owners: Record<string, string>;
  /** A provider of the module that declares the route (a reader of another module's contract, a claims helper...). */
  get<T>(token: Type<T> | string | symbol): T;
}

/** What a route's command needs of other entities, given the kit's runner, where it runs, and the parsed request. */
export type CommandContext<P> = (entities: AdsEntities, scope: CommandScope, params: P) => Context<OwnedEntity, object>;

type BoundContext = (entities: AdsEntities) => Context<OwnedEntity, object>;

/**
 * The create every kit entity answers to (the kit's POST endpoint sends it):
 * the command's own members and what it needs of others. `owner`: the
 * account (a user, a parent's id, by the entity's scope); `parentOwner`: for
 * an entity under a parent, the parent's owner.
 */
export class CreateAdsEntityCommand {
  constructor(
    readonly entity: AnyAdsEntity,
    readonly environment: Environment,
    readonly owner: string,
    readonly fields: object,
    readonly context?: BoundContext,
    /** The new entity's id, where the API mints it otherwise than the entity does (the request's media key); default the entity's new id. */
    readonly id?: string,
    readonly parentOwner?: string,
    /** The entity a refusal names as standing for the new one, answered instead (see `CreateOptions.existing`). */
    readonly existing?: (error: unknown) => string | undefined,
  ) {}
}

/** The update every kit entity with an update answers to (the kit's PUT endpoint sends it). */
export class UpdateAdsEntityCommand {
  constructor(
    readonly entity: AnyAdsEntity,
    readonly environment: Environment,
    readonly owner: string,
    readonly id: string,
    readonly fields: object,
    readonly context?: BoundContext,
    readonly parentOwner?: string,
  ) {}
}

@CommandHandler(CreateAdsEntityCommand)
export class CreateAdsEntityHandler implements ICommandHandler<CreateAdsEntityCommand, OwnedEntity> {
  constructor(private readonly entities: AdsEntities) {}

  async execute({ entity, environment, owner, fields, context, id, parentOwner, existing }: CreateAdsEntityCommand): Promise<OwnedEntity> {
    const command = { ...fields, environment, ...ownersOf(entity, owner, parentOwner) };
    const needs = context?.(this.entities);
    try {
      return await (id === undefined ? this.entities.create(entity, command, needs) : this.entities.createWithId(entity, id, command, needs));
    } catch (error) {
      const standing = existing?.(error);
      if (standing === undefined) throw error;
      const { entity: found } = await this.entities.load<OwnedEntity>(entity, environment, owner, standing);
      if (!found) throw error;
      return found;
    }
  }
}

@CommandHandler(UpdateAdsEntityCommand)
export class UpdateAdsEntityHandler implements ICommandHandler<UpdateAdsEntityCommand, OwnedEntity> {
  constructor(private readonly entities: AdsEntities) {}

  execute({ entity, environment, owner, id, fields, context, parentOwner }: UpdateAdsEntityCommand): Promise<OwnedEntity> {
    return this.entities.update(entity, { ...fields, environment, ...ownersOf(entity, owner, parentOwner), id }, context?.(this.entities));
  }
}
