import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '@platform/auth';
import { notFound } from '@platform/ddd';
import { UsersReadModel } from '../../projections/users.read-model';
import { type AccessTokenView, type OAuth2GrantView, UserTokensReadModel } from '../../projections/user-tokens.read-model';

/** GET /admin/users/:user_id/tokens: the tokens a user gave apps (OAuth 1.0a access tokens, OAuth 2.0 grants). */
@ApiTags('admin')
@AdminOnly()
@Controller('admin/users/:user_id')
export class AdminListUserTokensController {
  constructor(
    private readonly users: UsersReadModel,
    private readonly tokens: UserTokensReadModel,
  ) {}

  @Get('tokens')
  async list(@Param('user_id') userId: string): Promise<{ data: { oauth1: AccessTokenView[]; oauth2: OAuth2GrantView[] } }> {
    if (!(await this.users.get(userId))) throw notFound(`User ${userId} was not found`, 'user_id');
    return { data: await this.tokens.of(userId) };
  }
}
