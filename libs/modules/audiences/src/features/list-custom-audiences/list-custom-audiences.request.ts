import { AdsListParams } from '@platform/ads-entity';
import { EnumParam, StringParam } from '@platform/http';
import { customAudiencesTable } from '../../projections/tables';

export class ListCustomAudiencesRequest extends AdsListParams(customAudiencesTable, { ids: ['custom_audience_ids'] }) {
  /** OWNER (the default): the account's own audiences; SHARED: those shared with it. */
  @EnumParam(['OWNER', 'SHARED'])
  permission_scope: 'OWNER' | 'SHARED' = 'OWNER';

  @StringParam({ minLength: 1, maxLength: 255 })
  q?: string;
}
