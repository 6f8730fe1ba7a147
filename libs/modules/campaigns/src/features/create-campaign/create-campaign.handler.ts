import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { base36Id, CLOCK, type Clock, isoSeconds, notFound } from '@platform/ddd';
import { EventStore } from '@platform/event-store';
import { CAMPAIGN_STREAM, campaignDecider, campaignStreamId } from '../../domain/campaign';
import type { CampaignView } from '../../domain/views';
import { campaignsTable, fundingInstrumentsTable } from '../../projections/tables';
import { CreateCampaignCommand } from './create-campaign.command';

@CommandHandler(CreateCampaignCommand)
export class CreateCampaignHandler implements ICommandHandler<CreateCampaignCommand, CampaignView> {
  constructor(
    private readonly store: EventStore,
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ environment, accountId, fundingInstrumentId, fields }: CreateCampaignCommand): Promise<CampaignView> {
    const fi = await fundingInstrumentsTable.get(this.db, environment, accountId, fundingInstrumentId);
    if (!fi) {
      throw notFound(`Funding Instrument ${fundingInstrumentId} was not found for Account ${accountId}`, 'funding_instrument_id');
    }
    const id = base36Id();
    await this.store.handle(
      campaignStreamId(environment, id),
      CAMPAIGN_STREAM,
      campaignDecider,
      { type: 'CreateCampaign', environment, accountId, id, fundingInstrumentId, currency: fi.currency, fields, now: isoSeconds(this.clock.now()) },
      { accountId },
    );
    return (await campaignsTable.get(this.db, environment, accountId, id))!;
  }
}
