import { Controller, Delete, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AccountScoped } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsResponse, adsPaths } from '@platform/http';
import { customAudiencePermission, type CustomAudiencePermissionView } from '../../domain/views';
import { RevokeCustomAudiencePermissionCommand } from '../custom-audience-permission-commands';

@ApiTags('ads: custom audiences')
@Controller(adsPaths('accounts/:account_id/custom_audiences/:custom_audience_id/permissions/:custom_audience_permission_id'))
export class DeleteCustomAudiencePermissionController {
  constructor(private readonly commands: CommandBus) {}

  /** Owner only; the granted account can no longer add the audience to targeting (what runs keeps running). */
  @Delete()
  @AccountScoped()
  async delete(
    @Param('account_id') accountId: string,
    @Param('custom_audience_id') audienceId: string,
    @Param('custom_audience_permission_id') permissionId: string,
  ) {
    const permission = await this.commands.execute<RevokeCustomAudiencePermissionCommand, CustomAudiencePermissionView>(
      new RevokeCustomAudiencePermissionCommand(requestContext.environment(), accountId, audienceId, permissionId, 'custom_audience_permission_id'),
    );
    return AdsResponse.of(customAudiencePermission(permission));
  }
}
