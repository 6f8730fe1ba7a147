import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AccountScoped } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths } from '@platform/http';
import type { CustomAudiencePermissionView } from '../../domain/views';
import { GrantCustomAudiencePermissionCommand } from '../custom-audience-permission-commands';
import { CreatePermissionRequest } from '../custom-audience-permission-params';

@ApiTags('ads: custom audiences')
@Controller(adsPaths('accounts/:account_id/tailored_audiences/:tailored_audience_id/permissions', ['5']))
export class CreateTailoredAudiencePermissionController {
  constructor(private readonly commands: CommandBus) {}

  /** Shares the audience with another ad account of the business (or any, with SHARE_AUDIENCE_OUTSIDE_BUSINESS); owner only. */
  @Post()
  @HttpCode(200)
  @AccountScoped()
  async create(
    @Param('account_id') accountId: string,
    @Param('tailored_audience_id') audienceId: string,
    @AdsParams(CreatePermissionRequest) p: CreatePermissionRequest,
  ) {
    const permission = await this.commands.execute<GrantCustomAudiencePermissionCommand, CustomAudiencePermissionView>(
      new GrantCustomAudiencePermissionCommand(requestContext.environment(), accountId, audienceId, p.granted_account_id, p.permission_level),
    );
    return AdsResponse.of(permission);
  }
}
