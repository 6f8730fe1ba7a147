import { BooleanParam, CsvParam, EnumParam, IntParam, StringParam, TimeParam } from '@platform/http';
import { AUDIENCE_EXPANSION, BID_STRATEGIES, GOALS, IAB_CATEGORY, PAY_BY } from '../../domain/reference-data';

/**
 * PUT line item members, all optional; an empty string unsets an optional one.
 * Read-only members clients send back (id, campaign_id, objective, currency,
 * created_at...) are not declared, so they are ignored.
 */
export class UpdateLineItemRequest {
  @StringParam({ maxLength: 255, nullable: true })
  name?: string | null;

  @StringParam({ maxLength: 255, nullable: true })
  advertiser_domain?: string | null;

  @StringParam({ maxLength: 64, nullable: true, pattern: /^\d{1,19}$/ })
  advertiser_user_id?: string | null;

  @StringParam({ maxLength: 255, nullable: true })
  android_app_store_identifier?: string | null;

  @StringParam({ maxLength: 64, nullable: true })
  ios_app_store_identifier?: string | null;

  @EnumParam(AUDIENCE_EXPANSION, { nullable: true })
  audience_expansion?: string | null;

  @IntParam({ min: 1, nullable: true })
  bid_amount_local_micro?: number | null;

  @EnumParam(BID_STRATEGIES)
  bid_strategy?: 'AUTO' | 'MAX' | 'TARGET';

  @CsvParam({ max: 50, nullable: true, pattern: IAB_CATEGORY })
  categories?: string[] | null;

  @IntParam({ nullable: true })
  duration_in_days?: number | null;

  @EnumParam(['ACTIVE', 'PAUSED', 'DRAFT'])
  entity_status?: 'ACTIVE' | 'PAUSED' | 'DRAFT';

  @TimeParam()
  start_time?: string;

  @TimeParam({ nullable: true })
  end_time?: string | null;

  @IntParam({ min: 1, nullable: true })
  frequency_cap?: number | null;

  @EnumParam(GOALS)
  goal?: string;

  @EnumParam(PAY_BY)
  pay_by?: string;

  @IntParam({ min: 1, nullable: true })
  total_budget_amount_local_micro?: number | null;

  @IntParam({ min: 1, nullable: true })
  daily_budget_amount_local_micro?: number | null;

  @IntParam({ min: 1, nullable: true })
  target_cpa_local_micro?: number | null;

  @BooleanParam()
  standard_delivery?: boolean;

  @StringParam({ maxLength: 255, nullable: true })
  primary_web_event_tag?: string | null;

  @BooleanParam()
  automatic_post_promotion?: boolean;
}
