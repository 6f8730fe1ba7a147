import { applyDecorators, Delete, Get, HttpCode, Param, Post, Put, type Type } from '@nestjs/common';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, SandboxOnly } from '@platform/http';
import type { AnyAdsEntity } from './ads-entity';
import { AdsEntities, ownersOf } from './ads-entity-commands';
import { type EndpointOptions, endpointClass } from './entity-endpoints';
import { OwnerParam, ScopeAuth } from './entity-scope';

/**
 * A route of one entity that answers from its stream rather than its read
 * model: a command of the stream's own decider (an account's features, a
 * list's users), or, for a GET, the stream's state as it is. The kit adds
 * the environment, the owner, the entity's id and the time; the route names
 * the command and what of the decided state it answers.
 */
export interface StreamRouteOptions<P, S> extends EndpointOptions {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  request: Type<P>;
  /** The decider's command, from the parsed request (none for a GET: the state is read, not decided on). */
  command?: (params: P) => { type: string } & Record<string, unknown>;
  /** What the route answers (in `data`) of the state the decision left, or of the state read. */
  answer: (state: S, params: P) => unknown;
}

const VERBS = { GET: Get, POST: Post, PUT: Put, DELETE: Delete };

/** The route: the caller's ownership checked first, then the sandbox, as the API answers them. */
export function streamRouteController<P extends object, S>(entity: AnyAdsEntity, options: StreamRouteOptions<P, S>): Type<object> {
  const command = options.command;
  @endpointClass(options)
  class StreamRouteController {
    constructor(readonly entities: AdsEntities) {}

    @(VERBS[options.method]())
    @applyDecorators(...(options.method === 'POST' ? [HttpCode(200)] : []), ScopeAuth(entity.scope), ...(options.sandboxOnly ? [SandboxOnly()] : []))
    async route(@OwnerParam(entity.scope) owner: string, @Param(entity.idParam) id: string, @AdsParams(options.request) p: P) {
      const environment = requestContext.environment();
      const sent = command?.(p);
      const state = sent
        ? await this.entities.execute(entity, sent.type, { ...sent, environment, ...ownersOf(entity, owner), id })
        : await this.entities.state(entity, environment, owner, id);
      return AdsResponse.of(options.answer(state as S, p));
    }
  }
  return StreamRouteController;
}
