import { Controller, Delete, Param, Req, type Type } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AccountScoped } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsResponse, adsPaths } from '@platform/http';
import type { CustomAudiencePermissionView } from '../../domain/views';
import type { PermissionPaths } from './permission-paths';
import { RevokeCustomAudiencePermissionCommand } from './revoke-custom-audience-permission.command';

/** DELETE: owner only; the granted account can no longer add the audience to targeting (what runs keeps running). */
export function deletePermissionController(paths: PermissionPaths): Type<object> {
  @ApiTags('ads: custom audiences')
  @Controller(adsPaths(`${paths.path}/:${paths.permissionParam}`, paths.versions))
  class DeletePermissionController {
    constructor(readonly commands: CommandBus) {}

    @Delete()
    @AccountScoped()
    @ApiParam({ name: paths.audienceParam, type: String })
    @ApiParam({ name: paths.permissionParam, type: String })
    async delete(@Param('account_id') accountId: string, @Req() req: Request) {
      const permission = await this.commands.execute<RevokeCustomAudiencePermissionCommand, CustomAudiencePermissionView>(
        new RevokeCustomAudiencePermissionCommand(
          requestContext.environment(),
          accountId,
          String(req.params[paths.audienceParam]),
          String(req.params[paths.permissionParam]),
          paths.permissionParam,
        ),
      );
      return AdsResponse.of(paths.answer(permission));
    }
  }
  return DeletePermissionController;
}
