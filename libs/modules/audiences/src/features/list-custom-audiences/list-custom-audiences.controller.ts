import { listEntityController } from '@platform/ads-entity';
import { CustomAudience } from '../../entities/custom-audience.entity';
import { ListCustomAudiencesRequest } from './list-custom-audiences.request';

/** The account's own audiences, or (`permission_scope` SHARED) those shared with it. */
export class ListCustomAudiencesController extends listEntityController(CustomAudience, {
  path: 'accounts/:account_id/custom_audiences',
  tag: 'ads: custom audiences',
  request: ListCustomAudiencesRequest,
  query: (p) => ({
    filters: { id: p.custom_audience_ids, permission_scope: [p.permission_scope] },
    q: p.q,
  }),
}) {}
