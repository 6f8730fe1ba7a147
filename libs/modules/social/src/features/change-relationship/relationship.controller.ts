import { applyDecorators, Body, Controller, Delete, HttpCode, Param, Post, type Type } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly, checkAuthenticatingUser, CurrentPrincipal, type OAuth2Scope, PlatformUserContext, type Principal } from '@platform/auth';
import type { RelationshipKind } from '../../domain/relationship';
import { ChangeRelationshipCommand } from './change-relationship.command';
import { TargetUserRequest } from './target-user.request';

/** The routes of one kind of relationship: the path segment (`following`) and the member the answers set (`following`). */
interface RelationshipRoutes {
  kind: RelationshipKind;
  segment: string;
  member: string;
}

/**
 * Who the routes act for: the calling user on the platform's own routes
 * (`/2/users/:id/...`, with the kind's write scope, the path's user being the
 * caller), or any user on the admin API's (`/admin/users/:user_id/...`).
 */
type RelationshipAccess = { api: 'platform'; writeScope: OAuth2Scope } | { api: 'admin' };

/**
 * The routes of a kind, shaped as the platform's own (`POST .../:id/following`
 * with `target_user_id`, `DELETE .../:source_user_id/following/:target_user_id`)
 * and answering as they do: `{data: {following: true, pending_follow: false}}`,
 * `{data: {muting: false}}`, ...
 */
export function relationshipController(routes: RelationshipRoutes, access: RelationshipAccess): Type<object> {
  const { kind, segment, member } = routes;
  const platform = access.api === 'platform';
  const idParam = platform ? 'id' : 'user_id';
  const authenticated = access.api === 'platform' ? PlatformUserContext(access.writeScope, 'tweet.read', 'users.read') : applyDecorators();
  const answer = (on: boolean) => ({ data: { [member]: on, ...(kind === 'follow' && on ? { pending_follow: false } : {}) } });
  /** On the platform's routes, the path's user must be the caller; the admin API acts for anyone. */
  const actingFor = (parameter: string, value: string, principal: Principal | undefined) => {
    if (platform) checkAuthenticatingUser(parameter, value, (principal && 'userId' in principal && principal.userId) || '');
  };

  @ApiTags(platform ? 'users' : 'admin')
  @(platform ? applyDecorators() : AdminOnly())
  @Controller(platform ? '2/users' : 'admin/users')
  class RelationshipController {
    constructor(readonly commands: CommandBus) {}

    /** Turns the relationship on (follow.follow, mute.mute, block.block); doing it again changes nothing. */
    @Post(`:${idParam}/${segment}`)
    @HttpCode(200)
    @authenticated
    async on(@CurrentPrincipal() principal: Principal | undefined, @Param(idParam) id: string, @Body() body: TargetUserRequest) {
      actingFor(idParam, id, principal);
      const source = { id, parameter: idParam, inPath: true };
      return answer(await this.commands.execute(new ChangeRelationshipCommand(kind, true, source, { id: body.target_user_id, parameter: 'target_user_id' })));
    }

    /** Turns it off (follow.unfollow, mute.unmute, block.unblock); undoing what was not done changes nothing. */
    @Delete(`:source_user_id/${segment}/:target_user_id`)
    @authenticated
    async off(@CurrentPrincipal() principal: Principal | undefined, @Param('source_user_id') sourceId: string, @Param('target_user_id') targetId: string) {
      actingFor('source_user_id', sourceId, principal);
      const source = { id: sourceId, parameter: 'source_user_id', inPath: true };
      return answer(await this.commands.execute(new ChangeRelationshipCommand(kind, false, source, { id: targetId, parameter: 'target_user_id', inPath: true })));
    }
  }
  return RelationshipController;
}

export const FOLLOW_ROUTES: RelationshipRoutes = { kind: 'follow', segment: 'following', member: 'following' };
export const MUTE_ROUTES: RelationshipRoutes = { kind: 'mute', segment: 'muting', member: 'muting' };
export const BLOCK_ROUTES: RelationshipRoutes = { kind: 'block', segment: 'blocking', member: 'blocking' };
