import { updateEntityController } from '@platform/ads-entity';
import type { CampaignFields } from '../../domain/campaign';
import { Campaign } from '../../entities/campaign.entity';
import { UpdateCampaignRequest } from '../shared/update-campaign.request';

export class UpdateCampaignController extends updateEntityController(Campaign, {
  path: 'accounts/:account_id/campaigns/:campaign_id',
  tag: 'ads: campaigns',
  request: UpdateCampaignRequest,
  command: (p) => ({ patch: p as Partial<CampaignFields> }),
}) {}
