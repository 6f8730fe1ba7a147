/**
 * The entities of campaign management as the ads API shows them (v12 field
 * names). Events carry these shapes, so read models, history and the API agree.
 */
/** An account as the ads interface shows it. */
export interface AccountView {
  id: string;
  name: string;
  business_name: string | null;
  business_id: string | null;
  timezone: string;
  timezone_switch_at: string | null;
  industry_type: string | null;
  approval_status: string;
  created_at: string;
  updated_at: string;
  deleted: boolean;
}

export interface FundingInstrumentView {
  id: string;
  account_id: string;
  type: string;
  currency: string;
  description: string;
  start_time: string;
  end_time: string | null;
  entity_status: string;
  able_to_fund: boolean;
  reasons_not_able_to_fund: string[];
  io_header: string | null;
  credit_limit_local_micro: number | null;
  credit_remaining_local_micro: number | null;
  funded_amount_local_micro: number | null;
  created_at: string;
  updated_at: string;
  deleted: boolean;
}

export interface CampaignView {
  id: string;
  name: string;
  funding_instrument_id: string;
  budget_optimization: 'CAMPAIGN' | 'LINE_ITEM';
  daily_budget_amount_local_micro: number | null;
  total_budget_amount_local_micro: number | null;
  entity_status: 'ACTIVE' | 'DRAFT' | 'PAUSED';
  effective_status: string;
  purchase_order_number: string | null;
  standard_delivery: boolean | null;
  duration_in_days: number | null;
  frequency_cap: number | null;
  currency: string;
  servable: boolean | null;
  reasons_not_servable: string[];
  created_at: string;
  updated_at: string;
  deleted: boolean;
}

export interface LineItemView {
  id: string;
  campaign_id: string;
  funding_instrument_id: string;
  name: string | null;
  objective: string;
  product_type: string;
  placements: string[];
  goal: string;
  bid_strategy: 'AUTO' | 'MAX' | 'TARGET';
  bid_amount_local_micro: number | null;
  target_cpa_local_micro: number | null;
  pay_by: string;
  currency: string;
  start_time: string | null;
  end_time: string | null;
  duration_in_days: number | null;
  frequency_cap: number | null;
  total_budget_amount_local_micro: number | null;
  daily_budget_amount_local_micro: number | null;
  standard_delivery: boolean | null;
  entity_status: 'ACTIVE' | 'DRAFT' | 'PAUSED';
  advertiser_user_id: string | null;
  advertiser_domain: string | null;
  categories: string[];
  android_app_store_identifier: string | null;
  ios_app_store_identifier: string | null;
  primary_web_event_tag: string | null;
  audience_expansion: string | null;
  automatic_post_promotion: boolean | null;
  creative_source: string;
  created_at: string;
  updated_at: string;
  deleted: boolean;
}

export interface LineItemCuratedCategoryView {
  id: string;
  line_item_id: string;
  curated_category_id: string;
  created_at: string;
  updated_at: string;
  deleted: boolean;
}

/** A mobile app associated with an ad account. */
export interface AccountAppView {
  id: string;
  app_store_identifier: string;
  conversion_tracking_enabled: boolean;
  deep_link_pattern: string | null;
  os_type: 'IOS' | 'ANDROID';
  created_at: string;
  updated_at: string;
  deleted: boolean;
}

/** A line item's targeting criterion, as the ads API shows it. */
export interface TargetingCriterionView {
  id: string;
  line_item_id: string;
  /** What the value names: the audience's name, the keyword, the catalogue value's name; null for other types. */
  name: string | null;
  targeting_type: string;
  targeting_value: string;
  operator_type: string;
  /** A LOCATION's kind, as the locations lookup spells it (COUNTRIES, CITIES, ...); absent for other types. */
  location_type?: string | null;
  created_at: string;
  updated_at: string;
  deleted: boolean;
}
