import { listEntityController } from '@platform/ads-entity';
import { CustomAudience } from '../../entities/custom-audience.entity';
import { tailoredAudiencePermissionsTable } from '../../projections/tables';
import { ListTailoredAudiencePermissionsRequest } from './list-tailored-audience-permissions.request';

/** The `/5` permissions of an audience: all of them to its owner, its own to an account it is shared with. */
export class ListTailoredAudiencePermissionsController extends listEntityController(
  { table: tailoredAudiencePermissionsTable },
  {
    path: 'accounts/:account_id/tailored_audiences/:tailored_audience_id/permissions',
    versions: ['5'],
    tag: 'ads: custom audiences',
    request: ListTailoredAudiencePermissionsRequest,
    parent: { ...CustomAudience, idParam: 'tailored_audience_id' },
    query: (p) => ({
      filters: { audience_id: [p.tailored_audience_id], granted_account_id: p.granted_account_ids, id: p.tailored_audience_permission_ids },
    }),
  },
) {}
