import { adsRateBudgets, adsRateCategory } from './ads-rate-limits';

describe('ads rate limit categories', () => {
  it.each([
    ['POST', 'accounts/:account_id/campaigns', 'write'],
    ['PUT', 'accounts/:account_id/line_items/:line_item_id', 'write'],
    ['DELETE', 'accounts/:account_id/promoted_posts/:promoted_post_id', 'write'],
    ['POST', 'batch/accounts/:account_id/targeting_criteria', 'write'],
    ['POST', 'accounts/:account_id/custom_audiences', 'write'],
    ['DELETE', 'accounts/:account_id/do_not_reach_lists/:do_not_reach_list_id', 'write'],
    ['POST', 'accounts/:account_id/custom_audiences/:custom_audience_id/users', 'audience'],
    ['POST', 'batch/accounts/:account_id/do_not_reach_lists/:do_not_reach_list_id/users', 'audience'],
    ['GET', 'accounts/:account_id/custom_audiences', 'account_read'],
    ['GET', 'accounts/:account_id', 'core_read'],
    ['GET', 'accounts/:account_id/campaigns', 'core_read'],
    ['GET', 'accounts/:account_id/promoted_posts/:promoted_post_id', 'core_read'],
    ['GET', 'accounts/:account_id/account_apps', 'account_read'],
    ['GET', 'accounts/:account_id/cards', 'account_read'],
    ['GET', 'insights/keywords/search', 'keyword_insights'],
    ['GET', 'insights/audiences/audience_insights', 'audience_insights'],
    ['GET', 'targeting_criteria/locations', 'targeting_criteria'],
    ['GET', 'targeting_criteria/tv_shows', 'targeting_criteria_tv'],
    ['GET', 'stats/accounts/:account_id', 'analytics'],
    ['GET', 'stats/accounts/:account_id/active_entities', 'analytics'],
    ['GET', 'stats/accounts/:account_id/reach/campaigns', 'analytics'],
    ['POST', 'stats/jobs/accounts/:account_id', 'write'],
    ['DELETE', 'stats/jobs/accounts/:account_id/:job_id', 'write'],
    ['GET', 'stats/jobs/accounts/:account_id', 'account_read'],
    ['GET', 'accounts', 'global_read'],
    ['GET', 'iab_categories', 'global_read'],
    ['GET', 'product_catalogs', 'catalog'],
    ['POST', 'product_catalogs', 'catalog'],
    ['PUT', 'product_catalogs/:product_catalog_id/products', 'catalog'],
  ])('%s %s is a %s', (method, route, category) => {
    expect(adsRateCategory(method, route)).toBe(category);
  });
});

describe('ads rate limit budgets', () => {
  const token = 'app:user';

  it('shares one budget per user token across a category’s endpoints', () => {
    const locations = adsRateBudgets('GET', 'targeting_criteria/locations', undefined, token);
    const devices = adsRateBudgets('GET', 'targeting_criteria/devices', undefined, token);
    expect(locations.user.key).toBe(devices.user.key);
    expect(locations.user.window).toEqual({ limit: 400, windowSeconds: 900 });
    expect(adsRateBudgets('GET', 'targeting_criteria/tv_markets', undefined, token).user.key).not.toBe(
      adsRateBudgets('GET', 'targeting_criteria/tv_shows', undefined, token).user.key,
    );
    expect(adsRateBudgets('POST', 'accounts/:account_id/campaigns', 'a1', token).user.key).toBe(
      adsRateBudgets('PUT', 'accounts/:account_id/line_items/:line_item_id', 'a2', token).user.key,
    );
  });

  it('counts the account only for its GETs', () => {
    expect(adsRateBudgets('GET', 'accounts/:account_id/campaigns', 'a1', token).account).toBeDefined();
    expect(adsRateBudgets('GET', 'accounts/:account_id/cards', 'a1', token).account).toBeDefined();
    expect(adsRateBudgets('POST', 'accounts/:account_id/campaigns', 'a1', token).account).toBeUndefined();
    expect(adsRateBudgets('POST', 'accounts/:account_id/custom_audiences/:custom_audience_id/users', 'a1', token).account).toBeUndefined();
    expect(adsRateBudgets('GET', 'accounts', undefined, token).account).toBeUndefined();
  });

  it('counts the audience users batches per endpoint and ad account, whoever calls', () => {
    const route = 'accounts/:account_id/custom_audiences/:custom_audience_id/users';
    const mine = adsRateBudgets('POST', route, 'a1', token);
    expect(mine.user.key).toBe(adsRateBudgets('POST', route, 'a1', 'app:other').user.key);
    expect(mine.user.key).not.toBe(adsRateBudgets('POST', route, 'a2', token).user.key);
    expect(mine.user.window).toEqual({ limit: 1500, windowSeconds: 60 });
  });

  it('gives the catalog endpoints their own limits, per method', () => {
    const route = 'product_catalogs/:product_catalog_id/products';
    expect(adsRateBudgets('GET', route, undefined, token).user.window).toEqual({ limit: 1000, windowSeconds: 900 });
    expect(adsRateBudgets('PUT', route, undefined, token).user.window).toEqual({ limit: 600, windowSeconds: 900 });
    expect(adsRateBudgets('DELETE', route, undefined, token).user.window).toEqual({ limit: 150, windowSeconds: 900 });
    expect(adsRateBudgets('GET', route, undefined, token).user.key).not.toBe(adsRateBudgets('PUT', route, undefined, token).user.key);
  });

  it('gives reads outside an account 5 per 15 minutes per endpoint', () => {
    expect(adsRateBudgets('GET', 'accounts', undefined, token).user.window).toEqual({ limit: 5, windowSeconds: 900 });
    expect(adsRateBudgets('GET', 'accounts', undefined, token).user.key).not.toBe(adsRateBudgets('GET', 'bidding_rules', undefined, token).user.key);
  });
});
