import { CsvParam, ListParams, StringParam } from '@platform/http';
import { ACCOUNT_SORT_FIELDS } from '../../projections/accounts.read-model';

export class ListAccountsRequest extends ListParams({ count: { default: 200, min: 1, max: 1000 }, sortFields: ACCOUNT_SORT_FIELDS }) {
  @CsvParam({ max: 200 })
  account_ids?: string[];

  @StringParam({ maxLength: 255 })
  q?: string;
}
