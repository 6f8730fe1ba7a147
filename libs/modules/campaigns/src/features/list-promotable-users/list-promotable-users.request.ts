import { CsvParam, ListParams } from '@platform/http';
import { promotableUsersTable } from '../../projections/tables';

export class ListPromotableUsersRequest extends ListParams({
  count: { default: 200, min: 1, max: 1000 },
  sortFields: Object.keys(promotableUsersTable.spec.sortColumns),
}) {
  /** Only these promotable users (their ids, not the users' ids). */
  @CsvParam({ max: 200 })
  promotable_user_ids?: string[];
}
