import { Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Authenticated, CallingApp, oauth1Param } from '@platform/auth';
import { PlatformError, RateLimit } from '@platform/http';
import { type IssuedRequestToken, OAuthRequestTokenCommand } from './oauth-request-token.command';
import { sendTokenForm } from '../shared/token-form';

@ApiTags('oauth')
@Controller('oauth')
export class OAuthRequestTokenController {
  constructor(private readonly commands: CommandBus) {}

  /** Signed with the consumer key only; answers a form-encoded request token. */
  @Post('request_token')
  @HttpCode(200)
  @Authenticated(['oauth1'], { oauth1Token: 'none' })
  @RateLimit(300, 900, 'oauth.request_token')
  async requestToken(@Req() req: Request, @Res() res: Response, @CallingApp() appId: string): Promise<void> {
    const callback = oauth1Param(req, 'oauth_callback');
    if (!callback) throw new PlatformError(400, 214, 'oauth_callback is required');
    const accessType = oauth1Param(req, 'platform_auth_access_type') ?? oauth1Param(req, 'x_auth_access_type') ?? 'write';
    if (accessType !== 'read' && accessType !== 'write') {
      throw new PlatformError(400, 214, 'platform_auth_access_type must be read or write');
    }
    const issued = await this.commands.execute<OAuthRequestTokenCommand, IssuedRequestToken>(
      new OAuthRequestTokenCommand(appId, callback, accessType),
    );
    sendTokenForm(res, { ...issued });
  }
}
