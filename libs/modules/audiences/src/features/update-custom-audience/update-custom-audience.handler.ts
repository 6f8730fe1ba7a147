import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AdsEntities, Claims } from '@platform/ads-entity';
import type { CustomAudienceView } from '../../domain/views';
import { CustomAudience } from '../../entities/custom-audience.entity';
import { claimOnAccount } from '../account-audiences-claims';
import { UpdateCustomAudienceCommand } from './update-custom-audience.command';

/** A new name is claimed on the account's audiences stream (the old one released) in the same append. */
@CommandHandler(UpdateCustomAudienceCommand)
export class UpdateCustomAudienceHandler implements ICommandHandler<UpdateCustomAudienceCommand, CustomAudienceView> {
  constructor(
    private readonly entities: AdsEntities,
    private readonly claims: Claims,
  ) {}

  execute({ environment, accountId, customAudienceId, patch }: UpdateCustomAudienceCommand): Promise<CustomAudienceView> {
    return this.entities.update(
      CustomAudience,
      { environment, accountId, id: customAudienceId, patch },
      this.claims.context<CustomAudienceView>(async (live, session) => {
        // not the account's own (or deleted): the lifecycle answers not found
        if (live && patch.name !== undefined) {
          await claimOnAccount(session, environment, accountId, [{ type: 'ClaimAudienceName', customAudienceId, name: patch.name }]);
        }
      }),
    );
  }
}
