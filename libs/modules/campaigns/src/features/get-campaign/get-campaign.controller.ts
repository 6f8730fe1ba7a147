import { getEntityController } from '@platform/ads-entity';
import { Campaign } from '../../entities/campaign.entity';

export class GetCampaignController extends getEntityController(Campaign, {
  path: 'accounts/:account_id/campaigns/:campaign_id',
  tag: 'ads: campaigns',
}) {}
