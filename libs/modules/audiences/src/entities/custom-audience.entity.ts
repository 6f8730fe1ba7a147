import { adsEntity } from '@platform/ads-entity';
import { customAudienceDecider, customAudienceLifecycle } from '../domain/custom-audience';
import type { CustomAudienceView } from '../domain/views';
import { ListCustomAudiencesRequest } from '../features/list-custom-audiences/list-custom-audiences.request';
import { releasedOnAccount } from '../features/shared/account-audiences-claims';
import { customAudiencesTable } from '../projections/tables';

/**
 * The custom audience as an ads entity: users and sharing on its stream
 * besides the common lifecycle. Got as the owner's or as shared with the
 * account (with its own `is_owner` and `permission_level`); listed as the
 * account's own or (`permission_scope` SHARED) those shared with it; deleted
 * by its owner only, irreversibly, its name free again.
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
    // its name is released on the account's audiences stream in the same append
    delete: { releases: releasedOnAccount((audience: CustomAudienceView) => ({ type: 'ReleaseAudienceName', customAudienceId: audience.id })) },
  },
});
