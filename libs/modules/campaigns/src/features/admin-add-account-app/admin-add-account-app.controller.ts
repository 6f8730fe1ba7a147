import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '@platform/auth';
import { AdminAddAccountAppCommand } from './admin-add-account-app.command';
import type { AdminAccountAppView } from './admin-add-account-app.handler';
import { AdminAddAccountAppRequest } from './admin-add-account-app.request';

@ApiTags('admin')
@AdminOnly()
@Controller('admin/ad_accounts')
export class AdminAddAccountAppController {
  constructor(private readonly commands: CommandBus) {}

  /** Associates a mobile app with a production ad account (what GET account_apps lists). */
  @Post(':account_id/apps')
  @HttpCode(201)
  async add(@Param('account_id') accountId: string, @Body() body: AdminAddAccountAppRequest): Promise<{ data: AdminAccountAppView }> {
    const app = await this.commands.execute<AdminAddAccountAppCommand, AdminAccountAppView>(
      new AdminAddAccountAppCommand(accountId, {
        appStoreIdentifier: body.app_store_identifier,
        osType: body.os_type,
        conversionTrackingEnabled: body.conversion_tracking_enabled ?? false,
        deepLinkPattern: body.deep_link_pattern ?? null,
      }),
    );
    return { data: app };
  }
}
