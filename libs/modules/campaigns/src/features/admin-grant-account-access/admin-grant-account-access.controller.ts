import { Body, Controller, Param, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminOnly } from '@platform/auth';
import { type AccountAccessGrant, AdminGrantAccountAccessCommand } from './admin-grant-account-access.command';
import { AdminGrantAccountAccessRequest } from './admin-grant-account-access.request';

@ApiTags('admin')
@AdminOnly()
@Controller('admin/ad_accounts')
export class AdminGrantAccountAccessController {
  constructor(private readonly commands: CommandBus) {}

  /** Grants a user access to a production ad account: 201 when granted now, 200 when it already had it. */
  @Post(':account_id/users')
  async grant(
    @Param('account_id') accountId: string,
    @Body() body: AdminGrantAccountAccessRequest,
    @Res({ passthrough: true }) res: Response,
  ): Promise<{ data: AccountAccessGrant }> {
    const grant = await this.commands.execute<AdminGrantAccountAccessCommand, AccountAccessGrant>(
      new AdminGrantAccountAccessCommand(accountId, body.user_id),
    );
    res.status(grant.granted ? 201 : 200);
    return { data: grant };
  }
}
