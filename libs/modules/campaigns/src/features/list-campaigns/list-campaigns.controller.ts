import { listEntityController } from '@platform/ads-entity';
import { Campaign } from '../../entities/campaign.entity';
import { ListCampaignsRequest } from './list-campaigns.request';

export class ListCampaignsController extends listEntityController(Campaign, {
  path: 'accounts/:account_id/campaigns',
  tag: 'ads: campaigns',
  request: ListCampaignsRequest,
  query: (p) => ({
    filters: {
      id: p.campaign_ids,
      funding_instrument_id: p.funding_instrument_ids,
      entity_status: p.with_draft ? undefined : ['ACTIVE', 'PAUSED'],
    },
    q: p.q,
  }),
}) {}
