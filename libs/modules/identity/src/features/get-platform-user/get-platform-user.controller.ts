import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Authenticated, CallingUser, PlatformUserContext } from '@platform/auth';
import { SETTINGS, type Settings } from '@platform/config';
import { ProblemError } from '@platform/http';
import { UsersReadModel } from '../../projections/users.read-model';
import { GetPlatformUserQuery } from './get-platform-user.request';
import { platformUserView } from './platform-user-view';

const USERNAME = /^[A-Za-z0-9_]{1,15}$/;

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

  /** A user by @handle (any case); an unknown one answers 200 with the platform's partial error, as its lookups do. */
  @Get('by/username/:username')
  @Authenticated(['bearer', 'oauth1', 'oauth2user'], { scopes: ['tweet.read', 'users.read'] })
  async byUsername(@Param('username') username: string, @Query() query: GetPlatformUserQuery) {
    if (!USERNAME.test(username)) {
      throw ProblemError.invalidParameter('username', username, `The \`username\` query parameter value [${username}] does not match ^[A-Za-z0-9_]{1,15}$`);
    }
    const user = await this.users.byScreenName(username);
    if (user) return { data: platformUserView(user, query['user.fields']) };
    return {
      errors: [
        {
          value: username,
          detail: `Could not find user with username: [${username}].`,
          title: 'Not Found Error',
          resource_type: 'user',
          parameter: 'username',
          resource_id: username,
          type: `${this.settings.PROBLEM_BASE_URL.replace(/\/$/, '')}/resource-not-found`,
        },
      ],
    };
  }
}
