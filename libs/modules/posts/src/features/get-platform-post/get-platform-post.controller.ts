import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Authenticated } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { platformNumericId, ProblemError } from '@platform/http';
import { FindUserQuery, type UserSummary } from '@modules/identity';
import { platformPostView } from '../../views/post-views';
import { PostsReadModel } from '../../projections/posts.read-model';
import { GetPlatformPostQuery, postFieldsOf } from '../shared/platform-post.request';

/**
 * `GET /2/tweets/:id` (and `/2/posts/:id`): a post as the platform shows it,
 * the fields asked for, and the author and media it expands to. Deleted posts
 * are not found. App-only bearer token or OAuth 1.0a, as the document allows.
 */
@ApiTags('posts')
@Controller(['2/tweets/:id', '2/posts/:id'])
export class GetPlatformPostController {
  constructor(
    private readonly posts: PostsReadModel,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @Authenticated(['bearer', 'oauth1', 'oauth2user'], { scopes: ['tweet.read', 'users.read'] })
  async get(@Param('id') id: string, @Query() query: GetPlatformPostQuery) {
    platformNumericId('id', id);
    const post = await this.posts.get(requestContext.environment(), id);
    if (!post || post.deleted) throw ProblemError.resourceNotFound('post', 'id', id);
    const fields = postFieldsOf(query);
    const expansions = query.expansions ?? [];
    const includes: Record<string, unknown[]> = {};
    if (expansions.includes('author_id')) {
      const user = await this.queries.execute<FindUserQuery, UserSummary | undefined>(new FindUserQuery(post.authorId));
      if (user) includes.users = [{ id: user.id, name: user.name, username: user.screenName }];
    }
    if (expansions.includes('attachments.media_keys') && post.media.length) {
      includes.media = post.media.map((m) => ({ media_key: m.mediaKey, type: m.mediaType === 'IMAGE' ? 'photo' : m.mediaType === 'GIF' ? 'animated_gif' : 'video' }));
    }
    if (expansions.includes('attachments.poll_ids') && post.poll) {
      includes.polls = [{ id: post.id, options: post.poll.options.map((label, i) => ({ position: i + 1, label, votes: 0 })), duration_minutes: post.poll.durationMinutes }];
    }
    const data = platformPostView(post, fields);
    return Object.keys(includes).length ? { data, includes } : { data };
  }
}
