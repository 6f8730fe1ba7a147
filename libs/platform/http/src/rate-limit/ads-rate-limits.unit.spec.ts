import { adsRateCategory, adsRateWindow, countsAccount } from './ads-rate-limits';

describe('ads rate limit categories', () => {
  it.each([
    ['POST', 'accounts/:account_id/campaigns', 'write'],
    ['PUT', 'accounts/:account_id/line_items/:line_item_id', 'write'],
    ['DELETE', 'accounts/:account_id/promoted_posts/:promoted_post_id', 'write'],
    ['POST', 'batch/accounts/:account_id/targeting_criteria', 'write'],
    ['POST', 'accounts/:account_id/custom_audiences/:custom_audience_id/users', 'audience'],
    ['GET', 'accounts/:account_id/custom_audiences', 'audience'],
    ['POST', 'batch/accounts/:account_id/do_not_reach_lists/:do_not_reach_list_id/users', 'audience'],
    ['GET', 'accounts/:account_id', 'core_read'],
    ['GET', 'accounts/:account_id/campaigns', 'core_read'],
    ['GET', 'accounts/:account_id/promoted_posts/:promoted_post_id', 'core_read'],
    ['GET', 'accounts/:account_id/account_apps', 'account_read'],
    ['GET', 'accounts/:account_id/cards', 'account_read'],
    ['GET', 'accounts/:account_id/keyword_insights', 'keyword_insights'],
    ['GET', 'targeting_criteria/locations', 'targeting_criteria'],
    ['GET', 'stats/accounts/:account_id', 'analytics'],
    ['GET', 'accounts', 'global_read'],
    ['GET', 'product_catalogs/:product_catalog_id/products', 'catalog'],
    ['POST', 'product_catalogs', 'catalog'],
  ])('%s %s is a %s', (method, route, category) => {
    expect(adsRateCategory(method, route)).toBe(category);
  });

  it('gives each catalog endpoint the catalog guide’s limit per 15 minutes', () => {
    expect(adsRateWindow('catalog', 'GET', 'product_catalogs')).toEqual({ limit: 1000, windowSeconds: 900 });
    expect(adsRateWindow('catalog', 'POST', 'product_catalogs/:product_catalog_id/scheduled_feeds')).toEqual({ limit: 20, windowSeconds: 900 });
    expect(adsRateWindow('catalog', 'DELETE', 'product_catalogs/:product_catalog_id/products')).toEqual({ limit: 150, windowSeconds: 900 });
    expect(adsRateWindow('catalog', 'GET', 'product_catalogs/:product_catalog_id/product_sets/:product_set_id')).toEqual({ limit: 2000, windowSeconds: 900 });
    expect(adsRateWindow('write', 'POST', 'accounts/:account_id/campaigns')).toEqual({ limit: 450, windowSeconds: 60 });
  });

  it('counts the account for its GETs and its audience endpoints', () => {
    expect(countsAccount('GET', 'accounts/:account_id/campaigns')).toBe(true);
    expect(countsAccount('GET', 'batch/accounts/:account_id/campaigns')).toBe(true);
    expect(countsAccount('POST', 'accounts/:account_id/campaigns')).toBe(false);
    expect(countsAccount('POST', 'accounts/:account_id/custom_audiences/:custom_audience_id/users')).toBe(true);
    expect(countsAccount('GET', 'accounts')).toBe(false);
  });
});
