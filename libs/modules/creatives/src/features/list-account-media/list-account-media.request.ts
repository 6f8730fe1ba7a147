import { CsvParam, ListParams } from '@platform/http';
import { CREATIVE_TYPES } from '../../domain/views';
import { accountMediaTable } from '../../projections/tables';

export class ListAccountMediaRequest extends ListParams({
  count: { default: 200, min: 1, max: 1000 },
  sortFields: Object.keys(accountMediaTable.spec.sortColumns),
}) {
  @CsvParam({ max: 200 })
  account_media_ids?: string[];

  @CsvParam({ values: CREATIVE_TYPES })
  creative_types?: string[];
}
