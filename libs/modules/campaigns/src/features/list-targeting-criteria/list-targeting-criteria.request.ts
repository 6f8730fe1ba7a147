import { CsvParam, ListParams, StringParam } from '@platform/http';
import { targetingCriteriaTable } from '../../projections/tables';

export class ListTargetingCriteriaRequest extends ListParams({
  count: { default: 200, min: 1, max: 1000 },
  sortFields: Object.keys(targetingCriteriaTable.spec.sortColumns),
}) {
  /** Required: criteria are listed by line item. */
  @CsvParam({ required: true, max: 200 })
  line_item_ids: string[];

  @CsvParam({ max: 200 })
  targeting_criterion_ids?: string[];

  /** The language of names; aviary has one (accepted, not used). */
  @StringParam({ maxLength: 16 })
  lang?: string;
}
