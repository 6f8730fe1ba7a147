import { CsvParam, ListParams } from '@platform/http';
import { scheduledPromotedPostsTable } from '../../projections/tables';

export class ListScheduledPromotedPostsRequest extends ListParams({
  count: { default: 200, min: 1, max: 1000 },
  sortFields: Object.keys(scheduledPromotedPostsTable.spec.sortColumns),
}) {
  @CsvParam({ max: 200 })
  line_item_ids?: string[];

  @CsvParam({ max: 200 })
  scheduled_promoted_post_ids?: string[];
}
