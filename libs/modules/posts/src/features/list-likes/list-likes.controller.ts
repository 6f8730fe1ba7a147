import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { PlatformUserContext } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { decodePaginationToken, platformList, type PlatformList, platformNumericId, ProblemError } from '@platform/http';
import { PlatformUsersQuery } from '@modules/identity';
import { LikesReadModel } from '../../projections/likes.read-model';
import { PostsReadModel } from '../../projections/posts.read-model';
import { platformPostView } from '../../views/post-views';
import { postFieldsOf } from '../shared/platform-post.request';
import { pathUser } from '../shared/path-user';
import { ListLikedPostsQuery, ListLikingUsersQuery } from './list-likes.request';

type LikeList = PlatformList<Record<string, unknown>>;

/**
 * The platform's like lists, newest like first: the posts a user likes
 * (`/2/users/:id/liked_tweets`) and the users who like a post
 * (`/2/tweets/:id/liking_users`, also under `/2/posts`). User context only,
 * as the OpenAPI document has them; an unknown user or post is 404
 * `resource-not-found`.
 */
@ApiTags('posts')
@Controller()
export class ListLikesController {
  constructor(
    private readonly likes: LikesReadModel,
    private readonly posts: PostsReadModel,
    private readonly queries: QueryBus,
  ) {}

  @Get('2/users/:id/liked_tweets')
  @PlatformUserContext('tweet.read', 'users.read', 'like.read')
  async likedPosts(@Param('id') id: string, @Query() query: ListLikedPostsQuery): Promise<LikeList> {
    await pathUser(this.queries, id);
    const limit = query.max_results;
    const before = decodePaginationToken(query.pagination_token);
    const rows = await this.likes.likedPosts(requestContext.environment(), id, limit + 1, before);
    const fields = postFieldsOf(query);
    return platformList(rows, limit, rows.slice(0, limit).map((row) => platformPostView(row.post, fields)));
  }

  @Get(['2/tweets/:id/liking_users', '2/posts/:id/liking_users'])
  @PlatformUserContext('tweet.read', 'users.read', 'like.read')
  async likingUsers(@Param('id') id: string, @Query() query: ListLikingUsersQuery): Promise<LikeList> {
    platformNumericId('id', id);
    const post = await this.posts.get(requestContext.environment(), id);
    if (!post || post.deleted) throw ProblemError.resourceNotFound('post', 'id', id);
    const limit = query.max_results;
    const before = decodePaginationToken(query.pagination_token);
    const rows = await this.likes.likers(id, limit + 1, before);
    return platformList(rows, limit, await this.queries.execute(new PlatformUsersQuery(rows.slice(0, limit).map((row) => row.user_id), query['user.fields'])));
  }
}
