import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AdsEntities } from '@platform/ads-entity';
import { ACCOUNT_DIRECTORY, type AccountDirectory } from '@platform/auth';
import { base36Id } from '@platform/ddd';
import { type CustomAudienceState, type Grantee, grantOf } from '../../domain/custom-audience';
import type { CustomAudiencePermissionView } from '../../domain/views';
import { CustomAudience } from '../../entities/custom-audience.entity';
import { GrantCustomAudiencePermissionCommand } from '../shared/grant-custom-audience-permission.command';

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
