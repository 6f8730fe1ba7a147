import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AdsEntities } from '@platform/ads-entity';
import type { CustomAudienceView } from '../../domain/views';
import { CustomAudience } from '../../entities/custom-audience.entity';
import { AccountAudiencesClaims } from '../account-audiences-claims';
import { UpdateCustomAudienceCommand } from './update-custom-audience.command';

/** A new name is claimed on the account's audiences stream (the old one released) in the same append. */
@CommandHandler(UpdateCustomAudienceCommand)
export class UpdateCustomAudienceHandler implements ICommandHandler<UpdateCustomAudienceCommand, CustomAudienceView> {
  constructor(
    private readonly entities: AdsEntities,
    private readonly claims: AccountAudiencesClaims,
  ) {}

  execute({ environment, accountId, customAudienceId, patch }: UpdateCustomAudienceCommand): Promise<CustomAudienceView> {
    return this.entities.update(CustomAudience, { environment, accountId, id: customAudienceId, patch }, async (live) =>
      // not the account's own (or deleted): the lifecycle answers not found
      live && patch.name !== undefined
        ? { writes: [await this.claims.write(environment, accountId, [{ type: 'ClaimAudienceName', customAudienceId, name: patch.name }])] }
        : {},
    );
  }
}
