import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AuthFailure, authFailureError, OAuth1Verifier, Public } from '@platform/auth';
import { RateLimit } from '@platform/http';
import { ClientCredentials } from '../shared/client-credentials';
import { asOAuthErrors, unableToVerify } from '../shared/oauth-errors';
import { OAuth2InvalidateTokenCommand } from './oauth2-invalidate-token.command';

@ApiTags('oauth')
@Controller('oauth2')
export class OAuth2InvalidateTokenController {
  constructor(
    private readonly commands: CommandBus,
    private readonly clients: ClientCredentials,
    private readonly oauth1: OAuth1Verifier,
  ) {}

  /**
   * The `access_token` to revoke (form body or query string), from its app:
   * authenticated with the client credentials (HTTP Basic), or, as the
   * platform's docs show it, by a request the app signs with OAuth 1.0a
   * (consumer key and a user's access token). No token, or one that is not
   * the app's outstanding token, is 403 code 99 like bad credentials.
   */
  @Post('invalidate_token')
  @HttpCode(200)
  @Public()
  @RateLimit(300, 900, 'oauth2.invalidate_token')
  async invalidate(@Req() req: Request): Promise<{ access_token: string }> {
    const appId = /^OAuth\s/i.test(req.header('authorization') ?? '') ? await this.signingApp(req) : (await this.clients.verify(req)).appId;
    const body = (req.body ?? {}) as Record<string, unknown>;
    const raw = body.access_token ?? req.query.access_token;
    if (typeof raw !== 'string' || raw === '') throw unableToVerify();
    // clients may send the token URL-encoded, as the platform issued it
    const accessToken = raw.includes('%') ? safeDecode(raw) : raw;
    await asOAuthErrors(() => this.commands.execute(new OAuth2InvalidateTokenCommand(appId, accessToken)));
    return { access_token: accessToken };
  }

  private async signingApp(req: Request): Promise<string> {
    try {
      return (await this.oauth1.verify(req, 'access')).appId;
    } catch (error) {
      if (error instanceof AuthFailure) throw authFailureError(error, req);
      throw error;
    }
  }
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
