import { listEntityController } from '@platform/ads-entity';
import { CustomAudience } from '../../entities/custom-audience.entity';
import { customAudiencePermissionsTable } from '../../projections/tables';
import { ListCustomAudiencePermissionsRequest } from './list-custom-audience-permissions.request';

/** The permissions of an audience: all of them to its owner, its own to an account it is shared with. */
export class ListCustomAudiencePermissionsController extends listEntityController(
  { table: customAudiencePermissionsTable },
  {
    path: 'accounts/:account_id/custom_audiences/:custom_audience_id/permissions',
    tag: 'ads: custom audiences',
    request: ListCustomAudiencePermissionsRequest,
    parent: CustomAudience,
    query: (p) => ({
      filters: { audience_id: [p.custom_audience_id], granted_account_id: p.granted_account_ids, id: p.custom_audience_permission_ids },
    }),
  },
) {}
