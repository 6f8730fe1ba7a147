/**
 * The ads API's rate limits, as the chart of its rate-limiting guide
 * (`x-ads-api/fundamentals/rate-limiting.mdx`) and the catalog guide's table
 * (`x-ads-api/catalog-management.mdx`) give them. A category's endpoints draw
 * on one budget per user token; an endpoint-scoped one has a budget per
 * endpoint. An ad account's GETs are counted for the account too, whoever
 * calls (the x-account-rate-limit-* headers); the audience users batches are
 * counted per ad account alone. docs/decisions.md, "Ads rate limits", says
 * where the pages are silent.
 */
export type AdsRateCategory =
  | 'write'
  | 'audience'
  | 'core_read'
  | 'account_read'
  | 'global_read'
  | 'catalog'
  | 'targeting_criteria'
  | 'targeting_criteria_tv'
  | 'audience_insights'
  | 'keyword_insights'
  | 'analytics';

export interface AdsRateWindow {
  limit: number;
  windowSeconds: number;
}

const perMinute = (limit: number): AdsRateWindow => ({ limit, windowSeconds: 60 });
const per15 = (limit: number): AdsRateWindow => ({ limit, windowSeconds: 900 });

/** Each category's limit (the catalog's are per endpoint, in CATALOG_LIMITS). */
export const ADS_RATE_LIMITS: Readonly<Record<Exclude<AdsRateCategory, 'catalog'>, AdsRateWindow>> = {
  write: perMinute(450),
  audience: perMinute(1500),
  core_read: per15(10_000),
  account_read: per15(2000),
  global_read: per15(5),
  targeting_criteria: per15(400),
  targeting_criteria_tv: per15(2000),
  audience_insights: per15(400),
  keyword_insights: per15(500),
  analytics: per15(250),
};

/** The categories whose endpoints share one budget per user token; the others are counted per endpoint. */
const CATEGORY_SCOPED = new Set<AdsRateCategory>(['write', 'targeting_criteria', 'audience_insights', 'keyword_insights', 'analytics']);

const CATALOG = 'product_catalogs/:product_catalog_id';
/** The catalog guide's limits, per endpoint (`METHOD route`), each per 15 minutes. */
const CATALOG_LIMITS: Readonly<Record<string, AdsRateWindow>> = {
  'GET product_catalogs': per15(1000),
  'POST product_catalogs': per15(20),
  [`PUT ${CATALOG}`]: per15(20),
  [`DELETE ${CATALOG}`]: per15(20),
  [`GET ${CATALOG}/products`]: per15(1000),
  [`PUT ${CATALOG}/products`]: per15(600),
  [`DELETE ${CATALOG}/products`]: per15(150),
  [`GET ${CATALOG}/product_sets`]: per15(2000),
  // one product set: the guide names the product sets' GET once, for the section
  [`GET ${CATALOG}/product_sets/:product_set_id`]: per15(2000),
  [`POST ${CATALOG}/product_sets`]: per15(100),
  [`PUT ${CATALOG}/product_sets/:product_set_id`]: per15(500),
  [`DELETE ${CATALOG}/product_sets/:product_set_id`]: per15(100),
  [`GET ${CATALOG}/scheduled_feeds`]: per15(1000),
  // a feed's runs: the guide is silent; the feeds' GET
  [`GET ${CATALOG}/scheduled_feeds/:scheduled_feed_id/runs`]: per15(1000),
  [`POST ${CATALOG}/scheduled_feeds`]: per15(20),
  [`PUT ${CATALOG}/scheduled_feeds/:scheduled_feed_id`]: per15(20),
  [`DELETE ${CATALOG}/scheduled_feeds/:scheduled_feed_id`]: per15(20),
};

/** Listings with `with_total_count=true`: 200 per 15 minutes per user token, whatever the endpoint, as the ads API documents. */
export const WITH_TOTAL_COUNT_LIMIT: AdsRateWindow = per15(200);

/** The account's core entities: what campaign management reads most. */
const CORE_ENTITIES = new Set([
  '',
  'campaigns',
  'line_items',
  'funding_instruments',
  'promoted_posts',
  'promoted_accounts',
  'scheduled_promoted_posts',
  'media_creatives',
  'targeting_criteria',
  'line_item_curated_categories',
]);

/** The audience API's users batches (custom audiences, do-not-reach lists), 1,500 a minute per ad account. */
const AUDIENCE_USERS = /(^|\/)(custom_audiences|tailored_audiences|do_not_reach_lists)\/:[a-z_]+\/users$/;

const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/** The category of a request to an ads route (`route`: its path template without the version and with the neutral word, 'accounts/:account_id/campaigns'). */
export function adsRateCategory(method: string, route: string): AdsRateCategory {
  // stats jobs are limited by the account's concurrent jobs instead (analytics.mdx): ordinary writes and reads
  if (/^stats\/jobs(\/|$)/.test(route)) return isRead(method) ? 'account_read' : 'write';
  if (/^stats(\/|$)/.test(route)) return 'analytics';
  if (/^insights\/keywords(\/|$)/.test(route)) return 'keyword_insights';
  if (/^insights\/audiences(\/|$)/.test(route)) return 'audience_insights';
  if (AUDIENCE_USERS.test(route)) return 'audience';
  if (CATALOG_LIMITS[`${isRead(method) ? 'GET' : method} ${route}`]) return 'catalog';
  if (!isRead(method)) return 'write';
  if (/^targeting_criteria\/(tv_markets|tv_shows)$/.test(route)) return 'targeting_criteria_tv';
  if (/^targeting_criteria(\/|$)/.test(route)) return 'targeting_criteria';
  const inAccount = /^accounts\/:account_id(?:\/([^/]+))?/.exec(route);
  if (!inAccount) return 'global_read';
  return CORE_ENTITIES.has(inAccount[1] ?? '') ? 'core_read' : 'account_read';
}

/** A budget a request draws on: its key and its limit in its window. */
export interface AdsRateBudget {
  key: string;
  window: AdsRateWindow;
}

/**
 * The budgets of a request: the one its x-rate-limit-* headers tell (per user
 * token, by category or endpoint; per ad account for the audience users
 * batches) and, for an ad account's GETs, the account's, whoever calls
 * (x-account-rate-limit-*).
 */
export function adsRateBudgets(
  method: string,
  route: string,
  accountId: string | undefined,
  token: string,
  category: AdsRateCategory = adsRateCategory(method, route),
): { user: AdsRateBudget; account?: AdsRateBudget } {
  const verb = isRead(method) ? 'GET' : method;
  const endpoint = `${verb} ${route}`;
  if (category === 'catalog') return { user: { key: `catalog|${endpoint}|${token}`, window: CATALOG_LIMITS[endpoint] } };
  const window = ADS_RATE_LIMITS[category];
  if (category === 'audience') return { user: { key: `audience|${endpoint}|account:${accountId}`, window } };
  if (CATEGORY_SCOPED.has(category)) return { user: { key: `${category}|${token}`, window } };
  const where = accountId ? `${endpoint}|${accountId}` : endpoint;
  const user = { key: `${category}|${where}|${token}`, window };
  if (category !== 'core_read' && category !== 'account_read') return { user };
  return { user, account: { key: `${category}|${endpoint}|account:${accountId}`, window } };
}
