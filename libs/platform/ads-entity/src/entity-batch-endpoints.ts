import { Body, HttpCode, Post, type Type } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ModuleRef } from '@nestjs/core';
import { CallingUser } from '@platform/auth';
import type { OwnedEntity } from '@platform/ddd';
import { AdsError, AdsParams, AdsResponse, StringParam } from '@platform/http';
import type { AnyAdsEntity } from './ads-entity';
import { AdsEntities, type BatchItem, type Context } from './ads-entity-commands';
import { BatchEndpoint, type BatchOperation, judgeBatchBody } from './batch-body';
import { Claims, type ClaimingContext } from './claims';
import { type EndpointOptions, endpointClass } from './entity-endpoints';
import { OwnerParam, ParentOwnerParam, ScopeAuth } from './entity-scope';
import { scopeOf } from './entity-write-endpoints';
import type { CommandScope } from './entity-write-commands';

/** What an operation of a batch is turned into an item with: the route's scope, the kit's runner, and the batch's claims. */
export interface BatchScope extends CommandScope {
  entities: AdsEntities;
  /** A context whose claims are decided in the batch's one session, in request order (`Claims.inBatch`). */
  claiming: <V, T = object>(context: ClaimingContext<V, T>) => Context<V, T>;
}

type Kit = { entities: AdsEntities; inBatch: ReturnType<Claims['inBatch']> };

/**
 * Operations on entities of one kind, written as a whole (`AdsEntities.batchOf`):
 * each turned into an item with the batch's claims (an operation whose
 * parameters break a rule there is that operation's error).
 */
export class BatchAdsEntityCommand {
  constructor(
    readonly entity: AnyAdsEntity,
    readonly operations: readonly unknown[],
    readonly item: (operation: never, index: number, kit: Kit) => BatchItem,
  ) {}
}

@CommandHandler(BatchAdsEntityCommand)
export class BatchAdsEntityHandler implements ICommandHandler<BatchAdsEntityCommand, OwnedEntity[]> {
  constructor(
    private readonly entities: AdsEntities,
    private readonly claims: Claims,
  ) {}

  execute({ entity, operations, item }: BatchAdsEntityCommand): Promise<OwnedEntity[]> {
    const kit: Kit = { entities: this.entities, inBatch: this.claims.inBatch(operations.length) };
    return this.entities.batchOf(entity, operations, (operation, index) => item(operation as never, index, kit));
  }
}

/** What an operation makes of its params: the command's own members (the kit adds environment, owners and, but on a create, the id) and what it needs of others. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type BatchPart = { command?: Record<string, unknown>; context?: Context<any, object> };

/** An operation type of a batch: its params' DTO (in general its single endpoint's request) and what it makes of them. */
export interface BatchOperationSpec<P> {
  request: Type<P>;
  item: (params: P, batch: BatchScope) => BatchPart;
}

export interface BatchOptions<C, U> extends EndpointOptions {
  /** The most operations a request takes. */
  max: number;
  create?: BatchOperationSpec<C>;
  /** Its params: the update's request and the entity's id (`campaign_id`), required. */
  update?: BatchOperationSpec<U>;
  /** Its params: the entity's id, required; `true` when a delete needs nothing else. */
  delete?: true | { item: (id: string, batch: BatchScope) => BatchPart };
}

/** The id of the entity an operation names, required: a batch's Update and Delete params. */
function withId<P>(request: Type<P> | undefined, idParam: string): Type<object> {
  const Base = (request ?? class {}) as Type<object>;
  class WithId extends Base {}
  StringParam({ required: true, minLength: 1 })(WithId.prototype, idParam);
  return WithId;
}

const KINDS = { Create: 'create', Update: 'update', Delete: 'delete' } as const;

/**
 * `POST <path>` of a batch: a JSON array of `{operation_type, params}` of
 * Create, Update and Delete operations (those the options give), judged as a
 * whole (`judgeBatchBody`), applied all or none, answered in request order
 * with each operation echoed.
 */
export function batchEntityController<C extends object, U extends object>(entity: AnyAdsEntity, options: BatchOptions<C, U>): Type<object> {
  const operations: Record<string, Type<object>> = {};
  if (options.create) operations.Create = options.create.request;
  if (options.update) operations.Update = withId(options.update.request, entity.idParam);
  if (options.delete) operations.Delete = withId(undefined, entity.idParam);
  const deletion = options.delete;
  const part = ({ operationType, params }: BatchOperation<string>, batch: BatchScope): BatchPart => {
    const id = String(params[entity.idParam]);
    if (operationType === 'Create') return options.create!.item(params as C, batch);
    if (operationType === 'Update') return options.update!.item(params as U, batch);
    return deletion === true ? {} : deletion!.item(id, batch);
  };

  @endpointClass(options)
  class BatchEntityController {
    constructor(
      readonly commands: CommandBus,
      readonly moduleRef: ModuleRef,
    ) {}

    @Post()
    @HttpCode(200)
    @ScopeAuth(entity.scope)
    @BatchEndpoint(Object.keys(operations))
    async batch(
      @OwnerParam(entity.scope) owner: string,
      @CallingUser() userId: string,
      @ParentOwnerParam(entity.scope) parentOwner: string | undefined,
      @Body() body: unknown,
    ) {
      const judged = judgeBatchBody(body, { max: options.max, operations });
      const scope = scopeOf(this.moduleRef, entity, owner, userId, parentOwner);
      const item = (operation: BatchOperation<string>, index: number, { entities, inBatch }: Kit): BatchItem => {
        const kind = KINDS[operation.operationType as keyof typeof KINDS];
        const { command, context } = part(operation, { ...scope, entities, claiming: (c) => inBatch(index, c) });
        const id = kind === 'create' ? {} : { id: String(operation.params[entity.idParam]) };
        return { kind, command: { environment: scope.environment, ...scope.owners, ...id, ...command }, context };
      };
      const answers = await this.commands.execute<BatchAdsEntityCommand, OwnedEntity[]>(new BatchAdsEntityCommand(entity, judged, item));
      return AdsResponse.batch(answers, judged.map((o) => o.echo));
    }
  }
  return BatchEntityController;
}

export interface CreateManyOptions<P> extends EndpointOptions {
  /** The request DTO. */
  request: Type<P>;
  /** The entities to create, each as a batch item. */
  items: (params: P, scope: CommandScope) => readonly BatchItem[];
}

/**
 * `POST <path>`: creates several entities from one request's parameters
 * (not a batch's operations), all or none, answered as a list; a refusal is
 * one error listing each item's.
 */
export function createEntitiesController<P extends object>(entity: AnyAdsEntity, options: CreateManyOptions<P>): Type<object> {
  @endpointClass(options)
  class CreateEntitiesController {
    constructor(
      readonly commands: CommandBus,
      readonly moduleRef: ModuleRef,
    ) {}

    @Post()
    @HttpCode(200)
    @ScopeAuth(entity.scope)
    async create(
      @OwnerParam(entity.scope) owner: string,
      @CallingUser() userId: string,
      @AdsParams(options.request) p: P,
      @ParentOwnerParam(entity.scope) parentOwner: string | undefined,
    ) {
      const items = options.items(p, scopeOf(this.moduleRef, entity, owner, userId, parentOwner));
      try {
        return AdsResponse.of(await this.commands.execute<BatchAdsEntityCommand, OwnedEntity[]>(new BatchAdsEntityCommand(entity, items, (item: BatchItem) => item)));
      } catch (error) {
        throw asOneError(error);
      }
    }
  }
  return CreateEntitiesController;
}

/** A batch's refusal as one ads error listing each operation's errors (the endpoint takes a list, not operations). */
function asOneError(error: unknown): unknown {
  const operations = error instanceof AdsError ? (error.body.operation_errors as AdsError['entries'][] | undefined) : undefined;
  if (!operations) return error;
  const [first, ...more] = operations.flat();
  return new AdsError(400, first.code, first.message, first.parameter, more);
}
