import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AdsEntities } from '@platform/ads-entity';
import { fundingInstrumentNotFound } from '../../domain/funding-instrument';
import type { CampaignView, FundingInstrumentView } from '../../domain/views';
import { Campaign } from '../../entities/campaign.entity';
import { FundingInstrument } from '../../entities/funding-instrument.entity';
import { CreateCampaignCommand } from './create-campaign.command';

@CommandHandler(CreateCampaignCommand)
export class CreateCampaignHandler implements ICommandHandler<CreateCampaignCommand, CampaignView> {
  constructor(private readonly entities: AdsEntities) {}

  execute({ environment, accountId, fundingInstrumentId, fields }: CreateCampaignCommand): Promise<CampaignView> {
    return this.entities.create(Campaign, { environment, accountId, fundingInstrumentId, fields }, async () => {
      // the campaign spends the account's funding instrument, in its currency
      const fi = await this.entities.load<FundingInstrumentView>(FundingInstrument, environment, accountId, fundingInstrumentId);
      if (!fi.entity) throw fundingInstrumentNotFound(fundingInstrumentId, accountId);
      return { command: { currency: fi.entity.currency }, guards: [fi.guard] };
    });
  }
}
