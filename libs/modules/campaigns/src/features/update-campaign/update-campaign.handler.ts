import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CLOCK, type Clock, isoSeconds } from '@platform/ddd';
import { EventStore } from '@platform/event-store';
import { CAMPAIGN_STREAM, campaignDecider, campaignNotFound, campaignStreamId } from '../../domain/campaign';
import type { CampaignView } from '../../domain/views';
import { campaignsTable } from '../../projections/tables';
import { UpdateCampaignCommand } from './update-campaign.command';

@CommandHandler(UpdateCampaignCommand)
export class UpdateCampaignHandler implements ICommandHandler<UpdateCampaignCommand, CampaignView> {
  constructor(
    private readonly store: EventStore,
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ environment, accountId, campaignId, patch }: UpdateCampaignCommand): Promise<CampaignView> {
    // only this account's campaigns: the stream is found by id, the account is checked here
    if (!(await campaignsTable.get(this.db, environment, accountId, campaignId))) throw campaignNotFound(campaignId, accountId);
    await this.store.handle(
      campaignStreamId(environment, campaignId),
      CAMPAIGN_STREAM,
      campaignDecider,
      { type: 'UpdateCampaign', environment, accountId, id: campaignId, patch, now: isoSeconds(this.clock.now()) },
      { accountId },
    );
    return (await campaignsTable.get(this.db, environment, accountId, campaignId))!;
  }
}
