import { Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '@platform/auth';
import { SETTINGS, type Settings } from '@platform/config';
import { rateLimiter } from '@platform/http';
import { ClientCredentials } from '../shared/client-credentials';
import { unableToVerify } from '../shared/oauth-errors';
import { type BearerTokenResponse, OAuth2TokenCommand } from './oauth2-token.command';

@ApiTags('oauth')
@Controller('oauth2')
export class OAuth2TokenController {
  constructor(
    private readonly commands: CommandBus,
    private readonly clients: ClientCredentials,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {}

  /**
   * Client credentials (HTTP Basic) and `grant_type=client_credentials` (the
   * form body, or the query string) give the app's bearer token. Anything
   * else, a missing or other grant type included, is 403 code 99.
   */
  @Post('token')
  @HttpCode(200)
  @Public()
  async token(@Req() req: Request): Promise<BearerTokenResponse> {
    const consumer = await this.clients.verify(req);
    const form = req.is('application/x-www-form-urlencoded') ? (req.body as Record<string, unknown>) : undefined;
    if ((form?.grant_type ?? req.query.grant_type) !== 'client_credentials') throw unableToVerify();
    // requests too frequent for one app: refused like bad credentials, as the platform does
    const window = rateLimiter.consume(
      { name: 'oauth2.token', limit: this.settings.BEARER_TOKEN_REQUESTS_PER_15_MINUTES, windowSeconds: 900 },
      consumer.appId,
    );
    if (!window.allowed) throw unableToVerify();
    return this.commands.execute<OAuth2TokenCommand, BearerTokenResponse>(new OAuth2TokenCommand(consumer.appId));
  }
}
