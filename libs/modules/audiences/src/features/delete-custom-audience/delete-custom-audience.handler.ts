import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AdsEntities, Claims } from '@platform/ads-entity';
import type { Environment } from '@platform/ddd';
import type { CustomAudienceView } from '../../domain/views';
import { CustomAudience } from '../../entities/custom-audience.entity';
import { claimOnAccount } from '../account-audiences-claims';

export class DeleteCustomAudienceCommand {
  constructor(
    readonly environment: Environment,
    readonly accountId: string,
    readonly customAudienceId: string,
  ) {}
}

/** Deletes the audience and releases its name on the account's audiences stream, in one append. */
@CommandHandler(DeleteCustomAudienceCommand)
export class DeleteCustomAudienceHandler implements ICommandHandler<DeleteCustomAudienceCommand, CustomAudienceView> {
  constructor(
    private readonly entities: AdsEntities,
    private readonly claims: Claims,
  ) {}

  execute({ environment, accountId, customAudienceId }: DeleteCustomAudienceCommand): Promise<CustomAudienceView> {
    const release = this.claims.context<CustomAudienceView>(async (live, session) => {
      if (live) await claimOnAccount(session, environment, accountId, [{ type: 'ReleaseAudienceName', customAudienceId }]);
    });
    return this.entities.delete<CustomAudienceView>(CustomAudience, { environment, accountId, id: customAudienceId }, release);
  }
}
