import { BooleanParam, CsvParam, ListParams, StringParam } from '@platform/http';
import { campaignsTable } from '../../projections/tables';

export class ListCampaignsRequest extends ListParams({
  count: { default: 200, min: 1, max: 1000 },
  sortFields: Object.keys(campaignsTable.spec.sortColumns),
}) {
  @CsvParam({ max: 200 })
  campaign_ids?: string[];

  @CsvParam({ max: 200 })
  funding_instrument_ids?: string[];

  @StringParam({ maxLength: 255 })
  q?: string;

  /** Include DRAFT campaigns (left out by default). */
  @BooleanParam()
  with_draft: boolean = false;
}
