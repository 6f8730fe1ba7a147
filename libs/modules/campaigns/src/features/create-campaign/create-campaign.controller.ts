import { createEntityController } from '@platform/ads-entity';
import { Campaign } from '../../entities/campaign.entity';
import { onRequestFunding } from '../shared/campaign-funding';
import { CreateCampaignRequest } from '../shared/create-campaign.request';

export class CreateCampaignController extends createEntityController(Campaign, {
  path: 'accounts/:account_id/campaigns',
  tag: 'ads: campaigns',
  request: CreateCampaignRequest,
  command: ({ funding_instrument_id, ...fields }) => ({ fundingInstrumentId: funding_instrument_id, fields }),
  context: onRequestFunding,
}) {}
