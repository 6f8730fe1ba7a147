import { adsEntity, Claims, type CommandContext, writeRoute } from '@platform/ads-entity';
import { customAudienceDecider, customAudienceLifecycle } from '../domain/custom-audience';
import type { CustomAudienceView } from '../domain/views';
import { ListCustomAudiencesRequest } from '../features/list-custom-audiences/list-custom-audiences.request';
import { claimOnAccount, releasedOnAccount } from '../features/shared/account-audiences-claims';
import { UpdateCustomAudienceRequest } from '../features/shared/update-custom-audience.request';
import { customAudiencesTable } from '../projections/tables';

/** A new name is claimed on the account's audiences stream (the old one released) in the same append. */
const renamed: CommandContext<UpdateCustomAudienceRequest> = (_entities, { environment, accountId, get }, p) =>
  get(Claims).context(async (live, session) => {
    // not the account's own (or deleted): the lifecycle answers not found
    if (live && p.name !== undefined) await claimOnAccount(session, environment, accountId, [{ type: 'ClaimAudienceName', customAudienceId: live.id, name: p.name }]);
  });

/**
 * The custom audience as an ads entity: users and sharing on its stream
 * besides the common lifecycle. Got as the owner's or as shared with the
 * account (with its own `is_owner` and `permission_level`); listed as the
 * account's own or (`permission_scope` SHARED) those shared with it; renamed
 * or described, and deleted, by its owner only, deleted irreversibly, its name
 * free again.
 */
export const CustomAudience = adsEntity({
  lifecycle: customAudienceLifecycle,
  decider: customAudienceDecider,
  table: customAudiencesTable,
  routes: {
    path: 'accounts/:account_id/custom_audiences',
    tag: 'ads: custom audiences',
    get: true,
    list: {
      request: ListCustomAudiencesRequest,
      query: (p: ListCustomAudiencesRequest) => ({ filters: { id: p.custom_audience_ids, permission_scope: [p.permission_scope] }, q: p.q }),
    },
    update: writeRoute(UpdateCustomAudienceRequest, { command: (p) => ({ patch: p }), context: renamed }),
    // its name is released on the account's audiences stream in the same append
    delete: { releases: releasedOnAccount((audience: CustomAudienceView) => ({ type: 'ReleaseAudienceName', customAudienceId: audience.id })) },
  },
});
