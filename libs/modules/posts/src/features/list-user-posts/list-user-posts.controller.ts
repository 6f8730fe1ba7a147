import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Authenticated } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { decodePaginationToken, encodePaginationToken, platformNumericId, ProblemError } from '@platform/http';
import { FindUserQuery } from '@modules/identity';
import { PostsReadModel } from '../../projections/posts.read-model';
import { platformPostView } from '../../views/post-views';
import { ListUserPostsQuery } from './list-user-posts.request';

interface Timeline {
  data?: Array<Record<string, unknown>>;
  meta: { result_count: number; newest_id?: string; oldest_id?: string; next_token?: string };
}

/**
 * `GET /2/users/:id/tweets`: a user's timeline as the platform shows it, the
 * newest post first: organic posts (promoted-only ones are not on it), each
 * edited post in its latest version, replies unless `exclude=replies` (there
 * are no reposts here). App-only or user context.
 */
@ApiTags('posts')
@Controller('2/users/:id/tweets')
export class ListUserPostsController {
  constructor(
    private readonly posts: PostsReadModel,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @Authenticated(['bearer', 'oauth1', 'oauth2user'], { scopes: ['tweet.read', 'users.read'] })
  async list(@Param('id') id: string, @Query() query: ListUserPostsQuery): Promise<Timeline> {
    platformNumericId('id', id);
    if (!(await this.queries.execute(new FindUserQuery(id)))) throw ProblemError.resourceNotFound('user', 'id', id);
    const limit = query.max_results;
    const rows = await this.posts.timeline(requestContext.environment(), id, {
      limit: limit + 1,
      before: decodePaginationToken(query.pagination_token),
      sinceId: query.since_id,
      untilId: query.until_id,
      startTime: query.start_time,
      endTime: query.end_time,
      excludeReplies: query.exclude?.includes('replies') ?? false,
    });
    const page = rows.slice(0, limit);
    if (page.length === 0) return { meta: { result_count: 0 } };
    const fields = [...new Set([...(query['tweet.fields'] ?? []), ...(query['post.fields'] ?? [])])];
    const meta: Timeline['meta'] = { result_count: page.length, newest_id: page[0].id, oldest_id: page[page.length - 1].id };
    if (rows.length > limit) meta.next_token = encodePaginationToken(page[page.length - 1].id);
    return { data: page.map((post) => platformPostView(post, fields)), meta };
  }
}
