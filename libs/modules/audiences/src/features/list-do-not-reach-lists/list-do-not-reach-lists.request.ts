import { CsvParam, ListParams } from '@platform/http';
import { doNotReachListsTable } from '../../projections/tables';

export class ListDoNotReachListsRequest extends ListParams({
  count: { default: 200, min: 1, max: 1000 },
  sortFields: Object.keys(doNotReachListsTable.spec.sortColumns),
}) {
  @CsvParam({ max: 200 })
  do_not_reach_list_ids?: string[];
}
