import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AdsEntities } from '@platform/ads-entity';
import type { CustomAudienceView } from '../../domain/views';
import { CustomAudience } from '../../entities/custom-audience.entity';
import { CreateCustomAudienceCommand } from './create-custom-audience.command';

@CommandHandler(CreateCustomAudienceCommand)
export class CreateCustomAudienceHandler implements ICommandHandler<CreateCustomAudienceCommand, CustomAudienceView> {
  constructor(private readonly entities: AdsEntities) {}

  execute({ environment, accountId, fields }: CreateCustomAudienceCommand): Promise<CustomAudienceView> {
    return this.entities.create(CustomAudience, { environment, accountId, fields });
  }
}
