import { Controller, Delete, Get, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '@platform/auth';
import { notFound } from '@platform/ddd';
import { UsersReadModel } from '../../projections/users.read-model';
import { type AccessTokenView, type OAuth2GrantView, UserTokensReadModel } from '../../projections/user-tokens.read-model';
import { InvalidateAccessTokenCommand } from '../invalidate-access-token/invalidate-access-token.command';

/**
 * The tokens a user gave apps (OAuth 1.0a access tokens, OAuth 2.0 grants),
 * and the operator's invalidation of an OAuth 1.0a token: the same command as
 * `POST /1.1/oauth/invalidate_token` signed with it.
 */
@ApiTags('admin')
@AdminOnly()
@Controller('admin/users/:user_id')
export class AdminListUserTokensController {
  constructor(
    private readonly users: UsersReadModel,
    private readonly tokens: UserTokensReadModel,
    private readonly commands: CommandBus,
  ) {}

  @Get('tokens')
  async list(@Param('user_id') userId: string): Promise<{ data: { oauth1: AccessTokenView[]; oauth2: OAuth2GrantView[] } }> {
    if (!(await this.users.get(userId))) throw notFound(`User ${userId} was not found`, 'user_id');
    return { data: await this.tokens.of(userId) };
  }

  @Delete('access_tokens/:oauth_token')
  async invalidate(@Param('user_id') userId: string, @Param('oauth_token') token: string): Promise<{ data: { oauth_token: string; invalidated: true } }> {
    await this.commands.execute(new InvalidateAccessTokenCommand(token, userId));
    return { data: { oauth_token: token, invalidated: true } };
  }
}
