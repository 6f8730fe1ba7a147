import { AdsListParams } from '@platform/ads-entity';
import { CsvParam, StringParam } from '@platform/http';
import { targetingCriteriaTable } from '../../projections/tables';

export class ListTargetingCriteriaRequest extends AdsListParams(targetingCriteriaTable) {
  /** Required: criteria are listed by line item. */
  @CsvParam({ required: true, max: 200 })
  line_item_ids: string[];

  @CsvParam({ max: 200 })
  targeting_criterion_ids?: string[];

  /** The language of names; aviary has one (accepted, not used). */
  @StringParam({ maxLength: 16 })
  lang?: string;
}
