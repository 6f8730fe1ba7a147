import { Body, Controller, Delete, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '@platform/auth';
import { ProblemError } from '@platform/http';
import { LikePostCommand } from './like-post.command';
import { LikePostRequest } from './like-post.request';

const USER_ID = /^[0-9]{1,19}$/;

/**
 * Likes, simulated (the platform API's like endpoints are not served here),
 * shaped as the platform's own (`POST /2/users/:id/likes`, `DELETE
 * /2/users/:id/likes/:tweet_id`) under `/admin/users`, answering as they do:
 * `{data: {liked: true}}`.
 */
@ApiTags('admin')
@AdminOnly()
@Controller('admin/users')
export class LikePostController {
  constructor(private readonly commands: CommandBus) {}

  /** Likes a post (activity event like.create, for the liker and the post's author); liking again changes nothing. */
  @Post(':user_id/likes')
  @HttpCode(200)
  async like(@Param('user_id') userId: string, @Body() body: LikePostRequest): Promise<{ data: { liked: boolean } }> {
    if (!USER_ID.test(userId)) throw ProblemError.resourceNotFound('user', 'user_id', userId);
    return { data: { liked: await this.commands.execute(new LikePostCommand(userId, body.post_id, true)) } };
  }

  /** Takes a like back; a post not liked stays so. */
  @Delete(':user_id/likes/:post_id')
  async unlike(@Param('user_id') userId: string, @Param('post_id') postId: string): Promise<{ data: { liked: boolean } }> {
    if (!USER_ID.test(userId)) throw ProblemError.resourceNotFound('user', 'user_id', userId);
    if (!USER_ID.test(postId)) throw ProblemError.resourceNotFound('post', 'post_id', postId);
    return { data: { liked: await this.commands.execute(new LikePostCommand(userId, postId, false)) } };
  }
}
