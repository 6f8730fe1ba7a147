import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AdsEntities, Claims } from '@platform/ads-entity';
import { base36Id } from '@platform/ddd';
import type { CustomAudienceView } from '../../domain/views';
import { CustomAudience } from '../../entities/custom-audience.entity';
import { claimOnAccount } from '../shared/account-audiences-claims';
import { CreateCustomAudienceCommand } from './create-custom-audience.command';

/** Creates the audience and claims its name on the account's audiences stream, in one append. */
@CommandHandler(CreateCustomAudienceCommand)
export class CreateCustomAudienceHandler implements ICommandHandler<CreateCustomAudienceCommand, CustomAudienceView> {
  constructor(
    private readonly entities: AdsEntities,
    private readonly claims: Claims,
  ) {}

  execute({ environment, accountId, fields }: CreateCustomAudienceCommand): Promise<CustomAudienceView> {
    const id = base36Id();
    return this.entities.createWithId(
      CustomAudience,
      id,
      { environment, accountId, fields },
      this.claims.context((_live, session) => claimOnAccount(session, environment, accountId, [{ type: 'ClaimAudienceName', customAudienceId: id, name: fields.name }])),
    );
  }
}
