import {
  DomainError,
  type Environment,
  invalidParameter,
  lifecycle,
  type LifecycleCommandBase,
  lifecycleDecider,
  type LifecycleEvents,
  type LifecycleState,
  notFound,
  stripUndefined,
} from '@platform/ddd';
import { IAB_CATEGORY_IDS } from './reference/iab-categories';
import { BUSINESS_IAB_CATEGORIES, DEFAULT_GOAL, type Objective, placementsAllowed, TAP_PLACEMENTS } from './reference-data';
import type { LineItemView } from './views';

/**
 * A line item (ad group): objective, placements, bidding and budget within a
 * campaign. Every rule of the ads API's line item table is checked on the
 * line item as it would be after the change; deletion is final.
 */
type LineItemEvents = LifecycleEvents<'campaigns.LineItem', LineItemView, 'lineItem'>;
export type LineItemCreated = LineItemEvents['created'];
export type LineItemUpdated = LineItemEvents['updated'];
export type LineItemDeleted = LineItemEvents['deleted'];
export type LineItemEvent = LineItemEvents['any'];

/** Fields a client may set (on create, and all but the first four on update). */
export type LineItemFields = Pick<
  LineItemView,
  | 'campaign_id'
  | 'objective'
  | 'product_type'
  | 'placements'
  | 'name'
  | 'goal'
  | 'bid_strategy'
  | 'bid_amount_local_micro'
  | 'target_cpa_local_micro'
  | 'pay_by'
  | 'start_time'
  | 'end_time'
  | 'duration_in_days'
  | 'frequency_cap'
  | 'total_budget_amount_local_micro'
  | 'daily_budget_amount_local_micro'
  | 'standard_delivery'
  | 'entity_status'
  | 'advertiser_user_id'
  | 'advertiser_domain'
  | 'categories'
  | 'android_app_store_identifier'
  | 'ios_app_store_identifier'
  | 'primary_web_event_tag'
  | 'audience_expansion'
  | 'automatic_post_promotion'
>;
export type LineItemPatch = Partial<Omit<LineItemFields, 'campaign_id' | 'objective' | 'product_type'>>;

/** What the line item's campaign says about it. */
export interface ParentCampaign {
  id: string;
  fundingInstrumentId: string;
  currency: string;
  budgetOptimization: 'CAMPAIGN' | 'LINE_ITEM';
}

export interface CreateLineItem {
  type: 'CreateLineItem';
  environment: Environment;
  accountId: string;
  id: string;
  campaign: ParentCampaign;
  fields: Partial<LineItemFields> & Pick<LineItemFields, 'objective' | 'product_type' | 'placements'>;
  now: string;
}
export interface UpdateLineItem {
  type: 'UpdateLineItem';
  environment: Environment;
  accountId: string;
  id: string;
  campaign: Pick<ParentCampaign, 'budgetOptimization'>;
  /** null unsets an optional field. */
  patch: LineItemPatch;
  now: string;
}
export interface DeleteLineItem {
  type: 'DeleteLineItem';
  environment: Environment;
  accountId: string;
  id: string;
  now: string;
}
export type LineItemCommand = CreateLineItem | UpdateLineItem | DeleteLineItem;

/** A line item as the rules of what goes on it (promotions, tags, apps, media creatives) need it: the account's and live. */
export interface LineItemFacts {
  id: string;
  objective: string;
  productType: string;
}

/** A command of an entity that goes on a live line item of the account, with the line item as its route's context read it (absent: none such). */
export interface OnLineItem extends LifecycleCommandBase {
  lineItemId: string;
  lineItem?: LineItemFacts;
}

/** The line item the command goes on, or the invalid parameter that names it. */
export function onLineItem(c: OnLineItem): LineItemFacts {
  if (!c.lineItem) throw invalidParameter('line_item_id', `Line item ${c.lineItemId} was not found for Account ${c.accountId}`);
  return c.lineItem;
}

export const lineItemNotFound = (id: string, accountId: string) =>
  notFound(`Line Item ${id} was not found for Account ${accountId}`, 'line_item_id', 'LINE_ITEM_NOT_FOUND');

const missing = (parameter: string, why: string) =>
  new DomainError('missing', `"${parameter}" is a required parameter ${why}`, { parameter });

const FREQUENCY_CAP_OBJECTIVES = ['REACH', 'ENGAGEMENTS', 'VIDEO_VIEWS', 'PREROLL_VIEWS'];
/** The objectives whose line items promote an app. */
export const APP_OBJECTIVES = ['APP_INSTALLS', 'APP_ENGAGEMENTS'];

/** Objectives a MAX bid is refused for, and those a TARGET bid is available for. */
const NO_MAX_BID = ['REACH', 'FOLLOWERS'];
const TARGET_BID = ['REACH', 'FOLLOWERS', 'WEBSITE_CLICKS'];

/**
 * The bid strategy of a line item created without one: AUTO without a bid
 * amount; with one, MAX (as the docs' examples answer), or TARGET where MAX
 * is refused.
 */
export function defaultBidStrategy(objective: string, bidAmount: number | null | undefined): 'AUTO' | 'MAX' | 'TARGET' {
  if (bidAmount === null || bidAmount === undefined) return 'AUTO';
  return NO_MAX_BID.includes(objective) ? 'TARGET' : 'MAX';
}

/** What each objective charges by where the advertiser has no choice: its pricing model's unit. */
const OBJECTIVE_PAY_BY: Readonly<Record<string, string>> = {
  APP_ENGAGEMENTS: 'APP_CLICK',
  REACH: 'IMPRESSION',
  FOLLOWERS: 'FOLLOW',
  ENGAGEMENTS: 'ENGAGEMENT',
  VIDEO_VIEWS: 'VIEW',
  PREROLL_VIEWS: 'VIEW',
};

/**
 * The pay_by values a line item may have, its default first: app installs
 * charge by impression or app click; website clicks by impression or link
 * click (link click only with a TARGET bid), site visits by impression; every
 * other objective by its own unit.
 */
export function payByChoices(li: Pick<LineItemView, 'objective' | 'goal' | 'bid_strategy'>): readonly string[] {
  if (li.objective === 'APP_INSTALLS') return ['IMPRESSION', 'APP_CLICK'];
  if (li.objective === 'WEBSITE_CLICKS') {
    if (li.goal === 'SITE_VISITS') return ['IMPRESSION'];
    return li.bid_strategy === 'TARGET' ? ['LINK_CLICK'] : ['IMPRESSION', 'LINK_CLICK'];
  }
  return [OBJECTIVE_PAY_BY[li.objective] ?? 'IMPRESSION'];
}

/** The one objective whose line items may change pay_by once made. */
const PAY_BY_CHANGEABLE = 'APP_INSTALLS';

/** Every rule of the line item table, on the line item as it would be. */
export function checkLineItem(li: LineItemView, budgetOptimization: 'CAMPAIGN' | 'LINE_ITEM'): void {
  const objective = li.objective;
  if (li.bid_strategy === 'MAX' && NO_MAX_BID.includes(objective)) {
    throw invalidParameter('bid_strategy', `bid_strategy MAX is not supported for objective ${objective}`);
  }
  if (li.bid_strategy === 'TARGET' && !TARGET_BID.includes(objective)) {
    throw invalidParameter('bid_strategy', `bid_strategy TARGET is only supported for objectives ${TARGET_BID.join(', ')}`);
  }
  if ((li.bid_strategy === 'MAX' || li.bid_strategy === 'TARGET') && li.bid_amount_local_micro === null) {
    throw missing('bid_amount_local_micro', `when bid_strategy is ${li.bid_strategy}`);
  }
  if (li.bid_amount_local_micro !== null && li.bid_amount_local_micro <= 0) {
    throw invalidParameter('bid_amount_local_micro', 'bid_amount_local_micro must be greater than 0');
  }
  if (li.frequency_cap !== null && !FREQUENCY_CAP_OBJECTIVES.includes(objective)) {
    throw invalidParameter('frequency_cap', `frequency_cap is only supported for objectives ${FREQUENCY_CAP_OBJECTIVES.join(', ')}`);
  }
  if (li.duration_in_days !== null && ![1, 7, 30].includes(li.duration_in_days)) {
    throw invalidParameter('duration_in_days', 'duration_in_days must be one of 1, 7, 30');
  }
  if (li.daily_budget_amount_local_micro !== null) {
    if (budgetOptimization !== 'LINE_ITEM') {
      throw invalidParameter(
        'daily_budget_amount_local_micro',
        'daily_budget_amount_local_micro can only be set when the campaign has budget_optimization LINE_ITEM',
      );
    }
    if (li.daily_budget_amount_local_micro <= 0) {
      throw invalidParameter('daily_budget_amount_local_micro', 'daily_budget_amount_local_micro must be greater than 0');
    }
    if (li.total_budget_amount_local_micro !== null && li.daily_budget_amount_local_micro > li.total_budget_amount_local_micro) {
      throw invalidParameter(
        'daily_budget_amount_local_micro',
        'daily_budget_amount_local_micro must not be greater than total_budget_amount_local_micro',
      );
    }
  }
  if (li.total_budget_amount_local_micro !== null && li.total_budget_amount_local_micro <= 0) {
    throw invalidParameter('total_budget_amount_local_micro', 'total_budget_amount_local_micro must be greater than 0');
  }
  if (!placementsAllowed(li.product_type, li.placements)) {
    throw invalidParameter('placements', `placements ${li.placements.join(',')} are not available for product_type ${li.product_type}`);
  }
  const notIab = li.categories.find((c) => !IAB_CATEGORY_IDS.has(c));
  if (notIab) throw invalidParameter('categories', `${notIab} is not an IAB category (GET iab_categories lists them)`);
  if (objective === 'REACH' && !li.placements.some((p) => p === 'PLATFORM_TIMELINE' || p === 'ALL_ON_PLATFORM')) {
    throw invalidParameter('placements', 'A REACH line item must include PLATFORM_TIMELINE (or ALL_ON_PLATFORM) in placements');
  }
  const tap = li.placements.find((placement) => TAP_PLACEMENTS.includes(placement));
  if (tap && !APP_OBJECTIVES.includes(objective)) {
    throw invalidParameter('placements', `placement ${tap} is available for objectives ${APP_OBJECTIVES.join(', ')} only, not ${objective}`);
  }
  if (objective === 'PREROLL_VIEWS') {
    if (li.categories.length < 1 || li.categories.length > 2) {
      throw invalidParameter('categories', 'A PREROLL_VIEWS line item needs one or two advertiser business categories in categories');
    }
    const unknown = li.categories.find((c) => !BUSINESS_IAB_CATEGORIES.has(c));
    if (unknown) throw invalidParameter('categories', `${unknown} is not an IAB category of an advertiser business category`);
  }
  if (li.placements.includes('PUBLISHER_NETWORK')) {
    if (!li.advertiser_domain) throw missing('advertiser_domain', 'when placements include PUBLISHER_NETWORK');
    if (li.categories.length === 0) throw missing('categories', 'when placements include PUBLISHER_NETWORK');
  }
  if (li.advertiser_domain !== null && !/^(?!-)[A-Za-z0-9-]{1,63}(?<!-)(\.(?!-)[A-Za-z0-9-]{1,63}(?<!-))+$/.test(li.advertiser_domain)) {
    throw invalidParameter('advertiser_domain', 'advertiser_domain must be a domain without protocol, for example example.com');
  }
  if (APP_OBJECTIVES.includes(objective) && !li.android_app_store_identifier && !li.ios_app_store_identifier) {
    throw missing('ios_app_store_identifier', `or android_app_store_identifier for objective ${objective}`);
  }
  if (li.ios_app_store_identifier !== null && !/^\d+$/.test(li.ios_app_store_identifier)) {
    throw invalidParameter('ios_app_store_identifier', 'ios_app_store_identifier is the numeric part of the App Store id');
  }
  const payBy = payByChoices(li);
  if (!payBy.includes(li.pay_by)) {
    throw invalidParameter('pay_by', `pay_by must be ${payBy.join(' or ')} for objective ${objective} with goal ${li.goal} and bid_strategy ${li.bid_strategy}`);
  }
  if (li.start_time && li.end_time && li.end_time <= li.start_time) {
    throw invalidParameter('end_time', 'end_time must be after start_time');
  }
}

/** The line item's own rules; the lifecycle (ownership, changes, final deletion) is the shared one. */
export const lineItemLifecycle = lifecycle<LineItemView, CreateLineItem, UpdateLineItem, DeleteLineItem>('campaigns.LineItem', {
  label: 'Line item',
  // the API's spelling, "Line Item"
  notFound: lineItemNotFound,
  create(command) {
    const f = command.fields;
    // a name sent empty (null here) is refused on create, where the name is 1 to 255 characters; an update may unset it
    if (f.name === null) throw invalidParameter('name', 'Expected at least 1 characters, got "" for name');
    const objective = f.objective as Objective;
    const bidStrategy = f.bid_strategy ?? defaultBidStrategy(objective, f.bid_amount_local_micro);
    const lineItem: LineItemView = {
      id: command.id,
      campaign_id: command.campaign.id,
      funding_instrument_id: command.campaign.fundingInstrumentId,
      name: f.name ?? null,
      objective,
      product_type: f.product_type,
      placements: [...new Set(f.placements)],
      goal: f.goal ?? DEFAULT_GOAL[objective],
      bid_strategy: bidStrategy,
      bid_amount_local_micro: bidStrategy === 'AUTO' ? null : (f.bid_amount_local_micro ?? null),
      target_cpa_local_micro: f.target_cpa_local_micro ?? null,
      pay_by: f.pay_by ?? payByChoices({ objective, goal: f.goal ?? DEFAULT_GOAL[objective], bid_strategy: bidStrategy })[0],
      currency: command.campaign.currency,
      start_time: f.start_time ?? null,
      end_time: f.end_time ?? null,
      duration_in_days: f.duration_in_days ?? null,
      frequency_cap: f.frequency_cap ?? null,
      total_budget_amount_local_micro: f.total_budget_amount_local_micro ?? null,
      daily_budget_amount_local_micro: f.daily_budget_amount_local_micro ?? null,
      standard_delivery: f.standard_delivery ?? null,
      entity_status: f.entity_status ?? 'ACTIVE',
      advertiser_user_id: f.advertiser_user_id ?? null,
      advertiser_domain: f.advertiser_domain ?? null,
      categories: f.categories ?? [],
      android_app_store_identifier: f.android_app_store_identifier ?? null,
      ios_app_store_identifier: f.ios_app_store_identifier ?? null,
      primary_web_event_tag: f.primary_web_event_tag ?? null,
      audience_expansion: f.audience_expansion ?? null,
      automatic_post_promotion: f.automatic_post_promotion ?? null,
      creative_source: 'MANUAL',
      created_at: command.now,
      updated_at: command.now,
      deleted: false,
    };
    checkLineItem(lineItem, command.campaign.budgetOptimization);
    return lineItem;
  },
  update(current, command) {
    const patch = normalizePatch(stripUndefined(command.patch));
    if (patch.entity_status === 'DRAFT' && current.entity_status !== 'DRAFT') {
      throw invalidParameter('entity_status', 'entity_status can only be set to ACTIVE or PAUSED on update');
    }
    // clients that send the whole object back repeat pay_by unchanged: that is no request to change it
    if (patch.pay_by !== undefined && patch.pay_by === current.pay_by) delete patch.pay_by;
    let next: LineItemView = { ...current, ...patch } as LineItemView;
    // AUTO ignores the bid amount
    if (next.bid_strategy === 'AUTO') next = { ...next, bid_amount_local_micro: null };
    // a pay_by the line item can no longer have (its goal or bid strategy changed) becomes the default of what it now allows
    const payBy = payByChoices(next);
    const kept = payBy.includes(current.pay_by) ? current.pay_by : payBy[0];
    if (patch.pay_by === undefined) next = { ...next, pay_by: kept };
    else if (next.objective !== PAY_BY_CHANGEABLE && patch.pay_by !== kept) {
      throw invalidParameter('pay_by', `pay_by can only be changed on line items of objective ${PAY_BY_CHANGEABLE}`);
    }
    checkLineItem(next, command.campaign.budgetOptimization);
    return next;
  },
});

export type LineItemState = LifecycleState<LineItemView>;
export const lineItemDecider = lifecycleDecider<LineItemView, CreateLineItem, UpdateLineItem, DeleteLineItem, LineItemEvent>(
  lineItemLifecycle,
);

/** Unset list fields become empty lists; placements are kept once each. */
function normalizePatch(patch: LineItemPatch): LineItemPatch {
  const out = { ...patch };
  if (out.categories === null) out.categories = [];
  if (out.placements) out.placements = [...new Set(out.placements)];
  return out;
}

