import { BooleanParam, EnumParam, IntParam, StringParam } from '@platform/http';

/** Every member optional; an empty string unsets an optional one. */
export class UpdateCampaignRequest {
  @StringParam({ minLength: 1, maxLength: 255 })
  name?: string;

  @EnumParam(['CAMPAIGN', 'LINE_ITEM'])
  budget_optimization?: 'CAMPAIGN' | 'LINE_ITEM';

  @IntParam({ min: 1, nullable: true })
  daily_budget_amount_local_micro?: number | null;

  @IntParam({ min: 1, nullable: true })
  total_budget_amount_local_micro?: number | null;

  @EnumParam(['ACTIVE', 'DRAFT', 'PAUSED'])
  entity_status?: 'ACTIVE' | 'DRAFT' | 'PAUSED';

  @StringParam({ maxLength: 50, nullable: true })
  purchase_order_number?: string | null;

  @BooleanParam()
  standard_delivery?: boolean;

  @IntParam({ min: 1, max: 30, nullable: true })
  duration_in_days?: number | null;

  @IntParam({ min: 1, nullable: true })
  frequency_cap?: number | null;
}
