import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Authenticated } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { decodePaginationToken, platformList, type PlatformList } from '@platform/http';
import { PostsReadModel } from '../../projections/posts.read-model';
import { platformPostView } from '../../views/post-views';
import { postFieldsOf } from '../shared/platform-post.request';
import { pathUser } from '../shared/path-user';
import { ListUserMentionsQuery, ListUserPostsQuery } from './list-user-posts.request';

/** A platform list, whose `meta` also names the newest and oldest post shown. */
type Timeline = PlatformList<Record<string, unknown>> & { meta: { newest_id?: string; oldest_id?: string } };

/**
 * A user's timelines as the platform shows them, the newest post first:
 * their posts (`GET /2/users/:id/tweets`, replies unless `exclude=replies`;
 * there are no reposts here) and the posts that mention them
 * (`GET /2/users/:id/mentions`). Organic posts only (promoted-only ones are on
 * neither), each edited post in its latest version. App-only or user context.
 */
@ApiTags('posts')
@Controller('2/users/:id')
export class ListUserPostsController {
  constructor(
    private readonly posts: PostsReadModel,
    private readonly queries: QueryBus,
  ) {}

  @Get('tweets')
  @Authenticated(['bearer', 'oauth1', 'oauth2user'], { scopes: ['tweet.read', 'users.read'] })
  async posted(@Param('id') id: string, @Query() query: ListUserPostsQuery): Promise<Timeline> {
    return this.timeline({ authorId: await pathUser(this.queries, id) }, query, query.exclude?.includes('replies') ?? false);
  }

  @Get('mentions')
  @Authenticated(['bearer', 'oauth1', 'oauth2user'], { scopes: ['tweet.read', 'users.read'] })
  async mentions(@Param('id') id: string, @Query() query: ListUserMentionsQuery): Promise<Timeline> {
    return this.timeline({ mentionedUserId: await pathUser(this.queries, id) }, query, false);
  }

  private async timeline(of: { authorId: string } | { mentionedUserId: string }, query: ListUserMentionsQuery, excludeReplies: boolean): Promise<Timeline> {
    const limit = query.max_results;
    const rows = await this.posts.timeline(requestContext.environment(), of, {
      limit: limit + 1,
      before: decodePaginationToken(query.pagination_token),
      sinceId: query.since_id,
      untilId: query.until_id,
      startTime: query.start_time,
      endTime: query.end_time,
      excludeReplies,
    });
    const page = rows.slice(0, limit);
    const fields = postFieldsOf(query);
    const list: Timeline = platformList(rows.map((post) => ({ position: post.id })), limit, page.map((post) => platformPostView(post, fields)));
    if (page.length > 0) Object.assign(list.meta, { newest_id: page[0].id, oldest_id: page[page.length - 1].id });
    return list;
  }
}
