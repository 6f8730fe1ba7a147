import { CsvParam, ListParams, StringParam } from '@platform/http';
import { pollCardsTable } from '../../projections/tables';

/** The list of poll, video conversation and image conversation cards (all sort alike). */
export class CardListRequest extends ListParams({
  count: { default: 200, min: 1, max: 1000 },
  sortFields: Object.keys(pollCardsTable.spec.sortColumns),
}) {
  @CsvParam({ max: 200 })
  card_ids?: string[];

  /** A prefix of the name, case-insensitively. */
  @StringParam({ maxLength: 80 })
  q?: string;
}
