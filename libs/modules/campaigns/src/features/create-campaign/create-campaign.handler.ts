import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AdsEntities, type Context } from '@platform/ads-entity';
import type { Environment } from '@platform/ddd';
import { fundingInstrumentNotFound } from '../../domain/funding-instrument';
import type { CampaignView, FundingInstrumentView } from '../../domain/views';
import { Campaign } from '../../entities/campaign.entity';
import { FundingInstrument } from '../../entities/funding-instrument.entity';
import { CreateCampaignCommand } from './create-campaign.command';

/** What a new campaign needs: the account's funding instrument it spends, in whose currency (read with a guard). */
export function campaignFunding(entities: AdsEntities, environment: Environment, accountId: string, fundingInstrumentId: string): Context<CampaignView, { currency: string }> {
  return async () => {
    const fi = await entities.load<FundingInstrumentView>(FundingInstrument, environment, accountId, fundingInstrumentId);
    if (!fi.entity) throw fundingInstrumentNotFound(fundingInstrumentId, accountId);
    return { command: { currency: fi.entity.currency }, guards: [fi.guard] };
  };
}

@CommandHandler(CreateCampaignCommand)
export class CreateCampaignHandler implements ICommandHandler<CreateCampaignCommand, CampaignView> {
  constructor(private readonly entities: AdsEntities) {}

  execute({ environment, accountId, fundingInstrumentId, fields }: CreateCampaignCommand): Promise<CampaignView> {
    return this.entities.create(Campaign, { environment, accountId, fundingInstrumentId, fields }, campaignFunding(this.entities, environment, accountId, fundingInstrumentId));
  }
}
