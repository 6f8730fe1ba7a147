/**
 * The ads API's rate limits, as its rate-limiting guide charts them: writes
 * (POST, PUT, DELETE) share one budget per user token; audience endpoints,
 * targeting criteria, keyword insights and analytics have their own per
 * endpoint; reads of an ad account's core entities and of its other
 * resources are counted per user token and endpoint and, for the account,
 * per account and endpoint; reads outside an account have the smallest budget.
 */
export type AdsRateCategory = 'write' | 'audience' | 'core_read' | 'account_read' | 'global_read' | 'targeting_criteria' | 'keyword_insights' | 'analytics';

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
};

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
