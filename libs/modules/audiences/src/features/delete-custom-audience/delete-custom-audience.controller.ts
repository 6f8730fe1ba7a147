import { deleteEntityController, type Release } from '@platform/ads-entity';
import type { CustomAudienceView } from '../../domain/views';
import { CustomAudience } from '../../entities/custom-audience.entity';
import { claimOnAccount } from '../shared/account-audiences-claims';

/** Its name is released on the account's audiences stream in the same append. */
const nameReleased: Release<CustomAudienceView> = (audience, claims, { environment, accountId }) =>
  claimOnAccount(claims, environment, accountId, [{ type: 'ReleaseAudienceName', customAudienceId: audience.id }]);

/** Only the owner deletes; irreversible, the audience answers 404 afterwards and its name is free again. */
export class DeleteCustomAudienceController extends deleteEntityController(CustomAudience, {
  path: 'accounts/:account_id/custom_audiences/:custom_audience_id',
  tag: 'ads: custom audiences',
  releases: nameReleased,
}) {}
