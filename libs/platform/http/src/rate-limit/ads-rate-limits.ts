/**
 * The ads API's rate limits, as its rate-limiting guide charts them: writes
 * (POST, PUT, DELETE) share one budget per user token; audience endpoints,
 * targeting criteria, keyword insights and analytics have their own per
 * endpoint; reads of an ad account's core entities and of its other
 * resources are counted per user token and endpoint and, for the account,
 * per account and endpoint; reads outside an account have the smallest budget.
 * The catalog endpoints have each their own limit, as the catalog guide
 * charts them (reads and writes alike, per user token and endpoint).
 */
export type AdsRateCategory =
  | 'write'
  | 'audience'
  | 'core_read'
  | 'account_read'
  | 'global_read'
  | 'targeting_criteria'
  | 'keyword_insights'
  | 'analytics'
  | 'catalog';

export interface AdsRateWindow {
  limit: number;
  windowSeconds: number;
}

export const ADS_RATE_LIMITS: Readonly<Record<AdsRateCategory, AdsRateWindow>> = {
  write: { limit: 450, windowSeconds: 60 },
  audience: { limit: 1500, windowSeconds: 60 },
  core_read: { limit: 10_000, windowSeconds: 900 },
  account_read: { limit: 2000, windowSeconds: 900 },
  global_read: { limit: 5, windowSeconds: 1 },
  targeting_criteria: { limit: 400, windowSeconds: 900 },
  keyword_insights: { limit: 500, windowSeconds: 900 },
  analytics: { limit: 250, windowSeconds: 900 },
  // a catalog endpoint the guide does not chart
  catalog: { limit: 1000, windowSeconds: 900 },
};

/** The catalog guide's limits per 15 minutes, by method and route (`.../runs` is aviary's: counted as the feeds' list). */
export const CATALOG_RATE_LIMITS: Readonly<Record<string, number>> = {
  'GET product_catalogs': 1000,
  'POST product_catalogs': 20,
  'PUT product_catalogs/:product_catalog_id': 20,
  'DELETE product_catalogs/:product_catalog_id': 20,
  'GET product_catalogs/:product_catalog_id/products': 1000,
  'PUT product_catalogs/:product_catalog_id/products': 600,
  'DELETE product_catalogs/:product_catalog_id/products': 150,
  'GET product_catalogs/:product_catalog_id/product_sets': 2000,
  'GET product_catalogs/:product_catalog_id/product_sets/:product_set_id': 2000,
  'POST product_catalogs/:product_catalog_id/product_sets': 100,
  'PUT product_catalogs/:product_catalog_id/product_sets/:product_set_id': 500,
  'DELETE product_catalogs/:product_catalog_id/product_sets/:product_set_id': 100,
  'GET product_catalogs/:product_catalog_id/scheduled_feeds': 1000,
  'GET product_catalogs/:product_catalog_id/scheduled_feeds/:scheduled_feed_id/runs': 1000,
  'POST product_catalogs/:product_catalog_id/scheduled_feeds': 20,
  'PUT product_catalogs/:product_catalog_id/scheduled_feeds/:scheduled_feed_id': 20,
  'DELETE product_catalogs/:product_catalog_id/scheduled_feeds/:scheduled_feed_id': 20,
};

/** The budget of a request: its category's, or (a catalog endpoint) the endpoint's own. */
export function adsRateWindow(category: AdsRateCategory, method: string, route: string): AdsRateWindow {
  if (category !== 'catalog') return ADS_RATE_LIMITS[category];
  const limit = CATALOG_RATE_LIMITS[`${method === 'HEAD' ? 'GET' : method} ${route}`];
  return limit === undefined ? ADS_RATE_LIMITS.catalog : { limit, windowSeconds: 900 };
}

/** Listings with `with_total_count=true`: 200 per 15 minutes per user token, whatever the endpoint, as the ads API documents. */
export const WITH_TOTAL_COUNT_LIMIT: AdsRateWindow = { limit: 200, windowSeconds: 900 };

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

const AUDIENCES = /(^|\/)(custom_audiences|tailored_audiences|do_not_reach_lists)(\/|$)/;

/** The category of a request to an ads route (`route`: its path template without the version and with the neutral word, 'accounts/:account_id/campaigns'). */
export function adsRateCategory(method: string, route: string): AdsRateCategory {
  if (/^stats(\/|$)/.test(route)) return 'analytics';
  if (/(^|\/)keyword_insights(\/|$)/.test(route)) return 'keyword_insights';
  if (AUDIENCES.test(route)) return 'audience';
  if (/^product_catalogs(\/|$)/.test(route)) return 'catalog';
  if (method !== 'GET' && method !== 'HEAD') return 'write';
  if (/^targeting_criteria(\/|$)/.test(route)) return 'targeting_criteria';
  const inAccount = /^accounts\/:account_id(?:\/([^/]+))?/.exec(route);
  if (!inAccount) return 'global_read';
  return CORE_ENTITIES.has(inAccount[1] ?? '') ? 'core_read' : 'account_read';
}

/**
 * Whether the request's ad account is counted too, whoever the user (the
 * x-account-rate-limit-* headers): an account's GETs, and its audience
 * endpoints, whose limits the guide gives per ad account.
 */
export function countsAccount(method: string, route: string): boolean {
  if (!/(^|\/)accounts\/:account_id(\/|$)/.test(route)) return false;
  return method === 'GET' || method === 'HEAD' || AUDIENCES.test(route);
}
