import { Controller, Delete, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AccountScoped } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsResponse, adsPaths } from '@platform/http';
import type { CustomAudiencePermissionView } from '../../domain/views';
import { RevokeCustomAudiencePermissionCommand } from '../custom-audience-permission-commands';

@ApiTags('ads: custom audiences')
@Controller(adsPaths('accounts/:account_id/tailored_audiences/:tailored_audience_id/permissions/:tailored_audience_permission_id', ['5']))
export class DeleteTailoredAudiencePermissionController {
  constructor(private readonly commands: CommandBus) {}

  /** Owner only; the granted account can no longer add the audience to targeting (what runs keeps running). */
  @Delete()
  @AccountScoped()
  async delete(
    @Param('account_id') accountId: string,
    @Param('tailored_audience_id') audienceId: string,
    @Param('tailored_audience_permission_id') permissionId: string,
  ) {
    const permission = await this.commands.execute<RevokeCustomAudiencePermissionCommand, CustomAudiencePermissionView>(
      new RevokeCustomAudiencePermissionCommand(requestContext.environment(), accountId, audienceId, permissionId, 'tailored_audience_permission_id'),
    );
    return AdsResponse.of(permission);
  }
}
