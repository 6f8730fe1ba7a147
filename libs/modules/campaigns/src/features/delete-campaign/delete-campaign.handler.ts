import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CLOCK, type Clock, isoSeconds } from '@platform/ddd';
import { EventStore } from '@platform/event-store';
import { CAMPAIGN_STREAM, campaignDecider, campaignNotFound, campaignStreamId } from '../../domain/campaign';
import type { CampaignView } from '../../domain/views';
import { campaignsTable } from '../../projections/tables';
import { DeleteCampaignCommand } from './delete-campaign.command';

@CommandHandler(DeleteCampaignCommand)
export class DeleteCampaignHandler implements ICommandHandler<DeleteCampaignCommand, CampaignView> {
  constructor(
    private readonly store: EventStore,
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ environment, accountId, campaignId }: DeleteCampaignCommand): Promise<CampaignView> {
    if (!(await campaignsTable.get(this.db, environment, accountId, campaignId))) throw campaignNotFound(campaignId, accountId);
    await this.store.handle(
      campaignStreamId(environment, campaignId),
      CAMPAIGN_STREAM,
      campaignDecider,
      { type: 'DeleteCampaign', environment, accountId, id: campaignId, now: isoSeconds(this.clock.now()) },
      { accountId },
    );
    return (await campaignsTable.get(this.db, environment, accountId, campaignId, true))!;
  }
}
