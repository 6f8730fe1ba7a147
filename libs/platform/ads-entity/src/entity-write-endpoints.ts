import { Controller, HttpCode, Param, Post, Put, type Type } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AccountScoped } from '@platform/auth';
import { type EntityView, type LifecycleCommandBase, requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths, SandboxOnly } from '@platform/http';
import type { AdsEntity } from './ads-entity';
import { type CommandContext, CreateAdsEntityCommand, UpdateAdsEntityCommand } from './entity-write-commands';
import type { EndpointOptions } from './entity-endpoints';

/** The members a route puts in a command of the entity's (the kit fills in type, environment, account, id and time). */
export type CommandFields<C extends LifecycleCommandBase> = Partial<Omit<C, keyof LifecycleCommandBase>>;

export interface WriteOptions<P, F> extends EndpointOptions {
  /** The request DTO (class-validator), parsed from the query string or the body. */
  request: Type<P>;
  /** The command's own members, from the parsed request. */
  command: (params: P) => F;
  /** What the command needs of other entities (read with guards on each attempt), from the parsed request. */
  context?: CommandContext<P>;
}

/**
 * `POST <path>`: creates an entity of the account from the request (200, as
 * the ads API answers a create) and answers it as its decision left it.
 */
export function createEntityController<V extends EntityView, C extends LifecycleCommandBase, P extends object>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  entity: AdsEntity<V, C, any, any>,
  options: WriteOptions<P, CommandFields<C>>,
): Type<object> {
  @ApiTags(options.tag)
  @Controller(adsPaths(options.path, options.versions))
  class CreateEntityController {
    constructor(readonly commands: CommandBus) {}

    @Post()
    @HttpCode(200)
    @AccountScoped()
    @(options.sandboxOnly ? SandboxOnly() : () => undefined)
    async create(@Param('account_id') accountId: string, @AdsParams(options.request) p: P) {
      const command = new CreateAdsEntityCommand(entity, requestContext.environment(), accountId, options.command(p), bound(options.context, p));
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
    constructor(readonly commands: CommandBus) {}

    @Put()
    @AccountScoped()
    @(options.sandboxOnly ? SandboxOnly() : () => undefined)
    async update(@Param('account_id') accountId: string, @Param(entity.idParam) id: string, @AdsParams(options.request) p: P) {
      const command = new UpdateAdsEntityCommand(entity, requestContext.environment(), accountId, id, options.command(p), bound(options.context, p));
      return AdsResponse.of(await this.commands.execute<UpdateAdsEntityCommand, V>(command));
    }
  }
  return UpdateEntityController;
}

const bound = <P>(context: CommandContext<P> | undefined, params: P) => context && ((entities: Parameters<CommandContext<P>>[0], where: Parameters<CommandContext<P>>[1]) => context(entities, where, params));
