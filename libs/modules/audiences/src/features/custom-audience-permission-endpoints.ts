import { Controller, Delete, HttpCode, Param, Post, Req, type Type } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AccountScoped } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths } from '@platform/http';
import { customAudiencePermission, type CustomAudiencePermissionView } from '../domain/views';
import { GrantCustomAudiencePermissionCommand, RevokeCustomAudiencePermissionCommand } from './custom-audience-permission-commands';
import { CreatePermissionRequest } from './custom-audience-permission-params';

/**
 * The POST and DELETE of permissions, served under two paths that differ in
 * version, parameter names and how the answer names the audience: the `/12`
 * custom audience permissions and the `/5` tailored audience permissions.
 */
export interface PermissionPaths {
  /** The permissions of an audience: 'accounts/:account_id/custom_audiences/:custom_audience_id/permissions'. */
  path: string;
  versions?: readonly string[];
  audienceParam: string;
  permissionParam: string;
  answer(permission: CustomAudiencePermissionView): unknown;
}

export const CUSTOM_AUDIENCE_PERMISSIONS: PermissionPaths = {
  path: 'accounts/:account_id/custom_audiences/:custom_audience_id/permissions',
  audienceParam: 'custom_audience_id',
  permissionParam: 'custom_audience_permission_id',
  answer: customAudiencePermission,
};

export const TAILORED_AUDIENCE_PERMISSIONS: PermissionPaths = {
  path: 'accounts/:account_id/tailored_audiences/:tailored_audience_id/permissions',
  versions: ['5'],
  audienceParam: 'tailored_audience_id',
  permissionParam: 'tailored_audience_permission_id',
  answer: (permission) => permission,
};

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
