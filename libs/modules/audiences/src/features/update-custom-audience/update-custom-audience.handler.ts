import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AdsEntities } from '@platform/ads-entity';
import type { CustomAudienceView } from '../../domain/views';
import { CustomAudience } from '../../entities/custom-audience.entity';
import { UpdateCustomAudienceCommand } from './update-custom-audience.command';

@CommandHandler(UpdateCustomAudienceCommand)
export class UpdateCustomAudienceHandler implements ICommandHandler<UpdateCustomAudienceCommand, CustomAudienceView> {
  constructor(private readonly entities: AdsEntities) {}

  execute({ environment, accountId, customAudienceId, patch }: UpdateCustomAudienceCommand): Promise<CustomAudienceView> {
    return this.entities.update(CustomAudience, { environment, accountId, id: customAudienceId, patch });
  }
}
