import { Controller, Get, type Type } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AccountScoped, UserContext } from '@platform/auth';
import { AdsError, AdsParams, type AdsResponse, adsPaths, CountParam, decodeCursor, encodeCursor, type Page, StringParam } from '@platform/http';

/** `count` and `cursor` of a reference list (a fixed catalogue paged in its own order). */
export class ReferenceListRequest {
  @CountParam(1, 1000)
  count: number = 200;

  @StringParam({ minLength: 1 })
  cursor?: string;
}

/**
 * A page of a fixed, in-memory list (a reference catalogue, filtered by the
 * request): the cursor holds how many items of the list came before the next
 * page, signed for its scope like every cursor. total_count is the whole list.
 */
export function pageOfList<T>(items: readonly T[], count: number, cursor: string | undefined, scope: string): Page<T> & { total_count: number } {
  let offset = 0;
  if (cursor !== undefined) {
    const position = decodeCursor(cursor, scope);
    if (position.length !== 1 || !Number.isSafeInteger(position[0]) || (position[0] as number) < 0) {
      throw new AdsError(400, 'INVALID_PARAMETER', `Invalid cursor: ${cursor}`, 'cursor');
    }
    offset = position[0] as number;
  }
  const end = offset + count;
  return {
    data: items.slice(offset, end),
    next_cursor: end < items.length ? encodeCursor([end], scope) : null,
    total_count: items.length,
  };
}

export interface ReferenceListOptions<P> {
  /** The path under the ads version ('bidding_rules'). */
  path: string;
  /** The OpenAPI tag. */
  tag: string;
  /** Who may read it: any user (the default), or the owner of the path's account. */
  scope?: 'user' | 'account';
  /** The request DTO, when the list takes parameters. */
  request?: Type<P>;
  /** The answer, from the parsed request. */
  answer: (params: P) => AdsResponse<unknown>;
}

const none: ParameterDecorator = () => undefined;

/** `GET <path>`: a reference catalogue the server holds (not an entity's read model), answered from memory. */
export function referenceListController<P extends object = object>(options: ReferenceListOptions<P>): Type<object> {
  @ApiTags(options.tag)
  @Controller(adsPaths(options.path))
  class ReferenceListController {
    @Get()
    @(options.scope === 'account' ? AccountScoped() : UserContext())
    list(@(options.request ? AdsParams(options.request) : none) p: P) {
      return options.answer(p);
    }
  }
  return ReferenceListController;
}
