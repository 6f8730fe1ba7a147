import { BooleanParam, EnumParam, IntParam, StringParam } from '@platform/http';

export class CreateCampaignRequest {
  @StringParam({ required: true, minLength: 1 })
  funding_instrument_id: string;

  @StringParam({ required: true, minLength: 1, maxLength: 255 })
  name: string;

  @EnumParam(['CAMPAIGN', 'LINE_ITEM'])
  budget_optimization?: 'CAMPAIGN' | 'LINE_ITEM';

  @IntParam({ min: 1 })
  daily_budget_amount_local_micro?: number;

  @IntParam({ min: 1 })
  total_budget_amount_local_micro?: number;

  @EnumParam(['ACTIVE', 'DRAFT', 'PAUSED'])
  entity_status?: 'ACTIVE' | 'DRAFT' | 'PAUSED';

  @StringParam({ maxLength: 50 })
  purchase_order_number?: string;

  @BooleanParam()
  standard_delivery?: boolean;

  @IntParam({ min: 1, max: 30 })
  duration_in_days?: number;

  @IntParam({ min: 1 })
  frequency_cap?: number;
}
