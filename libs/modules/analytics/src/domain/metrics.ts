/**
 * The analytics catalogue (analytics.mdx, "Metrics and Segmentation"): the
 * metric groups and their metrics, which entity may have which, and the fixed
 * order (`METRIC_SLOTS`) in which a delivered hour's counts are kept. Pure.
 */

export const METRIC_GROUPS = ['ENGAGEMENT', 'BILLING', 'VIDEO', 'WEB_CONVERSION', 'MOBILE_CONVERSION', 'LIFE_TIME_VALUE_MOBILE_CONVERSION'] as const;
export type MetricGroup = (typeof METRIC_GROUPS)[number];

/** The entities stats are kept for, by their neutral names (`PROMOTED_POST` answers the SDKs' `PROMOTED_TWEET`). */
export const STATS_ENTITIES = ['ACCOUNT', 'CAMPAIGN', 'FUNDING_INSTRUMENT', 'LINE_ITEM', 'ORGANIC_POST', 'PROMOTED_ACCOUNT', 'PROMOTED_POST', 'MEDIA_CREATIVE'] as const;
export type StatsEntity = (typeof STATS_ENTITIES)[number];
export const STATS_ENTITY_ALIASES = { PROMOTED_TWEET: 'PROMOTED_POST', ORGANIC_TWEET: 'ORGANIC_POST' } as const;

/** Where metrics are counted: on the platform, or on the audience platform (`PUBLISHER_NETWORK`). */
export const PLACEMENTS = ['ALL_ON_PLATFORM', 'PUBLISHER_NETWORK', 'SPOTLIGHT', 'TREND'] as const;
export type StatsPlacement = (typeof PLACEMENTS)[number];
export const PLACEMENT_ALIASES = { ALL_ON_TWITTER: 'ALL_ON_PLATFORM' } as const;

/** The parts of a conversion metric (a JSON object of arrays). */
export const CONVERSION_PARTS = ['post_view', 'post_engagement', 'assisted', 'order_quantity', 'sale_amount'] as const;
export type ConversionPart = (typeof CONVERSION_PARTS)[number];

/** The engagement metrics the reference leaves out at account and funding instrument level. */
const NOT_AT_ACCOUNT_LEVEL = new Set(['card_engagements', 'clicks', 'app_clicks', 'url_clicks', 'qualified_impressions', 'carousel_swipes']);

interface GroupMetrics {
  /** Arrays of ints. */
  counts: readonly string[];
  /** JSON objects of `CONVERSION_PARTS`. */
  conversions: readonly string[];
}

const WEB_CONVERSIONS = [
  'conversion_purchases',
  'conversion_sign_ups',
  'conversion_site_visits',
  'conversion_downloads',
  'conversion_custom',
  'conversion_add_to_carts',
  'conversion_checkouts_initiated',
  'conversion_content_views',
  'conversion_payment_info_additions',
  'conversion_add_to_wishlists',
  'conversion_searches',
  'conversion_landing_page_views',
  'conversion_subscriptions',
];
const MOBILE_CONVERSION_TYPES = [
  'spent_credits',
  'installs',
  'content_views',
  'add_to_wishlists',
  'checkouts_initiated',
  'reservations',
  'tutorials_completed',
  'achievements_unlocked',
  'searches',
  'add_to_carts',
  'payment_info_additions',
  're_engages',
  'shares',
  'rates',
  'logins',
  'updates',
  'levels_achieved',
  'invites',
  'key_page_views',
  'downloads',
  'purchases',
  'sign_ups',
  'site_visits',
];
const LIFETIME_VALUE_TYPES = [
  'purchases',
  'sign_ups',
  'updates',
  'tutorials_completed',
  'reservations',
  'add_to_carts',
  'add_to_wishlists',
  'checkouts_initiated',
  'levels_achieved',
  'achievements_unlocked',
  'shares',
  'invites',
  'payment_info_additions',
  'spent_credits',
  'rates',
];

/**
 * Each group's metrics, as the reference lists them. ENGAGEMENT also has the
 * keys its examples answer beyond its table (`posts_send`, `poll_card_vote`),
 * which nothing here counts: always null.
 */
export const GROUP_METRICS: Readonly<Record<MetricGroup, GroupMetrics>> = {
  ENGAGEMENT: {
    counts: [
      'impressions',
      'engagements',
      'retweets',
      'replies',
      'likes',
      'follows',
      'card_engagements',
      'clicks',
      'app_clicks',
      'url_clicks',
      'qualified_impressions',
      'carousel_swipes',
      'posts_send',
      'poll_card_vote',
    ],
    conversions: [],
  },
  BILLING: { counts: ['billed_engagements', 'billed_charge_local_micro'], conversions: [] },
  VIDEO: {
    counts: [
      'video_total_views',
      'video_views_25',
      'video_views_50',
      'video_views_75',
      'video_views_100',
      'video_cta_clicks',
      'video_content_starts',
      'video_3s100pct_views',
      'video_6s_views',
      'video_15s_views',
    ],
    conversions: [],
  },
  WEB_CONVERSION: { counts: [], conversions: WEB_CONVERSIONS },
  MOBILE_CONVERSION: { counts: [], conversions: MOBILE_CONVERSION_TYPES.map((t) => `mobile_conversion_${t}`) },
  LIFE_TIME_VALUE_MOBILE_CONVERSION: { counts: [], conversions: LIFETIME_VALUE_TYPES.map((t) => `mobile_conversion_lifetime_value_${t}`) },
};

/** The groups each entity may have (the reference's table; media creatives and promoted accounts as promoted posts). */
const ENTITY_GROUPS: Readonly<Record<StatsEntity, readonly MetricGroup[]>> = {
  ACCOUNT: ['ENGAGEMENT'],
  FUNDING_INSTRUMENT: ['ENGAGEMENT', 'BILLING'],
  CAMPAIGN: METRIC_GROUPS,
  LINE_ITEM: METRIC_GROUPS,
  PROMOTED_POST: METRIC_GROUPS,
  PROMOTED_ACCOUNT: METRIC_GROUPS,
  MEDIA_CREATIVE: METRIC_GROUPS,
  ORGANIC_POST: ['ENGAGEMENT', 'VIDEO'],
};

/** Whether an entity can have a metric of a group (else the metric is null, whatever was delivered). */
export function entityHasMetric(entity: StatsEntity, group: MetricGroup, metric: string): boolean {
  if (!ENTITY_GROUPS[entity].includes(group)) return false;
  return !((entity === 'ACCOUNT' || entity === 'FUNDING_INSTRUMENT') && NOT_AT_ACCOUNT_LEVEL.has(metric));
}

/**
 * The conversions delivery simulates: site visits, sign-ups and purchases on
 * the web (line items with a web event tag), installs, sign-ups and purchases
 * in apps (app objectives). Every other conversion metric stays null.
 */
export const SIMULATED_CONVERSIONS = [
  'conversion_site_visits',
  'conversion_sign_ups',
  'conversion_purchases',
  'mobile_conversion_installs',
  'mobile_conversion_sign_ups',
  'mobile_conversion_purchases',
] as const;

/** ENGAGEMENT keys the examples answer that nothing counts (always null). */
const NEVER_COUNTED = new Set(['posts_send', 'poll_card_vote']);

/**
 * The counts delivery records, in the order an hour's row keeps them: the
 * count groups' metrics as listed above. Stored rows depend on this order, so
 * a metric is only ever added at the end of a group's list (the unit spec
 * pins the order).
 */
const COUNTED_METRICS = (['ENGAGEMENT', 'BILLING', 'VIDEO'] as const).flatMap((group) => GROUP_METRICS[group].counts.filter((name) => !NEVER_COUNTED.has(name)));

/** Every slot of a row: the counts, then each simulated conversion's parts (`conversion_purchases.sale_amount`). */
export const METRIC_SLOTS: readonly string[] = [...COUNTED_METRICS, ...SIMULATED_CONVERSIONS.flatMap((c) => CONVERSION_PARTS.map((p) => `${c}.${p}`))];
export const SLOT_OF: ReadonlyMap<string, number> = new Map(METRIC_SLOTS.map((name, i) => [name, i]));

/** An hour's metrics as delivered: only what is not zero, by slot name. */
export type HourMetrics = Readonly<Record<string, number>>;

/** Slot values (trailing zeros left out) of an hour's metrics. */
export function slotsOf(metrics: HourMetrics): number[] {
  const slots: number[] = [];
  for (const [name, value] of Object.entries(metrics)) {
    const i = SLOT_OF.get(name);
    if (i === undefined || !value) continue;
    while (slots.length <= i) slots.push(0);
    slots[i] = value;
  }
  return slots;
}

/** Sums `from` into `into`, slot by slot. */
export function addSlots(into: number[], from: readonly number[]): number[] {
  while (into.length < from.length) into.push(0);
  for (let i = 0; i < from.length; i++) into[i] += from[i];
  return into;
}
