import type { Environment } from '@platform/ddd';
import type { PermissionLevel } from '../../domain/views';

/**
 * Sharing a custom audience: the commands behind the `/12` custom audience
 * permissions and the `/5` tailored audience permissions, which are the same
 * grants on the audience's stream.
 */
export class GrantCustomAudiencePermissionCommand {
  constructor(
    readonly environment: Environment,
    readonly accountId: string,
    readonly customAudienceId: string,
    readonly grantedAccountId: string,
    readonly permissionLevel: PermissionLevel,
  ) {}
}
