import { Controller, Delete, Get, Param, Req, type Type } from '@nestjs/common';
import type { Request } from 'express';
import { CommandBus } from '@nestjs/cqrs';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Beta, type BetaName, CallingUser } from '@platform/auth';
import { type DomainError, type OwnedEntity, requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths, BooleanParam, type ListParamsShape, parseSortBy, SandboxOnly } from '@platform/http';
import type { EntityTable, ListQuery } from '@platform/read-model';
import { type AnyAdsEntity, type EntityScope, parentOf } from './ads-entity';
import { DeleteAdsEntityCommand, type Release } from './ads-entity-commands';
import { callerOf, checkUserParam, echoPathIdAsId, OwnerParam, ParentOwnerParam, requireParent, ScopeAuth } from './entity-scope';

/**
 * The endpoints every ads entity has, mounted in a line each by the feature
 * that owns the path (`features/get-campaign/get-campaign.controller.ts`):
 * get one, list with the common conventions, delete. They read the entity's
 * read model (get, list) or send the kit's delete command. The entity's
 * scope says whose the entities are: the path's account's (the default),
 * the calling user's, or the path's parent's (which the caller must own).
 */

/** What the read endpoints need of an entity: its read model and its not-found error (and whose it is, and how it shows, when not an account's as stored). */
export interface ReadableEntity<V extends { id: string }> {
  table: EntityTable<V>;
  idParam: string;
  notFound(id: string, owner: string): DomainError;
  name?: string;
  scope?: EntityScope;
  view?(entity: V): object;
}

export interface EndpointOptions {
  /** The path under the ads version: 'accounts/:account_id/campaigns/:campaign_id' (or its spellings: `postPaths`). */
  path: string | readonly string[];
  /** The OpenAPI tag. */
  tag: string;
  /** The API versions the path is served under (default `adsPaths`': 12 and 11). */
  versions?: readonly string[];
  /** Served on the sandbox only (403 `ACTION_NOT_ALLOWED` in production), as the API offers some writes. */
  sandboxOnly?: boolean;
  /** Served to apps granted this early-access beta only. */
  beta?: BetaName;
  /** `request.params` names the path's id of the entity `id`, as some references echo it. */
  echoIdAsId?: boolean;
}

/** Class decorators an endpoint's options call for. */
export function endpointClass(options: EndpointOptions): ClassDecorator {
  const beta = options.beta;
  return (target) => {
    ApiTags(options.tag)(target);
    if (beta) Beta(beta)(target);
    Controller(adsPaths(options.path, options.versions))(target);
  };
}

const noDecorator = () => undefined;

/** A method's decorator when `on`, none otherwise. */
export const when = (on: unknown, decorator: () => MethodDecorator): MethodDecorator => (on ? decorator() : noDecorator);

/** `@Req()` when the options echo the path id as `id` (which needs the request). */
export const RequestWhen = (options: EndpointOptions): ParameterDecorator => (options.echoIdAsId ? Req() : noDecorator);

class GetEntityRequest {
  @BooleanParam()
  with_deleted: boolean = false;
}

export interface GetOptions extends EndpointOptions {
  /** `false`: the entity is removed when deleted, so the route takes no `with_deleted`. */
  withDeleted?: boolean;
  /** The entity's id, when the path names it otherwise than as it is stored (a user's settings on an account: both joined). */
  idOf?: (pathId: string, owner: string) => string;
  /**
   * An entity every owner has, set by a PUT (settings): what it is before
   * its first one, answered rather than its not-found.
   */
  unset?: (pathId: string, owner: string) => object;
  /** Throws when the caller may not read what the path names (a user reads its own settings only). */
  judge?: (pathId: string, caller: string) => void;
}

/** `GET <path>`: one entity of its owner (deleted ones with `with_deleted=true`), or 404 naming the id parameter. */
export function getEntityController<V extends { id: string }>(entity: ReadableEntity<V>, options: GetOptions): Type<object> {
  const withDeleted = options.withDeleted !== false;
  const underParent = parentOf(entity) !== undefined;
  @endpointClass(options)
  class GetEntityController {
    constructor(@InjectDataSource() readonly db: DataSource) {}

    @Get()
    @ScopeAuth(entity.scope)
    async get(
      @OwnerParam(entity.scope) owner: string,
      @Param(entity.idParam) id: string,
      @(withDeleted ? AdsParams(GetEntityRequest) : noDecorator) p: GetEntityRequest | undefined,
      @ParentOwnerParam(entity.scope) parentOwner: string | undefined,
      @RequestWhen(options) req: Request,
      @(options.judge ? CallingUser() : noDecorator) caller: string,
    ) {
      if (options.echoIdAsId) echoPathIdAsId(req, entity.idParam);
      options.judge?.(id, caller);
      const environment = requestContext.environment();
      if (underParent) await requireParent(this.db, entity.scope, environment, owner, parentOwner);
      const found = (await entity.table.get(this.db, environment, owner, options.idOf?.(id, owner) ?? id, p?.with_deleted)) ?? (options.unset?.(id, owner) as V | undefined);
      if (!found) throw entity.notFound(id, owner);
      return AdsResponse.of(entity.view ? entity.view(found) : found);
    }
  }
  return GetEntityController;
}

export interface ListOptions<R extends object> extends EndpointOptions {
  /** The request DTO: `ListParams({count, sortFields})` plus the list's own filters (or a list's own paging, or none). */
  request: Type<R>;
  /** The list's own filters (id lists, statuses) and `q`, from the parsed request. */
  query?: (params: R) => Pick<ListQuery, 'filters' | 'q'>;
  /**
   * The entity the listed ones belong to, named in the path: a parent the
   * account cannot see answers its not-found error rather than an empty list.
   */
  parent?: ReadableEntity<{ id: string }>;
}

/** A list whose request takes no `count` (a user's one catalog) answers up to the API's largest page. */
const UNPAGED = 1000;

/**
 * `GET <path>`: a page of the owner's entities with the common conventions
 * (count bounds, cursor, with_deleted, with_total_count, sort_by) and the
 * list's own filters.
 */
export function listEntityController<V extends { id: string }, R extends object>(
  entity: Pick<ReadableEntity<V>, 'table' | 'scope' | 'view' | 'name'>,
  options: ListOptions<R>,
): Type<object> {
  const sortFields = Object.keys(entity.table.spec.sortColumns);
  const view = entity.view;
  const underParent = parentOf(entity) !== undefined;
  @endpointClass(options)
  class ListEntityController {
    constructor(@InjectDataSource() readonly db: DataSource) {}

    @Get()
    @ScopeAuth(entity.scope)
    @(options.parent ? ApiParam({ name: options.parent.idParam, type: String }) : noDecorator)
    async list(
      @OwnerParam(entity.scope) owner: string,
      @AdsParams(options.request) p: R,
      @Req() req: Request,
      @ParentOwnerParam(entity.scope) parentOwner: string | undefined,
    ) {
      const environment = requestContext.environment();
      checkUserParam(entity.scope, p, callerOf(entity.scope, owner, parentOwner), entity.name ?? 'entity');
      if (underParent) await requireParent(this.db, entity.scope, environment, owner, parentOwner);
      const parent = options.parent;
      if (parent) {
        const parentId = String(req.params[parent.idParam]);
        if (!(await parent.table.get(this.db, environment, owner, parentId))) throw parent.notFound(parentId, owner);
      }
      const paging = p as Partial<ListParamsShape>;
      const query: ListQuery = {
        environment,
        owner,
        ...options.query?.(p),
        withDeleted: paging.with_deleted,
        sortBy: parseSortBy(paging.sort_by, sortFields),
        count: paging.count ?? UNPAGED,
        cursor: paging.cursor,
        withTotalCount: paging.with_total_count,
      };
      if (!view) return AdsResponse.page(await entity.table.listJson(this.db, query));
      const page = await entity.table.list(this.db, query);
      return AdsResponse.page({ ...page, data: page.data.map(view) });
    }
  }
  return ListEntityController;
}

export interface DeleteOptions extends EndpointOptions {
  /** What the deletion frees besides the entity (its claims), in the same append. */
  releases?: Release;
}

/**
 * `DELETE <path>`: sets `deleted`, irreversibly (or removes the entity); it
 * answers 404 afterwards. Answers the deleted entity.
 */
export function deleteEntityController(entity: AnyAdsEntity, options: DeleteOptions): Type<object> {
  @endpointClass(options)
  class DeleteEntityController {
    constructor(readonly commands: CommandBus) {}

    @Delete()
    @ScopeAuth(entity.scope)
    @when(options.sandboxOnly, SandboxOnly)
    async delete(
      @OwnerParam(entity.scope) owner: string,
      @Param(entity.idParam) id: string,
      @ParentOwnerParam(entity.scope) parentOwner: string | undefined,
      @RequestWhen(options) req: Request,
    ) {
      if (options.echoIdAsId) echoPathIdAsId(req, entity.idParam);
      return AdsResponse.of(
        await this.commands.execute<DeleteAdsEntityCommand, OwnedEntity>(
          new DeleteAdsEntityCommand(entity, requestContext.environment(), owner, id, options.releases, parentOwner),
        ),
      );
    }
  }
  return DeleteEntityController;
}
