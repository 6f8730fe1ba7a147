import { applyDecorators, HttpCode, Param, Post, Put, type Type } from '@nestjs/common';
import type { Request } from 'express';
import { CommandBus } from '@nestjs/cqrs';
import { ModuleRef } from '@nestjs/core';
import { CallingUser } from '@platform/auth';
import { type OwnedCommandBase, type OwnedEntity, requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, SandboxOnly } from '@platform/http';
import type { AdsEntity, AnyAdsEntity } from './ads-entity';
import { ownersOf } from './ads-entity-commands';
import { type EndpointOptions, endpointClass, RequestWhen } from './entity-endpoints';
import { callerOf, checkUserParam, echoPathIdAsId, OwnerParam, ParentOwnerParam, ScopeAuth } from './entity-scope';
import { type CommandContext, type CommandScope, CreateAdsEntityCommand, UpdateAdsEntityCommand } from './entity-write-commands';

/** The members a route puts in a command of the entity's (the kit fills in type, environment, owner, id and time). */
export type CommandFields<C extends OwnedCommandBase> = Partial<Omit<C, keyof OwnedCommandBase | 'accountId'>>;

export interface WriteOptions<P, F> extends EndpointOptions {
  /** The request DTO (class-validator), parsed from the query string or the body. */
  request: Type<P>;
  /** The command's own members, from the parsed request (and the caller, from the scope; an update's path id, as given). */
  command: (params: P, scope: CommandScope, pathId?: string) => F;
  /** What the command needs of other entities (read with guards on each attempt), from the parsed request. */
  context?: CommandContext<P>;
  /** Decorators the route needs besides the kit's (a guard on the body's form...). */
  decorators?: readonly MethodDecorator[];
}

export interface CreateOptions<P, F> extends WriteOptions<P, F> {
  /** The new entity's id, where the API mints it otherwise than the entity does (the request's media key). */
  id?: (params: P) => string;
  /**
   * A refusal that names an entity of the owner standing for the one asked
   * for (the user is promoted on the line item already): answered with that
   * entity as it is, nothing recorded.
   */
  existing?: (error: unknown) => string | undefined;
}

/** The route's command scope: where it runs, for whom, its owners, and the declaring module's providers. */
export function scopeOf(moduleRef: ModuleRef, entity: AnyAdsEntity, owner: string, userId: string, parentOwner: string | undefined): CommandScope {
  const owners = ownersOf(entity, owner, parentOwner);
  return { environment: requestContext.environment(), accountId: owners.accountId ?? '', userId, owners, get: (token) => moduleRef.get(token, { strict: false }) };
}

/**
 * What a create and an update both take from a request: the caller checked
 * against a user-scoped entity's parameter, the command's scope, its own
 * members, and its context bound to the request.
 */
function commandParts<P, F>(moduleRef: ModuleRef, entity: AnyAdsEntity, options: Omit<WriteOptions<P, F>, 'request'>, request: { owner: string; userId: string; params: P; parentOwner?: string; pathId?: string }) {
  const { owner, userId, params, parentOwner, pathId } = request;
  checkUserParam(entity.scope, params, callerOf(entity.scope, owner, parentOwner), entity.name);
  const scope = scopeOf(moduleRef, entity, owner, userId, parentOwner);
  const context = options.context;
  return {
    scope,
    fields: options.command(params, scope, pathId),
    context: context && ((entities: Parameters<CommandContext<P>>[0]) => context(entities, scope, params)),
  };
}

const routeDecorators = (entity: AnyAdsEntity, options: Omit<WriteOptions<unknown, unknown>, 'request'>) =>
  applyDecorators(ScopeAuth(entity.scope), ...(options.sandboxOnly ? [SandboxOnly()] : []), ...(options.decorators ?? []));

/**
 * `POST <path>`: creates an entity of its owner from the request (200, as
 * the ads API answers a create) and answers it as its decision left it.
 */
export function createEntityController<V extends OwnedEntity, C extends OwnedCommandBase, P extends object>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  entity: AdsEntity<V, C, any, any>,
  options: CreateOptions<P, CommandFields<C>>,
): Type<object> {
  @endpointClass(options)
  class CreateEntityController {
    constructor(
      readonly commands: CommandBus,
      readonly moduleRef: ModuleRef,
    ) {}

    @Post()
    @HttpCode(200)
    @routeDecorators(entity, options as WriteOptions<unknown, unknown>)
    async create(
      @OwnerParam(entity.scope) owner: string,
      @CallingUser() userId: string,
      @AdsParams(options.request) p: P,
      @ParentOwnerParam(entity.scope) parentOwner: string | undefined,
    ) {
      const { scope, fields, context } = commandParts(this.moduleRef, entity, options, { owner, userId, params: p, parentOwner });
      const command = new CreateAdsEntityCommand(entity, scope.environment, owner, fields, context, options.id?.(p), parentOwner, options.existing);
      return AdsResponse.of(await this.commands.execute<CreateAdsEntityCommand, V>(command));
    }
  }
  return CreateEntityController;
}

export interface UpdateOptions<P, F> extends WriteOptions<P, F> {
  /** The entity's id, when the path names it otherwise than as it is stored (a user's settings on an account: both joined). */
  idOf?: (pathId: string, owner: string) => string;
  /**
   * The PUT sets the entity (settings): the kit sends the lifecycle's create,
   * with the path's id, which the stream's decider takes as the first set
   * or a change of what is set.
   */
  sets?: boolean;
}

/** `PUT <path>`: updates one entity of its owner from the request and answers it as changed (as it was, when nothing changed). */
export function updateEntityController<V extends OwnedEntity, U extends OwnedCommandBase, P extends object>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  entity: AdsEntity<V, any, U, any>,
  options: UpdateOptions<P, CommandFields<U>>,
): Type<object> {
  @endpointClass(options)
  class UpdateEntityController {
    constructor(
      readonly commands: CommandBus,
      readonly moduleRef: ModuleRef,
    ) {}

    @Put()
    @routeDecorators(entity, options as WriteOptions<unknown, unknown>)
    async update(
      @OwnerParam(entity.scope) owner: string,
      @Param(entity.idParam) id: string,
      @CallingUser() userId: string,
      @AdsParams(options.request) p: P,
      @ParentOwnerParam(entity.scope) parentOwner: string | undefined,
      @RequestWhen(options) req: Request,
    ) {
      if (options.echoIdAsId) echoPathIdAsId(req, entity.idParam);
      const command = updateCommand(this.moduleRef, entity, options, { owner, userId, params: p, parentOwner, pathId: id });
      return AdsResponse.of(await this.commands.execute<CreateAdsEntityCommand | UpdateAdsEntityCommand, V>(command));
    }
  }
  return UpdateEntityController;
}

/** The command an update route sends for its params: the lifecycle's update, or its create for a PUT that sets. */
function updateCommand<P, F extends object>(
  moduleRef: ModuleRef,
  entity: AnyAdsEntity,
  options: Omit<UpdateOptions<P, F>, 'request'>,
  request: { owner: string; userId: string; params: P; parentOwner: string | undefined; pathId: string },
): CreateAdsEntityCommand | UpdateAdsEntityCommand {
  const { owner, parentOwner, pathId } = request;
  const { scope, fields, context } = commandParts(moduleRef, entity, options, request);
  const entityId = options.idOf?.(pathId, owner) ?? pathId;
  return options.sets
    ? new CreateAdsEntityCommand(entity, scope.environment, owner, fields, context, entityId, parentOwner)
    : new UpdateAdsEntityCommand(entity, scope.environment, owner, entityId, fields, context, parentOwner);
}

export interface FixedUpdateOptions<P, F> extends Omit<UpdateOptions<P, F>, 'request'> {
  /**
   * The update's params the route always sends (activate: `{ entity_status: 'ACTIVE' }`):
   * it takes none of its own (whatever the client sends is ignored), and is
   * the update in all else: its command, context, rules, events and answer.
   */
  params: P;
}

/**
 * `PUT <path>`, an update of fixed params (`PUT .../campaigns/:campaign_id/activate`):
 * what the entity's update does when sent those params, and answered as it.
 */
export function fixedUpdateController<V extends OwnedEntity, U extends OwnedCommandBase, P extends object>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  entity: AdsEntity<V, any, U, any>,
  options: FixedUpdateOptions<P, CommandFields<U>>,
): Type<object> {
  const fixed = options.params;
  // a DTO of no parameters, the route's own (its OpenAPI operation documents none)
  class NoParams {}
  @endpointClass(options)
  class FixedUpdateEntityController {
    constructor(
      readonly commands: CommandBus,
      readonly moduleRef: ModuleRef,
    ) {}

    @Put()
    @routeDecorators(entity, options as Omit<WriteOptions<unknown, unknown>, 'request'>)
    async update(
      @OwnerParam(entity.scope) owner: string,
      @Param(entity.idParam) id: string,
      @CallingUser() userId: string,
      @AdsParams(NoParams) _sent: NoParams,
      @ParentOwnerParam(entity.scope) parentOwner: string | undefined,
      @RequestWhen(options) req: Request,
    ) {
      if (options.echoIdAsId) echoPathIdAsId(req, entity.idParam);
      const command = updateCommand(this.moduleRef, entity, options, { owner, userId, params: fixed, parentOwner, pathId: id });
      return AdsResponse.of(await this.commands.execute<CreateAdsEntityCommand | UpdateAdsEntityCommand, V>(command));
    }
  }
  return FixedUpdateEntityController;
}
