import { CsvParam, EnumParam, ListParams, StringParam } from '@platform/http';
import { customAudiencesTable } from '../../projections/tables';

export class ListCustomAudiencesRequest extends ListParams({
  count: { default: 200, min: 1, max: 1000 },
  sortFields: Object.keys(customAudiencesTable.spec.sortColumns),
}) {
  @CsvParam({ max: 200 })
  custom_audience_ids?: string[];

  /** OWNER (the default): the account's own audiences; SHARED: those shared with it. */
  @EnumParam(['OWNER', 'SHARED'])
  permission_scope: 'OWNER' | 'SHARED' = 'OWNER';

  @StringParam({ minLength: 1, maxLength: 255 })
  q?: string;
}
