import { Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '@platform/auth';
import { RateLimit } from '@platform/http';
import { OAuth2Error } from '../../domain/oauth2-user-grant';
import { answerOAuth2, OAuth2Clients, oauth2Form } from '../shared/oauth2-clients';
import type { UserTokenResponse } from '../shared/user-tokens';
import { RedeemAuthorizationCodeCommand, RefreshUserTokensCommand } from './oauth2-user-token.command';

/** A form member as a string, or undefined (a repeated member is refused). */
function member(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw new OAuth2Error('invalid_request', `Parameter [${name}] is given more than once or is not a string.`);
  return value;
}

function required(body: Record<string, unknown>, name: string): string {
  const value = member(body, name);
  if (value === undefined) throw new OAuth2Error('invalid_request', `Missing required parameter [${name}].`);
  return value;
}

/**
 * The OAuth 2.0 user-context token endpoint: `authorization_code` (with the
 * PKCE `code_verifier`) and `refresh_token` grants, form-encoded, the client
 * authenticated by HTTP Basic (confidential) or `client_id` (public).
 */
@ApiTags('oauth')
@Controller('2/oauth2')
export class OAuth2UserTokenController {
  constructor(
    private readonly commands: CommandBus,
    private readonly clients: OAuth2Clients,
  ) {}

  @Post('token')
  @HttpCode(200)
  @Public()
  @RateLimit(300, 900, 'oauth2.user_token')
  async token(@Req() req: Request, @Res() res: Response): Promise<void> {
    await answerOAuth2(res, async (): Promise<UserTokenResponse> => {
      const body = oauth2Form(req);
      const app = await this.clients.verify(req, body);
      const grantType = required(body, 'grant_type');
      if (grantType === 'authorization_code') {
        return this.commands.execute(
          new RedeemAuthorizationCodeCommand(app.id, required(body, 'code'), required(body, 'redirect_uri'), required(body, 'code_verifier')),
        );
      }
      if (grantType === 'refresh_token') return this.commands.execute(new RefreshUserTokensCommand(app.id, required(body, 'refresh_token')));
      throw new OAuth2Error('unsupported_grant_type', `grant_type [${grantType}] is not supported: use authorization_code or refresh_token.`);
    });
  }
}
