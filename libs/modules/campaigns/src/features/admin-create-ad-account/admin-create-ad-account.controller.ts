import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '@platform/auth';
import { AdminCreateAdAccountCommand } from './admin-create-ad-account.command';
import type { AdminAccountView } from './admin-create-ad-account.handler';
import { AdminCreateAdAccountRequest } from './admin-create-ad-account.request';

@ApiTags('admin')
@AdminOnly()
@Controller('admin/ad_accounts')
export class AdminCreateAdAccountController {
  constructor(private readonly commands: CommandBus) {}

  /** Creates a production ad account owned by the given user. */
  @Post()
  @HttpCode(201)
  async create(@Body() body: AdminCreateAdAccountRequest): Promise<{ data: AdminAccountView }> {
    const account = await this.commands.execute<AdminCreateAdAccountCommand, AdminAccountView>(
      new AdminCreateAdAccountCommand(body.user_id, {
        name: body.name,
        timezone: body.timezone,
        businessId: body.business_id,
        businessName: body.business_name,
        industryType: body.industry_type,
        featureKeys: body.feature_keys,
      }),
    );
    return { data: account };
  }
}
