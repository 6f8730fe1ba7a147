import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '@platform/auth';
import { PlatformError, RateLimit } from '@platform/http';
import { ClientCredentials } from '../client-credentials';
import { asOAuthErrors } from '../oauth-errors';
import { OAuth2InvalidateTokenCommand } from './oauth2-invalidate-token.command';

@ApiTags('oauth')
@Controller('oauth2')
export class OAuth2InvalidateTokenController {
  constructor(
    private readonly commands: CommandBus,
    private readonly clients: ClientCredentials,
  ) {}

  /** Client credentials (HTTP Basic) and the `access_token` to revoke (form body or query string). */
  @Post('invalidate_token')
  @HttpCode(200)
  @Public()
  @RateLimit(300, 900, 'oauth2.invalidate_token')
  async invalidate(@Req() req: Request): Promise<{ access_token: string }> {
    const consumer = await this.clients.verify(req);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const raw = body.access_token ?? req.query.access_token;
    if (typeof raw !== 'string' || raw === '') throw new PlatformError(400, 214, 'access_token is required');
    // clients may send the token URL-encoded, as the platform issued it
    const accessToken = raw.includes('%') ? safeDecode(raw) : raw;
    await asOAuthErrors(() => this.commands.execute(new OAuth2InvalidateTokenCommand(consumer.appId, accessToken)));
    return { access_token: accessToken };
  }
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
