import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AdsEntities } from '@platform/ads-entity';
import { base36Id } from '@platform/ddd';
import type { CustomAudienceView } from '../../domain/views';
import { CustomAudience } from '../../entities/custom-audience.entity';
import { AccountAudiencesClaims } from '../account-audiences-claims';
import { CreateCustomAudienceCommand } from './create-custom-audience.command';

/** Creates the audience and claims its name on the account's audiences stream, in one append. */
@CommandHandler(CreateCustomAudienceCommand)
export class CreateCustomAudienceHandler implements ICommandHandler<CreateCustomAudienceCommand, CustomAudienceView> {
  constructor(
    private readonly entities: AdsEntities,
    private readonly claims: AccountAudiencesClaims,
  ) {}

  execute({ environment, accountId, fields }: CreateCustomAudienceCommand): Promise<CustomAudienceView> {
    const id = base36Id();
    return this.entities.createWithId(CustomAudience, id, { environment, accountId, fields }, async () => ({
      writes: [await this.claims.write(environment, accountId, [{ type: 'ClaimAudienceName', customAudienceId: id, name: fields.name }])],
    }));
  }
}
