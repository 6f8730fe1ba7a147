import { CsvParam, ListParams } from '@platform/http';
import { trackingTagsTable } from '../../projections/tables';

export class ListTrackingTagsRequest extends ListParams({
  count: { default: 200, min: 1, max: 1000 },
  sortFields: Object.keys(trackingTagsTable.spec.sortColumns),
}) {
  @CsvParam({ max: 200 })
  line_item_ids?: string[];

  @CsvParam({ max: 200 })
  tracking_tag_ids?: string[];
}
