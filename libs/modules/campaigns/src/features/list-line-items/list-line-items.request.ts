import { BooleanParam, CsvParam, ListParams, StringParam } from '@platform/http';
import { lineItemsTable } from '../../projections/tables';

export class ListLineItemsRequest extends ListParams({
  count: { default: 200, min: 1, max: 1000 },
  sortFields: Object.keys(lineItemsTable.spec.sortColumns),
}) {
  @CsvParam({ max: 200 })
  line_item_ids?: string[];

  @CsvParam({ max: 200 })
  campaign_ids?: string[];

  @CsvParam({ max: 200 })
  funding_instrument_ids?: string[];

  @StringParam({ maxLength: 255 })
  q?: string;

  /** Include DRAFT line items (left out by default). */
  @BooleanParam()
  with_draft: boolean = false;
}
