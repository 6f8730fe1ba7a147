import { type CommandContext, Claims, updateEntityController } from '@platform/ads-entity';
import { CustomAudience } from '../../entities/custom-audience.entity';
import { claimOnAccount } from '../shared/account-audiences-claims';
import { UpdateCustomAudienceRequest } from '../shared/update-custom-audience.request';

/** A new name is claimed on the account's audiences stream (the old one released) in the same append. */
const renamed: CommandContext<UpdateCustomAudienceRequest> = (_entities, { environment, accountId, get }, p) =>
  get(Claims).context(async (live, session) => {
    // not the account's own (or deleted): the lifecycle answers not found
    if (live && p.name !== undefined) await claimOnAccount(session, environment, accountId, [{ type: 'ClaimAudienceName', customAudienceId: live.id, name: p.name }]);
  });

/** Renames or describes the audience; only its owner may. */
export class UpdateCustomAudienceController extends updateEntityController(CustomAudience, {
  path: 'accounts/:account_id/custom_audiences/:custom_audience_id',
  tag: 'ads: custom audiences',
  request: UpdateCustomAudienceRequest,
  command: (p) => ({ patch: p }),
  context: renamed,
}) {}
