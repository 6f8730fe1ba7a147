import { Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Authenticated, OAuth1Caller, oauth1Param, type OAuth1Principal } from '@platform/auth';
import { PlatformError, RateLimit } from '@platform/http';
import { asOAuthErrors } from '../shared/oauth-errors';
import { type ExchangedAccessToken, OAuthAccessTokenCommand } from './oauth-access-token.command';
import { sendTokenForm } from '../shared/token-form';

@ApiTags('oauth')
@Controller('oauth')
export class OAuthAccessTokenController {
  constructor(private readonly commands: CommandBus) {}

  /** Signed with the consumer and the request token; `oauth_verifier` from the callback or the PIN. */
  @Post('access_token')
  @HttpCode(200)
  @Authenticated(['oauth1'], { oauth1Token: 'request' })
  @RateLimit(300, 900, 'oauth.access_token')
  async accessToken(@Req() req: Request, @Res() res: Response, @OAuth1Caller() caller: OAuth1Principal): Promise<void> {
    const { appId, token } = caller;
    const verifier = oauth1Param(req, 'oauth_verifier');
    if (!verifier || !token) throw new PlatformError(401, 32, 'Could not authenticate you.');
    const exchanged = await asOAuthErrors(() =>
      this.commands.execute<OAuthAccessTokenCommand, ExchangedAccessToken>(new OAuthAccessTokenCommand(appId, token, verifier)),
    );
    sendTokenForm(res, { ...exchanged });
  }
}
