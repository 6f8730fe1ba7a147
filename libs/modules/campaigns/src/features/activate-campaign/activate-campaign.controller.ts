import { updateActionController } from '@platform/ads-entity';
import { Campaign } from '../../entities/campaign.entity';

/** `PUT .../campaigns/:campaign_id/activate`: the campaign's update with `entity_status=ACTIVE` (a no-op on an ACTIVE one). */
export class ActivateCampaignController extends updateActionController(Campaign, { action: 'activate', params: { entity_status: 'ACTIVE' } }) {}
