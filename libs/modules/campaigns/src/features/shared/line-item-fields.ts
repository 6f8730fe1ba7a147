import { isoSeconds } from '@platform/ddd';
import type { LineItemPatch } from '../../domain/line-item';
import type { CreateLineItemRequest } from './create-line-item.request';
import type { UpdateLineItemRequest } from './update-line-item.request';

/** The request's members as a patch: times in the API's ISO form, null where the client unset a field. */
export function lineItemPatch(p: UpdateLineItemRequest): LineItemPatch {
  const time = (value: string | null | undefined) =>
    value === undefined ? undefined : value === null ? null : isoSeconds(new Date(value));
  return {
    name: p.name,
    advertiser_domain: p.advertiser_domain,
    advertiser_user_id: p.advertiser_user_id,
    android_app_store_identifier: p.android_app_store_identifier,
    ios_app_store_identifier: p.ios_app_store_identifier,
    audience_expansion: p.audience_expansion,
    bid_amount_local_micro: p.bid_amount_local_micro,
    bid_strategy: p.bid_strategy,
    categories: p.categories as string[] | undefined,
    duration_in_days: p.duration_in_days,
    entity_status: p.entity_status,
    start_time: time(p.start_time),
    end_time: time(p.end_time),
    frequency_cap: p.frequency_cap,
    goal: p.goal,
    pay_by: p.pay_by,
    total_budget_amount_local_micro: p.total_budget_amount_local_micro,
    daily_budget_amount_local_micro: p.daily_budget_amount_local_micro,
    target_cpa_local_micro: p.target_cpa_local_micro,
    standard_delivery: p.standard_delivery,
    primary_web_event_tag: p.primary_web_event_tag,
    automatic_post_promotion: p.automatic_post_promotion,
  };
}

/** A new line item's fields: the request's (on create an empty value is simply no value), its objective, product type and placements. */
export function newLineItemFields(p: CreateLineItemRequest) {
  // an empty value is no value on create, except a name sent empty, which the decider refuses (a name has 1 to 255 characters)
  const given = Object.fromEntries(Object.entries(lineItemPatch(p)).filter(([k, v]) => v !== undefined && (v !== null || k === 'name'))) as LineItemPatch;
  return { ...given, objective: p.objective, product_type: p.product_type, placements: p.placements };
}
