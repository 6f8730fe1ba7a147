import { CsvParam, ListParams } from '@platform/http';
import { promotedAccountsTable } from '../../projections/tables';

export class ListPromotedAccountsRequest extends ListParams({
  count: { default: 200, min: 1, max: 1000 },
  sortFields: Object.keys(promotedAccountsTable.spec.sortColumns),
}) {
  @CsvParam({ max: 200 })
  line_item_ids?: string[];

  @CsvParam({ max: 200 })
  promoted_account_ids?: string[];
}
