import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AdsEntities } from '@platform/ads-entity';
import { CustomAudience } from '../../entities/custom-audience.entity';
import { ChangeCustomAudienceUsersCommand } from './change-custom-audience-users.command';

/** Applies the batch on the audience's stream: all of it or, refused, none. */
@CommandHandler(ChangeCustomAudienceUsersCommand)
export class ChangeCustomAudienceUsersHandler implements ICommandHandler<ChangeCustomAudienceUsersCommand, void> {
  constructor(private readonly entities: AdsEntities) {}

  async execute({ environment, accountId, customAudienceId, operations }: ChangeCustomAudienceUsersCommand): Promise<void> {
    await this.entities.execute(CustomAudience, 'ChangeCustomAudienceUsers', { environment, accountId, id: customAudienceId, operations });
  }
}
