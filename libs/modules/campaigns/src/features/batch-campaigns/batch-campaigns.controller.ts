import { batchEntityController } from '@platform/ads-entity';
import type { CampaignFields } from '../../domain/campaign';
import { Campaign } from '../../entities/campaign.entity';
import { campaignFunding } from '../shared/campaign-funding';
import { CreateCampaignRequest } from '../shared/create-campaign.request';
import { UpdateCampaignRequest } from '../shared/update-campaign.request';

/** Up to 40 operations, each with the params of its single endpoint (and the campaign's id); applied as a whole or not at all, answered in request order. */
export class BatchCampaignsController extends batchEntityController(Campaign, {
  path: 'batch/accounts/:account_id/campaigns',
  tag: 'ads: campaigns',
  max: 40,
  create: {
    request: CreateCampaignRequest,
    item: ({ funding_instrument_id: fundingInstrumentId, ...fields }, { entities, environment, accountId }) => ({
      command: { fundingInstrumentId, fields },
      context: campaignFunding(entities, environment, accountId, fundingInstrumentId),
    }),
  },
  update: {
    request: UpdateCampaignRequest,
    item: (p) => {
      const { campaign_id: _id, ...patch } = p as UpdateCampaignRequest & { campaign_id: string };
      return { command: { patch: patch as Partial<CampaignFields> } };
    },
  },
  delete: true,
}) {}
