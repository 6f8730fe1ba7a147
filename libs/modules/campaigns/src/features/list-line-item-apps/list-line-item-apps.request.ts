import { CsvParam, ListParams } from '@platform/http';
import { lineItemAppsTable } from '../../projections/tables';

export class ListLineItemAppsRequest extends ListParams({
  count: { default: 200, min: 1, max: 1000 },
  sortFields: Object.keys(lineItemAppsTable.spec.sortColumns),
}) {
  @CsvParam({ max: 200 })
  line_item_ids?: string[];

  @CsvParam({ max: 200 })
  line_item_app_ids?: string[];
}
