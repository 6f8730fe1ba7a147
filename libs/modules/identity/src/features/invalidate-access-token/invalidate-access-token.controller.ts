import { Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Authenticated, OAuth1Caller, type OAuth1Principal } from '@platform/auth';
import { PlatformError, RateLimit } from '@platform/http';
import { asOAuthErrors } from '../shared/oauth-errors';
import { InvalidateAccessTokenCommand } from './invalidate-access-token.command';

@ApiTags('oauth')
@Controller('1.1/oauth')
export class InvalidateAccessTokenController {
  constructor(private readonly commands: CommandBus) {}

  /**
   * Signed with the token to revoke; afterwards the token answers 401 code 89
   * everywhere. Served with and without `.json`: the page's resource URL has
   * none, its example request calls `invalidate_token.json`.
   */
  @Post(['invalidate_token', 'invalidate_token.json'])
  @HttpCode(200)
  @Authenticated(['oauth1'], { allowReadOnly: true })
  @RateLimit(300, 900, 'oauth.invalidate_token')
  async invalidate(@OAuth1Caller() caller: OAuth1Principal): Promise<{ access_token: string }> {
    const token = caller.token;
    if (!token) throw new PlatformError(401, 32, 'Could not authenticate you.');
    await asOAuthErrors(() => this.commands.execute(new InvalidateAccessTokenCommand(token)));
    return { access_token: token };
  }
}
