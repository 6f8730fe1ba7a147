import { CsvParam, ListParams } from '@platform/http';
import { promotedPostsTable } from '../../projections/tables';

export class ListPromotedPostsRequest extends ListParams({
  count: { default: 200, min: 1, max: 1000 },
  sortFields: Object.keys(promotedPostsTable.spec.sortColumns),
}) {
  @CsvParam({ max: 200 })
  line_item_ids?: string[];

  @CsvParam({ max: 200 })
  promoted_post_ids?: string[];
}
