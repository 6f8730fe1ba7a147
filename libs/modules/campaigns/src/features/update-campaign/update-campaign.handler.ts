import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AdsEntities } from '@platform/ads-entity';
import type { CampaignView } from '../../domain/views';
import { Campaign } from '../../entities/campaign.entity';
import { UpdateCampaignCommand } from './update-campaign.command';

@CommandHandler(UpdateCampaignCommand)
export class UpdateCampaignHandler implements ICommandHandler<UpdateCampaignCommand, CampaignView> {
  constructor(private readonly entities: AdsEntities) {}

  execute({ environment, accountId, campaignId, patch }: UpdateCampaignCommand): Promise<CampaignView> {
    return this.entities.update(Campaign, { environment, accountId, id: campaignId, patch });
  }
}
