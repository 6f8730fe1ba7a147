import { IntersectionType, PickType } from '@nestjs/swagger';
import { platformPageQuery } from '@platform/http';
import { UserFieldsQuery } from '@modules/identity';
import { GetPlatformPostQuery } from '../shared/platform-post.request';

/**
 * `GET /2/users/:id/liked_tweets`: 5 to 100 posts a page (the OpenAPI document's
 * bounds; it names no default, so a page is as long as it may be), with the
 * post fields asked for.
 */
export class ListLikedPostsQuery extends IntersectionType(platformPageQuery(5, 100), PickType(GetPlatformPostQuery, ['tweet.fields', 'post.fields'] as const)) {}

/** `GET /2/tweets/:id/liking_users`: 1 to 100 users a page, with the user fields asked for. */
export class ListLikingUsersQuery extends IntersectionType(platformPageQuery(1, 100), UserFieldsQuery) {}
