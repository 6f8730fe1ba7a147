import { AdsListParams } from '@platform/ads-entity';
import { BooleanParam, StringParam } from '@platform/http';
import { lineItemsTable } from '../../projections/tables';

export class ListLineItemsRequest extends AdsListParams(lineItemsTable, { ids: ['line_item_ids', 'campaign_ids', 'funding_instrument_ids'] }) {
  @StringParam({ maxLength: 255 })
  q?: string;

  /** Include DRAFT line items (left out by default). */
  @BooleanParam()
  with_draft: boolean = false;
}
