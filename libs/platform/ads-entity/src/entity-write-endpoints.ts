import { applyDecorators, Controller, HttpCode, Param, Post, Put, type Type } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ModuleRef } from '@nestjs/core';
import { ApiTags } from '@nestjs/swagger';
import { AccountScoped, CallingUser } from '@platform/auth';
import { type EntityView, type LifecycleCommandBase, requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths, SandboxOnly } from '@platform/http';
import type { AdsEntity } from './ads-entity';
import type { EndpointOptions } from './entity-endpoints';
import { type CommandContext, type CommandScope, CreateAdsEntityCommand, UpdateAdsEntityCommand } from './entity-write-commands';

/** The members a route puts in a command of the entity's (the kit fills in type, environment, account, id and time). */
export type CommandFields<C extends LifecycleCommandBase> = Partial<Omit<C, keyof LifecycleCommandBase>>;

export interface WriteOptions<P, F> extends EndpointOptions {
  /** The request DTO (class-validator), parsed from the query string or the body. */
  request: Type<P>;
  /** The command's own members, from the parsed request (and the caller, from the scope). */
  command: (params: P, scope: CommandScope) => F;
  /** What the command needs of other entities (read with guards on each attempt), from the parsed request. */
  context?: CommandContext<P>;
  /** Decorators the route needs besides the kit's (a guard on the body's form...). */
  decorators?: readonly MethodDecorator[];
}

export interface CreateOptions<P, F> extends WriteOptions<P, F> {
  /** The new entity's id, where the API mints it otherwise than a base-36 id (numeric ids, the request's media key). */
  id?: (params: P) => string;
}

/** The route's command scope: where it runs, for whom, and the declaring module's providers. */
function scopeOf(moduleRef: ModuleRef, accountId: string, userId: string): CommandScope {
  return { environment: requestContext.environment(), accountId, userId, get: (token) => moduleRef.get(token, { strict: false }) };
}

const bind = <P>(context: CommandContext<P> | undefined, scope: CommandScope, params: P) =>
  context && ((entities: Parameters<CommandContext<P>>[0]) => context(entities, scope, params));

const routeDecorators = (options: WriteOptions<unknown, unknown>) =>
  applyDecorators(AccountScoped(), ...(options.sandboxOnly ? [SandboxOnly()] : []), ...(options.decorators ?? []));

/**
 * `POST <path>`: creates an entity of the account from the request (200, as
 * the ads API answers a create) and answers it as its decision left it.
 */
export function createEntityController<V extends EntityView, C extends LifecycleCommandBase, P extends object>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  entity: AdsEntity<V, C, any, any>,
  options: CreateOptions<P, CommandFields<C>>,
): Type<object> {
  @ApiTags(options.tag)
  @Controller(adsPaths(options.path, options.versions))
  class CreateEntityController {
    constructor(
      readonly commands: CommandBus,
      readonly moduleRef: ModuleRef,
    ) {}

    @Post()
    @HttpCode(200)
    @routeDecorators(options as WriteOptions<unknown, unknown>)
    async create(@Param('account_id') accountId: string, @CallingUser() userId: string, @AdsParams(options.request) p: P) {
      const scope = scopeOf(this.moduleRef, accountId, userId);
      const command = new CreateAdsEntityCommand(entity, scope.environment, accountId, options.command(p, scope), bind(options.context, scope, p), options.id?.(p));
      return AdsResponse.of(await this.commands.execute<CreateAdsEntityCommand, V>(command));
    }
  }
  return CreateEntityController;
}

/** `PUT <path>`: updates one entity of the account from the request and answers it as changed (as it was, when nothing changed). */
export function updateEntityController<V extends EntityView, U extends LifecycleCommandBase, P extends object>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  entity: AdsEntity<V, any, U, any>,
  options: WriteOptions<P, CommandFields<U>>,
): Type<object> {
  @ApiTags(options.tag)
  @Controller(adsPaths(options.path, options.versions))
  class UpdateEntityController {
    constructor(
      readonly commands: CommandBus,
      readonly moduleRef: ModuleRef,
    ) {}

    @Put()
    @routeDecorators(options as WriteOptions<unknown, unknown>)
    async update(@Param('account_id') accountId: string, @Param(entity.idParam) id: string, @CallingUser() userId: string, @AdsParams(options.request) p: P) {
      const scope = scopeOf(this.moduleRef, accountId, userId);
      const command = new UpdateAdsEntityCommand(entity, scope.environment, accountId, id, options.command(p, scope), bind(options.context, scope, p));
      return AdsResponse.of(await this.commands.execute<UpdateAdsEntityCommand, V>(command));
    }
  }
  return UpdateEntityController;
}
