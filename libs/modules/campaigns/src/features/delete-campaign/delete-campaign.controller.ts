import { deleteEntityController } from '@platform/ads-entity';
import { Campaign } from '../../entities/campaign.entity';

/** Irreversible; deleting again answers 404. */
export class DeleteCampaignController extends deleteEntityController(Campaign, {
  path: 'accounts/:account_id/campaigns/:campaign_id',
  tag: 'ads: campaigns',
}) {}
