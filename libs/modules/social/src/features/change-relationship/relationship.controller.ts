import { Body, Controller, Delete, HttpCode, Param, Post, type Type } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '@platform/auth';
import type { RelationshipKind } from '../../domain/relationship';
import { ChangeRelationshipCommand } from './change-relationship.command';
import { TargetUserRequest } from './target-user.request';

/**
 * The admin routes of one kind of relationship, shaped as the platform's own
 * (`POST /2/users/:id/following` with `target_user_id`, `DELETE
 * /2/users/:source_user_id/following/:target_user_id`) under `/admin/users`,
 * answering as they do: `{data: {following: true, pending_follow: false}}`,
 * `{data: {muting: false}}`, ...
 */
export function relationshipController(kind: RelationshipKind, segment: string, member: string): Type<object> {
  const answer = (on: boolean) => ({ data: { [member]: on, ...(kind === 'follow' && on ? { pending_follow: false } : {}) } });

  @ApiTags('admin')
  @AdminOnly()
  @Controller('admin/users')
  class RelationshipController {
    constructor(readonly commands: CommandBus) {}

    /** Turns the relationship on (an activity event of the kind: follow.follow, mute.mute, block.block); doing it again changes nothing. */
    @Post(`:user_id/${segment}`)
    @HttpCode(200)
    async on(@Param('user_id') userId: string, @Body() body: TargetUserRequest) {
      return answer(await this.commands.execute(new ChangeRelationshipCommand(kind, true, userId, body.target_user_id)));
    }

    /** Turns it off (follow.unfollow, mute.unmute, block.unblock); undoing what was not done changes nothing. */
    @Delete(`:source_user_id/${segment}/:target_user_id`)
    async off(@Param('source_user_id') sourceId: string, @Param('target_user_id') targetId: string) {
      return answer(await this.commands.execute(new ChangeRelationshipCommand(kind, false, sourceId, targetId)));
    }
  }
  return RelationshipController;
}
