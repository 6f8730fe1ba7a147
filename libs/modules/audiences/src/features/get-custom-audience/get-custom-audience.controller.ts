import { getEntityController } from '@platform/ads-entity';
import { CustomAudience } from '../../entities/custom-audience.entity';

/** The owner's audience, or one shared with the account (with its own `is_owner` and `permission_level`). */
export class GetCustomAudienceController extends getEntityController(CustomAudience, {
  path: 'accounts/:account_id/custom_audiences/:custom_audience_id',
  tag: 'ads: custom audiences',
}) {}
