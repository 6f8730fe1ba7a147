import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AdsEntities } from '@platform/ads-entity';
import { ACCOUNT_DIRECTORY, type AccountDirectory } from '@platform/auth';
import { base36Id, type Environment } from '@platform/ddd';
import { type CustomAudienceState, type Grantee, grantOf } from '../domain/custom-audience';
import type { CustomAudiencePermissionView, PermissionLevel } from '../domain/views';
import { CustomAudience } from '../entities/custom-audience.entity';

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

@CommandHandler(GrantCustomAudiencePermissionCommand)
export class GrantCustomAudiencePermissionHandler implements ICommandHandler<GrantCustomAudiencePermissionCommand, CustomAudiencePermissionView> {
  constructor(
    private readonly entities: AdsEntities,
    @Inject(ACCOUNT_DIRECTORY) private readonly accounts: AccountDirectory,
  ) {}

  async execute(c: GrantCustomAudiencePermissionCommand): Promise<CustomAudiencePermissionView> {
    const state = await this.entities.execute<CustomAudienceState>(
      CustomAudience,
      'GrantCustomAudiencePermission',
      {
        environment: c.environment,
        accountId: c.accountId,
        id: c.customAudienceId,
        permissionId: base36Id(),
        grantedAccountId: c.grantedAccountId,
        permissionLevel: c.permissionLevel,
      },
      // the two accounts as their streams hold them: a business or feature change in between decides again
      async () => {
        const [owner, granted] = await Promise.all([
          this.accounts.facts(c.environment, c.accountId),
          this.accounts.facts(c.environment, c.grantedAccountId),
        ]);
        const grantee: Grantee = !granted
          ? 'unknown_account'
          : owner?.businessId != null && owner.businessId === granted.businessId
            ? 'same_business'
            : 'other_business';
        return {
          command: { grantee, ownerSharesOutsideBusiness: owner?.featureKeys.includes('SHARE_AUDIENCE_OUTSIDE_BUSINESS') ?? false },
          guards: [owner?.guard, granted?.guard].filter((g) => g !== undefined),
        };
      },
    );
    return grantOf(state, c.grantedAccountId)!;
  }
}

@CommandHandler(RevokeCustomAudiencePermissionCommand)
export class RevokeCustomAudiencePermissionHandler implements ICommandHandler<RevokeCustomAudiencePermissionCommand, CustomAudiencePermissionView> {
  constructor(private readonly entities: AdsEntities) {}

  async execute(c: RevokeCustomAudiencePermissionCommand): Promise<CustomAudiencePermissionView> {
    const state = await this.entities.execute<CustomAudienceState>(CustomAudience, 'RevokeCustomAudiencePermission', {
      environment: c.environment,
      accountId: c.accountId,
      id: c.customAudienceId,
      permissionId: c.permissionId,
      idParam: c.idParam,
    });
    return state.grants![c.permissionId];
  }
}
