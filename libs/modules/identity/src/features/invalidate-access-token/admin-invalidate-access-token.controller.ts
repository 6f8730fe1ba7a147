import { Controller, Delete, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '@platform/auth';
import { InvalidateAccessTokenCommand } from './invalidate-access-token.command';

/**
 * DELETE /admin/users/:user_id/access_tokens/:oauth_token: the operator
 * invalidates a user's OAuth 1.0a token, by the same command as
 * `POST /1.1/oauth/invalidate_token` signed with it (another user's token, or
 * none, is 404).
 */
@ApiTags('admin')
@AdminOnly()
@Controller('admin/users/:user_id/access_tokens')
export class AdminInvalidateAccessTokenController {
  constructor(private readonly commands: CommandBus) {}

  @Delete(':oauth_token')
  async invalidate(@Param('user_id') userId: string, @Param('oauth_token') token: string): Promise<{ data: { oauth_token: string; invalidated: true } }> {
    await this.commands.execute(new InvalidateAccessTokenCommand(token, userId));
    return { data: { oauth_token: token, invalidated: true } };
  }
}
