import { deleteEntityController } from '@platform/ads-entity';
import { CustomAudience } from '../../entities/custom-audience.entity';

/** Only the owner deletes; irreversible, the audience answers 404 afterwards. */
export class DeleteCustomAudienceController extends deleteEntityController(CustomAudience, {
  path: 'accounts/:account_id/custom_audiences/:custom_audience_id',
  tag: 'ads: custom audiences',
}) {}
