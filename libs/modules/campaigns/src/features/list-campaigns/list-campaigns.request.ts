import { AdsListParams } from '@platform/ads-entity';
import { BooleanParam, StringParam } from '@platform/http';
import { campaignsTable } from '../../projections/tables';

export class ListCampaignsRequest extends AdsListParams(campaignsTable, { ids: ['campaign_ids', 'funding_instrument_ids'] }) {
  @StringParam({ maxLength: 255 })
  q?: string;

  /** Include DRAFT campaigns (left out by default). */
  @BooleanParam()
  with_draft: boolean = false;
}
