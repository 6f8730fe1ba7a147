import { Body, Controller, Delete, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly, CallingUser, checkAuthenticatingUser, PlatformUserContext } from '@platform/auth';
import { NUMERIC_ID } from '@platform/ddd';
import { platformNumericId, ProblemError } from '@platform/http';
import { LikePostCommand } from './like-post.command';
import { LikePostRequest, PlatformLikePostRequest } from './like-post.request';

/**
 * `POST /2/users/:id/likes` and `DELETE /2/users/:id/likes/:tweet_id`: the
 * calling user likes a post or takes the like back (like.create for the liker
 * and the post's author), answering `{data: {liked: bool}}`.
 */
@ApiTags('users')
@Controller('2/users/:id/likes')
export class LikePostController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  @PlatformUserContext('like.write', 'tweet.read', 'users.read')
  async like(@CallingUser() userId: string, @Param('id') id: string, @Body() body: PlatformLikePostRequest): Promise<{ data: { liked: boolean } }> {
    checkAuthenticatingUser('id', id, userId);
    const [parameter, postId] = body.tweet_id !== undefined ? ['tweet_id', body.tweet_id] : ['post_id', body.post_id];
    if (postId === undefined) throw ProblemError.invalidParameter('tweet_id', undefined, 'The `tweet_id` field is required');
    if (body.tweet_id !== undefined && body.post_id !== undefined && body.tweet_id !== body.post_id) {
      throw ProblemError.invalidParameter('post_id', body.post_id, 'The `post_id` field names another post than `tweet_id`: give one of them');
    }
    return { data: { liked: await this.commands.execute(new LikePostCommand(userId, postId, true, parameter)) } };
  }

  @Delete(':tweet_id')
  @PlatformUserContext('like.write', 'tweet.read', 'users.read')
  async unlike(@CallingUser() userId: string, @Param('id') id: string, @Param('tweet_id') postId: string): Promise<{ data: { liked: boolean } }> {
    checkAuthenticatingUser('id', id, userId);
    platformNumericId('tweet_id', postId);
    return { data: { liked: await this.commands.execute(new LikePostCommand(userId, postId, false, 'tweet_id')) } };
  }
}

/**
 * The same under `/admin/users`, for any user (`post_id` in the body and the
 * path), answering alike.
 */
@ApiTags('admin')
@AdminOnly()
@Controller('admin/users')
export class AdminLikePostController {
  constructor(private readonly commands: CommandBus) {}

  /** Likes a post (activity event like.create, for the liker and the post's author); liking again changes nothing. */
  @Post(':user_id/likes')
  @HttpCode(200)
  async like(@Param('user_id') userId: string, @Body() body: LikePostRequest): Promise<{ data: { liked: boolean } }> {
    if (!NUMERIC_ID.test(userId)) throw ProblemError.resourceNotFound('user', 'user_id', userId);
    return { data: { liked: await this.commands.execute(new LikePostCommand(userId, body.post_id, true)) } };
  }

  /** Takes a like back; a post not liked stays so. */
  @Delete(':user_id/likes/:post_id')
  async unlike(@Param('user_id') userId: string, @Param('post_id') postId: string): Promise<{ data: { liked: boolean } }> {
    if (!NUMERIC_ID.test(userId)) throw ProblemError.resourceNotFound('user', 'user_id', userId);
    if (!NUMERIC_ID.test(postId)) throw ProblemError.resourceNotFound('post', 'post_id', postId);
    return { data: { liked: await this.commands.execute(new LikePostCommand(userId, postId, false)) } };
  }
}
