import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '@platform/auth';
import { IssueAccessTokenCommand, type IssuedAccessToken } from './issue-access-token.command';
import { IssueAccessTokenRequest } from './issue-access-token.request';

@ApiTags('admin')
@AdminOnly()
@Controller('admin/users')
export class IssueAccessTokenController {
  constructor(private readonly commands: CommandBus) {}

  /** Issues an OAuth 1.0a access token for the user and app, without the browser step. */
  @Post(':user_id/access_tokens')
  @HttpCode(201)
  async issue(
    @Param('user_id') userId: string,
    @Body() body: IssueAccessTokenRequest,
  ): Promise<{ data: IssuedAccessToken }> {
    const token = await this.commands.execute<IssueAccessTokenCommand, IssuedAccessToken>(
      new IssueAccessTokenCommand(userId, body.app_id, body.access_type ?? 'write'),
    );
    return { data: token };
  }
}
