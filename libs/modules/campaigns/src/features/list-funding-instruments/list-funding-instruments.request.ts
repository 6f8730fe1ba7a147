import { CsvParam, ListParams } from '@platform/http';
import { fundingInstrumentsTable } from '../../projections/tables';

export class ListFundingInstrumentsRequest extends ListParams({
  count: { default: 200, min: 1, max: 1000 },
  sortFields: Object.keys(fundingInstrumentsTable.spec.sortColumns),
}) {
  @CsvParam({ max: 200 })
  funding_instrument_ids?: string[];
}
