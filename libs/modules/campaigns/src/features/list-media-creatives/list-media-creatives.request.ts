import { CsvParam, ListParams } from '@platform/http';
import { mediaCreativesTable } from '../../projections/tables';

export class ListMediaCreativesRequest extends ListParams({
  count: { default: 200, min: 1, max: 1000 },
  sortFields: Object.keys(mediaCreativesTable.spec.sortColumns),
}) {
  @CsvParam({ max: 200 })
  line_item_ids?: string[];

  @CsvParam({ max: 200 })
  media_creative_ids?: string[];
}
