import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Authenticated, CallingUser, PlatformUserContext } from '@platform/auth';
import { SETTINGS, type Settings } from '@platform/config';
import { platformNumericId, ProblemError } from '@platform/http';
import { UsersReadModel, type UserView } from '../../projections/users.read-model';
import { GetPlatformUserQuery, GetPlatformUsersByIdsQuery, GetPlatformUsersByUsernamesQuery } from './get-platform-user.request';
import { platformUserView } from './platform-user-view';
import { checkUsername, lookupList, notFoundEntry } from './user-lookups';

const READ_SCOPES = { scopes: ['tweet.read', 'users.read'] as const };

/**
 * The platform's user lookups: the calling user, one user by id or @handle,
 * and up to a hundred by ids or @handles. A lookup that finds nothing for a
 * value answers 200 with the platform's partial `errors` entry for it, beside
 * the users it found.
 */
@ApiTags('users')
@Controller('2/users')
export class GetPlatformUserController {
  constructor(
    private readonly users: UsersReadModel,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {}

  /** The user the token acts for (OAuth 1.0a or OAuth 2.0 user context). */
  @Get('me')
  @PlatformUserContext('tweet.read', 'users.read')
  async me(@CallingUser() userId: string, @Query() query: GetPlatformUserQuery) {
    const user = await this.users.get(userId);
    if (!user) throw ProblemError.resourceNotFound('user', 'id', userId);
    return { data: platformUserView(user, query['user.fields']) };
  }

  /** A user by @handle (any case). */
  @Get('by/username/:username')
  @Authenticated(['bearer', 'oauth1', 'oauth2user'], READ_SCOPES)
  async byUsername(@Param('username') username: string, @Query() query: GetPlatformUserQuery) {
    const user = await this.users.byScreenName(checkUsername(username));
    return this.one(user, query, 'username', username);
  }

  /** Users by @handles (any case), in the order asked. */
  @Get('by')
  @Authenticated(['bearer', 'oauth1', 'oauth2user'], READ_SCOPES)
  async byUsernames(@Query() query: GetPlatformUsersByUsernamesQuery) {
    const usernames = lookupList('usernames', query.usernames);
    const found = new Map((await this.users.byScreenNames(usernames)).map((user) => [user.screen_name.toLowerCase(), user]));
    return this.many(usernames, (username) => found.get(username.toLowerCase()), query, 'usernames');
  }

  /** Users by ids, in the order asked. */
  @Get()
  @Authenticated(['bearer', 'oauth1', 'oauth2user'], READ_SCOPES)
  async byIds(@Query() query: GetPlatformUsersByIdsQuery) {
    const ids = lookupList('ids', query.ids);
    const found = new Map((await this.users.byIds(ids)).map((user) => [user.id, user]));
    return this.many(ids, (id) => found.get(id), query, 'ids');
  }

  /** A user by id. */
  @Get(':id')
  @Authenticated(['bearer', 'oauth1', 'oauth2user'], READ_SCOPES)
  async byId(@Param('id') id: string, @Query() query: GetPlatformUserQuery) {
    return this.one(await this.users.get(platformNumericId('id', id)), query, 'id', id);
  }

  private one(user: UserView | undefined, query: GetPlatformUserQuery, parameter: string, value: string) {
    if (user) return { data: platformUserView(user, query['user.fields']) };
    return { errors: [notFoundEntry(this.settings.PROBLEM_BASE_URL, parameter, value)] };
  }

  private many(values: string[], find: (value: string) => UserView | undefined, query: GetPlatformUserQuery, parameter: string) {
    // each user once, though named twice (a handle in two cases)
    const users = [...new Map(values.flatMap((value) => find(value) ?? []).map((user) => [user.id, user])).values()];
    const data = users.map((user) => platformUserView(user, query['user.fields']));
    const errors = values.filter((value) => !find(value)).map((value) => notFoundEntry(this.settings.PROBLEM_BASE_URL, parameter, value));
    return { ...(data.length > 0 ? { data } : {}), ...(errors.length > 0 ? { errors } : {}) };
  }
}
