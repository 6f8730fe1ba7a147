import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AdsEntities, type BatchItem } from '@platform/ads-entity';
import type { CampaignView } from '../../domain/views';
import { Campaign } from '../../entities/campaign.entity';
import { campaignFunding } from '../shared/campaign-funding';
import type { CreateCampaignRequest } from '../shared/create-campaign.request';
import { BatchCampaignsCommand } from './batch-campaigns.command';
import type { BatchUpdateCampaign } from './batch-campaigns.request';

/** Creates, updates and deletes campaigns, all or none, each as its single endpoint would. */
@CommandHandler(BatchCampaignsCommand)
export class BatchCampaignsHandler implements ICommandHandler<BatchCampaignsCommand, CampaignView[]> {
  constructor(private readonly entities: AdsEntities) {}

  execute({ environment, accountId, operations }: BatchCampaignsCommand): Promise<CampaignView[]> {
    return this.entities.batchOf<CampaignView, (typeof operations)[number]>(Campaign, operations, ({ operationType, params }): BatchItem => {
      if (operationType === 'Create') {
        const { funding_instrument_id: fundingInstrumentId, ...fields } = params as unknown as CreateCampaignRequest;
        return {
          kind: 'create',
          command: { environment, accountId, fundingInstrumentId, fields },
          context: campaignFunding(this.entities, environment, accountId, fundingInstrumentId),
        };
      }
      const { campaign_id: id, ...patch } = params as unknown as BatchUpdateCampaign;
      return operationType === 'Update' ? { kind: 'update', command: { environment, accountId, id, patch } } : { kind: 'delete', command: { environment, accountId, id } };
    });
  }
}
