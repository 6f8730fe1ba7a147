import { Controller, HttpCode, Param, Post, Req, type Type } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AccountScoped } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths } from '@platform/http';
import type { CustomAudiencePermissionView } from '../../domain/views';
import { CreatePermissionRequest } from './custom-audience-permission-params';
import { GrantCustomAudiencePermissionCommand } from './grant-custom-audience-permission.command';
import type { PermissionPaths } from './permission-paths';

/** POST: shares the audience with another ad account of the business (or any, with SHARE_AUDIENCE_OUTSIDE_BUSINESS); owner only. */
export function createPermissionController(paths: PermissionPaths): Type<object> {
  @ApiTags('ads: custom audiences')
  @Controller(adsPaths(paths.path, paths.versions))
  class CreatePermissionController {
    constructor(readonly commands: CommandBus) {}

    @Post()
    @HttpCode(200)
    @AccountScoped()
    @ApiParam({ name: paths.audienceParam, type: String })
    async create(@Param('account_id') accountId: string, @Req() req: Request, @AdsParams(CreatePermissionRequest) p: CreatePermissionRequest) {
      const permission = await this.commands.execute<GrantCustomAudiencePermissionCommand, CustomAudiencePermissionView>(
        new GrantCustomAudiencePermissionCommand(
          requestContext.environment(),
          accountId,
          String(req.params[paths.audienceParam]),
          p.granted_account_id,
          p.permission_level,
        ),
      );
      return AdsResponse.of(paths.answer(permission));
    }
  }
  return CreatePermissionController;
}
