import type { Environment } from '@platform/ddd';

/** Revokes a grant of a custom audience (the `/12` custom audience permissions and the `/5` tailored audience permissions). */
export class RevokeCustomAudiencePermissionCommand {
  constructor(
    readonly environment: Environment,
    readonly accountId: string,
    readonly customAudienceId: string,
    readonly permissionId: string,
    /** The path parameter that named the permission. */
    readonly idParam: string,
  ) {}
}
