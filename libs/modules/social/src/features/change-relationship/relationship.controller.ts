import { Body, Controller, Delete, HttpCode, Param, Post, type Type } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly, CallingUser, checkAuthenticatingUser, PlatformUserContext } from '@platform/auth';
import type { RelationshipKind } from '../../domain/relationship';
import { ChangeRelationshipCommand } from './change-relationship.command';
import { TargetUserRequest } from './target-user.request';

/** The routes of one kind of relationship: the path segment (`following`) and the member the answers set (`following`). */
interface RelationshipRoutes {
  kind: RelationshipKind;
  segment: string;
  member: string;
}

/** `{data: {following: true, pending_follow: false}}`, `{data: {muting: false}}`, ...: the platform's answers. */
const answer = ({ kind, member }: RelationshipRoutes, on: boolean) => ({ data: { [member]: on, ...(kind === 'follow' && on ? { pending_follow: false } : {}) } });

/**
 * The platform's own routes of a kind (`POST /2/users/:id/following` with
 * `target_user_id`, `DELETE /2/users/:source_user_id/following/:target_user_id`),
 * in the calling user's context with the kind's write scope: `:id` and
 * `:source_user_id` must be the calling user.
 */
export function platformRelationshipController(routes: RelationshipRoutes, writeScope: string): Type<object> {
  const { kind, segment } = routes;

  @ApiTags('users')
  @Controller('2/users')
  class PlatformRelationshipController {
    constructor(readonly commands: CommandBus) {}

    @Post(`:id/${segment}`)
    @HttpCode(200)
    @PlatformUserContext(writeScope, 'tweet.read', 'users.read')
    async on(@CallingUser() userId: string, @Param('id') id: string, @Body() body: TargetUserRequest) {
      checkAuthenticatingUser('id', id, userId);
      const command = new ChangeRelationshipCommand(kind, true, { id, parameter: 'id', inPath: true }, { id: body.target_user_id, parameter: 'target_user_id' });
      return answer(routes, await this.commands.execute(command));
    }

    @Delete(`:source_user_id/${segment}/:target_user_id`)
    @PlatformUserContext(writeScope, 'tweet.read', 'users.read')
    async off(@CallingUser() userId: string, @Param('source_user_id') sourceId: string, @Param('target_user_id') targetId: string) {
      checkAuthenticatingUser('source_user_id', sourceId, userId);
      const command = new ChangeRelationshipCommand(
        kind,
        false,
        { id: sourceId, parameter: 'source_user_id', inPath: true },
        { id: targetId, parameter: 'target_user_id', inPath: true },
      );
      return answer(routes, await this.commands.execute(command));
    }
  }
  return PlatformRelationshipController;
}

/**
 * The admin API's routes of a kind, shaped as the platform's own under
 * `/admin/users` and answering as they do, for any user: how follows, mutes
 * and blocks are simulated (blocks have no public endpoint).
 */
export function adminRelationshipController(routes: RelationshipRoutes): Type<object> {
  const { kind, segment } = routes;

  @ApiTags('admin')
  @AdminOnly()
  @Controller('admin/users')
  class AdminRelationshipController {
    constructor(readonly commands: CommandBus) {}

    /** Turns the relationship on (an activity event of the kind: follow.follow, mute.mute, block.block); doing it again changes nothing. */
    @Post(`:user_id/${segment}`)
    @HttpCode(200)
    async on(@Param('user_id') userId: string, @Body() body: TargetUserRequest) {
      const command = new ChangeRelationshipCommand(kind, true, { id: userId, parameter: 'user_id', inPath: true }, { id: body.target_user_id, parameter: 'target_user_id' });
      return answer(routes, await this.commands.execute(command));
    }

    /** Turns it off (follow.unfollow, mute.unmute, block.unblock); undoing what was not done changes nothing. */
    @Delete(`:source_user_id/${segment}/:target_user_id`)
    async off(@Param('source_user_id') sourceId: string, @Param('target_user_id') targetId: string) {
      const command = new ChangeRelationshipCommand(
        kind,
        false,
        { id: sourceId, parameter: 'source_user_id', inPath: true },
        { id: targetId, parameter: 'target_user_id', inPath: true },
      );
      return answer(routes, await this.commands.execute(command));
    }
  }
  return AdminRelationshipController;
}

export const FOLLOW_ROUTES: RelationshipRoutes = { kind: 'follow', segment: 'following', member: 'following' };
export const MUTE_ROUTES: RelationshipRoutes = { kind: 'mute', segment: 'muting', member: 'muting' };
export const BLOCK_ROUTES: RelationshipRoutes = { kind: 'block', segment: 'blocking', member: 'blocking' };
