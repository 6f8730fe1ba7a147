import { customAudiencePermission, type CustomAudiencePermissionView } from '../../domain/views';

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
