import type { Type } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EntityView, Environment } from '@platform/ddd';
import type { AnyAdsEntity } from './ads-entity';
import { AdsEntities, type Context } from './ads-entity-commands';

/** Where a command runs, for whom, and the module's providers its context may read through (`get`). */
export interface CommandScope {
  environment: Environment;
  accountId: string;
  /** The user the request acts for (OAuth 1.0a user context). */
  userId: string;
  /** A provider of the module that declares the route (a reader of another module's contract, a claims helper...). */
  get<T>(token: Type<T> | string | symbol): T;
}

/** What a route's command needs of other entities, given the kit's runner, where it runs, and the parsed request. */
export type CommandContext<P> = (entities: AdsEntities, scope: CommandScope, params: P) => Context<EntityView, object>;

type BoundContext = (entities: AdsEntities) => Context<EntityView, object>;

/** The create every kit entity answers to (the kit's POST endpoint sends it): the command's own members and what it needs of others. */
export class CreateAdsEntityCommand {
  constructor(
    readonly entity: AnyAdsEntity,
    readonly environment: Environment,
    readonly accountId: string,
    readonly fields: object,
    readonly context?: BoundContext,
    /** The new entity's id, where the API mints it otherwise than the kit (numeric ids, a media key); default a base-36 id. */
    readonly id?: string,
  ) {}
}

/** The update every kit entity with an update answers to (the kit's PUT endpoint sends it). */
export class UpdateAdsEntityCommand {
  constructor(
    readonly entity: AnyAdsEntity,
    readonly environment: Environment,
    readonly accountId: string,
    readonly id: string,
    readonly fields: object,
    readonly context?: BoundContext,
  ) {}
}

@CommandHandler(CreateAdsEntityCommand)
export class CreateAdsEntityHandler implements ICommandHandler<CreateAdsEntityCommand, EntityView> {
  constructor(private readonly entities: AdsEntities) {}

  execute({ entity, environment, accountId, fields, context, id }: CreateAdsEntityCommand): Promise<EntityView> {
    const command = { ...fields, environment, accountId };
    const needs = context?.(this.entities);
    return id === undefined ? this.entities.create(entity, command, needs) : this.entities.createWithId(entity, id, command, needs);
  }
}

@CommandHandler(UpdateAdsEntityCommand)
export class UpdateAdsEntityHandler implements ICommandHandler<UpdateAdsEntityCommand, EntityView> {
  constructor(private readonly entities: AdsEntities) {}

  execute({ entity, environment, accountId, id, fields, context }: UpdateAdsEntityCommand): Promise<EntityView> {
    return this.entities.update(entity, { ...fields, environment, accountId, id }, context?.(this.entities));
  }
}
