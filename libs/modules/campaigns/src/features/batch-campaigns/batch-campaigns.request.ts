import { StringParam } from '@platform/http';
import { CreateCampaignRequest } from '../shared/create-campaign.request';
import { UpdateCampaignRequest } from '../shared/update-campaign.request';

export class BatchUpdateCampaign extends UpdateCampaignRequest {
  @StringParam({ required: true, minLength: 1 })
  campaign_id: string;
}

export class BatchDeleteCampaign {
  @StringParam({ required: true, minLength: 1 })
  campaign_id: string;
}

/** `POST /12/batch/accounts/:account_id/campaigns`: up to 40 operations, each with the params of its single endpoint. */
export const CAMPAIGNS_BATCH = {
  max: 40,
  operations: { Create: CreateCampaignRequest, Update: BatchUpdateCampaign, Delete: BatchDeleteCampaign },
};
export type CampaignOperationType = keyof typeof CAMPAIGNS_BATCH.operations;
