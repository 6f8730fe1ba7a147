import { Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '@platform/auth';
import { RateLimit } from '@platform/http';
import { OAuth2Error } from '../../domain/oauth2-user-grant';
import { answerOAuth2, OAuth2Clients, oauth2Form } from '../shared/oauth2-clients';
import { RevokeUserTokenCommand } from './oauth2-revoke.command';

@ApiTags('oauth')
@Controller('2/oauth2')
export class OAuth2RevokeController {
  constructor(
    private readonly commands: CommandBus,
    private readonly clients: OAuth2Clients,
  ) {}

  /** `token` (an access or refresh token; `token_type_hint` is accepted), form-encoded, the client authenticated as for the token endpoint. */
  @Post('revoke')
  @HttpCode(200)
  @Public()
  @RateLimit(300, 900, 'oauth2.revoke')
  async revoke(@Req() req: Request, @Res() res: Response): Promise<void> {
    await answerOAuth2(res, async () => {
      const body = oauth2Form(req);
      const app = await this.clients.verify(req, body);
      const token = body.token;
      if (typeof token !== 'string' || token === '') throw new OAuth2Error('invalid_request', 'Missing required parameter [token].');
      await this.commands.execute(new RevokeUserTokenCommand(app.id, token));
      return { revoked: true };
    });
  }
}
