import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EntityView, Environment } from '@platform/ddd';
import type { AnyAdsEntity } from './ads-entity';
import { AdsEntities, type Context } from './ads-entity-commands';

/** Where a command runs: what a context reads other entities for. */
export interface CommandScope {
  environment: Environment;
  accountId: string;
}

/** What a route's command needs of other entities, given the kit's runner, where it runs, and the parsed request. */
export type CommandContext<P> = (entities: AdsEntities, scope: CommandScope, params: P) => Context<EntityView, object>;

type BoundContext = (entities: AdsEntities, scope: CommandScope) => Context<EntityView, object>;

/** The create every kit entity answers to (the kit's POST endpoint sends it): the command's own members and what it needs of others. */
export class CreateAdsEntityCommand {
  constructor(
    readonly entity: AnyAdsEntity,
    readonly environment: Environment,
    readonly accountId: string,
    readonly fields: object,
    readonly context?: BoundContext,
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

  execute({ entity, environment, accountId, fields, context }: CreateAdsEntityCommand): Promise<EntityView> {
    return this.entities.create(entity, { ...fields, environment, accountId }, context?.(this.entities, { environment, accountId }));
  }
}

@CommandHandler(UpdateAdsEntityCommand)
export class UpdateAdsEntityHandler implements ICommandHandler<UpdateAdsEntityCommand, EntityView> {
  constructor(private readonly entities: AdsEntities) {}

  execute({ entity, environment, accountId, id, fields, context }: UpdateAdsEntityCommand): Promise<EntityView> {
    return this.entities.update(entity, { ...fields, environment, accountId, id }, context?.(this.entities, { environment, accountId }));
  }
}
