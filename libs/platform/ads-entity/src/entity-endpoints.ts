import { Controller, Delete, Get, Param, Req, type Type } from '@nestjs/common';
import type { Request } from 'express';
import { CommandBus } from '@nestjs/cqrs';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AccountScoped } from '@platform/auth';
import { type DomainError, type EntityView, requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths, BooleanParam, type ListParamsShape, parseSortBy, SandboxOnly } from '@platform/http';
import type { EntityTable, ListQuery } from '@platform/read-model';
import type { AnyAdsEntity } from './ads-entity';
import { DeleteAdsEntityCommand, type Release } from './ads-entity-commands';

/**
 * The endpoints every ads entity has, mounted in a line each by the feature
 * that owns the path (`features/get-campaign/get-campaign.controller.ts`):
 * get one, list with the common conventions, delete. They read the entity's
 * read model (get, list) or send the kit's delete command.
 */

/** What the read endpoints need of an entity: its read model and its not-found error. */
export interface ReadableEntity<V extends { id: string }> {
  table: EntityTable<V>;
  idParam: string;
  notFound(id: string, accountId: string): DomainError;
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
}

class GetEntityRequest {
  @BooleanParam()
  with_deleted: boolean = false;
}

/** `GET <path>`: one entity of the account (deleted ones with `with_deleted=true`), or 404 naming the id parameter. */
export function getEntityController<V extends { id: string }>(entity: ReadableEntity<V>, options: EndpointOptions): Type<object> {
  @ApiTags(options.tag)
  @Controller(adsPaths(options.path, options.versions))
  class GetEntityController {
    constructor(@InjectDataSource() readonly db: DataSource) {}

    @Get()
    @AccountScoped()
    async get(
      @Param('account_id') accountId: string,
      @Param(entity.idParam) id: string,
      @AdsParams(GetEntityRequest) p: GetEntityRequest,
    ) {
      const found = await entity.table.get(this.db, requestContext.environment(), accountId, id, p.with_deleted);
      if (!found) throw entity.notFound(id, accountId);
      return AdsResponse.of(found);
    }
  }
  return GetEntityController;
}

export interface ListOptions<R extends ListParamsShape> extends EndpointOptions {
  /** The request DTO: `ListParams({count, sortFields})` plus the list's own filters. */
  request: Type<R>;
  /** The list's own filters (id lists, statuses) and `q`, from the parsed request. */
  query?: (params: R) => Pick<ListQuery, 'filters' | 'q'>;
  /**
   * The entity the listed ones belong to, named in the path: a parent the
   * account cannot see answers its not-found error rather than an empty list.
   */
  parent?: ReadableEntity<{ id: string }>;
}

/**
 * `GET <path>`: a page of the account's entities with the common conventions
 * (count bounds, cursor, with_deleted, with_total_count, sort_by) and the
 * list's own filters.
 */
export function listEntityController<V extends { id: string }, R extends ListParamsShape>(
  entity: { table: EntityTable<V> },
  options: ListOptions<R>,
): Type<object> {
  const sortFields = Object.keys(entity.table.spec.sortColumns);
  @ApiTags(options.tag)
  @Controller(adsPaths(options.path, options.versions))
  class ListEntityController {
    constructor(@InjectDataSource() readonly db: DataSource) {}

    @Get()
    @AccountScoped()
    @(options.parent ? ApiParam({ name: options.parent.idParam, type: String }) : () => undefined)
    async list(@Param('account_id') accountId: string, @AdsParams(options.request) p: R, @Req() req: Request) {
      const parent = options.parent;
      if (parent) {
        const parentId = String(req.params[parent.idParam]);
        if (!(await parent.table.get(this.db, requestContext.environment(), accountId, parentId))) throw parent.notFound(parentId, accountId);
      }
      const page = await entity.table.listJson(this.db, {
        environment: requestContext.environment(),
        accountId,
        ...options.query?.(p),
        withDeleted: p.with_deleted,
        sortBy: parseSortBy(p.sort_by, sortFields),
        count: p.count,
        cursor: p.cursor,
        withTotalCount: p.with_total_count,
      });
      return AdsResponse.page(page);
    }
  }
  return ListEntityController;
}

/**
 * `DELETE <path>`: sets `deleted`, irreversibly; the entity answers 404
 * afterwards. Answers the deleted entity. `releases`: what the deletion
 * frees besides (its claims), in the same append.
 */
export function deleteEntityController(entity: AnyAdsEntity, options: EndpointOptions & { releases?: Release }): Type<object> {
  @ApiTags(options.tag)
  @Controller(adsPaths(options.path, options.versions))
  class DeleteEntityController {
    constructor(readonly commands: CommandBus) {}

    @Delete()
    @AccountScoped()
    @(options.sandboxOnly ? SandboxOnly() : () => undefined)
    async delete(@Param('account_id') accountId: string, @Param(entity.idParam) id: string) {
      return AdsResponse.of(
        await this.commands.execute<DeleteAdsEntityCommand, EntityView>(
          new DeleteAdsEntityCommand(entity, requestContext.environment(), accountId, id, options.releases),
        ),
      );
    }
  }
  return DeleteEntityController;
}
