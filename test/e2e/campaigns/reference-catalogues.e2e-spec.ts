import { type AdsCaller, adsCaller } from '../../support/ads-client';
import { startTestApp, type TestApp } from '../../support/app';

type Entry = { name: string; targeting_type: string; targeting_value: string; [member: string]: unknown };

const LOOKUPS: Array<[string, string]> = [
  ['locations', 'LOCATION'],
  ['languages', 'LANGUAGE'],
  ['platforms', 'PLATFORM'],
  ['platform_versions', 'PLATFORM_VERSION'],
  ['devices', 'DEVICE'],
  ['network_operators', 'NETWORK_OPERATOR'],
  ['interests', 'INTEREST'],
  ['app_store_categories', 'APP_STORE_CATEGORY'],
  ['conversations', 'CONVERSATION'],
  ['events', 'EVENT'],
];

describe('reference catalogues: IAB and content categories, publishers, bidding rules, targeting lookups', () => {
  let t: TestApp;
  let ads: AdsCaller;

  beforeAll(async () => {
    t = await startTestApp();
    ads = await adsCaller(t, { api: await t.listen(), sandbox: await t.listenSandbox() });
  });
  afterAll(() => t.close());

  const acct = () => `/12/accounts/${ads.accountId}`;

  /** Every item of a paged list, walking its cursors. */
  async function walk(path: string, params: Record<string, string | number> = {}): Promise<{ items: any[]; pages: number }> {
    const items: any[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await ads.get(path, { ...params, ...(cursor ? { cursor } : {}) });
      expect(res.status).toBe(200);
      items.push(...res.body.data);
      cursor = res.body.next_cursor;
      pages++;
    } while (cursor && pages < 100);
    return { items, pages };
  }

  describe('GET iab_categories', () => {
    it('pages through the whole IAB taxonomy, tier-1 codes before their tier-2 codes', async () => {
      const first = await ads.get('/12/iab_categories', { count: 50 });
      expect(first.body.data[0]).toEqual({ id: 'IAB1', name: 'Arts & Entertainment', parent_id: null });
      expect(first.body.data[1]).toEqual({ id: 'IAB1-1', name: 'Books & Literature', parent_id: 'IAB1' });
      const { items, pages } = await walk('/12/iab_categories', { count: 50 });
      expect(items).toHaveLength(first.body.total_count);
      expect(pages).toBe(Math.ceil(items.length / 50));
      expect(new Set(items.map((c) => c.id)).size).toBe(items.length);
      const ids = new Set(items.map((c) => c.id));
      for (let n = 1; n <= 26; n++) expect(ids).toContain(`IAB${n}`);
      for (const c of items.filter((c) => c.parent_id !== null)) expect(c.id.startsWith(`${c.parent_id}-`)).toBe(true);
      // every IAB code of a business category is one of them
      const business = (await ads.get('/12/advertiser_business_categories')).body.data;
      for (const category of business) for (const code of category.iab_categories) expect(ids).toContain(code);
    });

    it('refuses a forged cursor and a count out of bounds, naming them', async () => {
      const forged = await ads.get('/12/iab_categories', { cursor: Buffer.from('[0]').toString('base64url') + '.x' });
      expect(forged.status).toBe(400);
      expect(forged.body.errors[0]).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'cursor' });
      const count = await ads.get('/12/iab_categories', { count: 0 });
      expect(count.body.errors[0]).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'count' });
      expect((await t.api().get('/12/iab_categories')).status).toBe(401);
    });

    it('are what line item categories take', async () => {
      const fi = (await ads.get(`${acct()}/funding_instruments`)).body.data[0].id;
      const campaign = (await ads.post(`${acct()}/campaigns`, { funding_instrument_id: fi, name: 'Publisher network', daily_budget_amount_local_micro: 1_000_000 })).body.data.id;
      const lineItem = (categories: string) =>
        ads.post(`${acct()}/line_items`, {
          campaign_id: campaign,
          objective: 'ENGAGEMENTS',
          product_type: 'PROMOTED_POSTS',
          placements: 'PUBLISHER_NETWORK',
          advertiser_domain: 'example.com',
          categories,
        });
      const ok = await lineItem('IAB17-44,IAB19');
      expect(ok.status).toBe(200);
      expect(ok.body.data.categories).toEqual(['IAB17-44', 'IAB19']);
      const unknown = await lineItem('IAB17-99');
      expect(unknown.status).toBe(400);
      expect(unknown.body.errors[0]).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'categories', message: expect.stringContaining('IAB17-99') });
    });
  });

  describe('TAP placements', () => {
    it('are listed for promoted posts and taken by app objectives only', async () => {
      const listed = (await ads.get('/12/line_items/placements', { product_type: 'PROMOTED_POSTS' })).body.data[0].placements;
      expect(listed).toEqual(expect.arrayContaining([['TAP_FULL'], ['TAP_BANNER'], ['TAP_NATIVE']]));
      const fi = (await ads.get(`${acct()}/funding_instruments`)).body.data[0].id;
      const campaign = (await ads.post(`${acct()}/campaigns`, { funding_instrument_id: fi, name: 'In-app', daily_budget_amount_local_micro: 1_000_000 })).body.data.id;
      const base = { campaign_id: campaign, product_type: 'PROMOTED_POSTS', placements: 'TAP_FULL' };
      const app = await ads.post(`${acct()}/line_items`, { ...base, objective: 'APP_INSTALLS', ios_app_store_identifier: '333903271' });
      expect(app.status).toBe(200);
      expect(app.body.data.placements).toEqual(['TAP_FULL']);
      const engagements = await ads.post(`${acct()}/line_items`, { ...base, objective: 'ENGAGEMENTS' });
      expect(engagements.status).toBe(400);
      expect(engagements.body.errors[0]).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'placements', message: expect.stringContaining('TAP_FULL') });
    });
  });

  describe('GET content_categories and publishers', () => {
    it('lists content categories over IAB categories, and the publishers of each', async () => {
      const iab = new Set((await walk('/12/iab_categories', { count: 1000 })).items.map((c) => c.id));
      const categories = (await ads.get('/12/content_categories')).body.data;
      expect(categories.length).toBeGreaterThan(5);
      const { items: publishers } = await walk('/12/publishers', { count: 7 });
      for (const category of categories) {
        expect(category).toEqual({
          id: expect.any(String),
          name: expect.any(String),
          iab_categories: expect.any(Array),
          publishers_in_last_thirty_days: expect.any(Number),
          videos_monetized_in_last_thirty_days: expect.any(Number),
        });
        for (const code of category.iab_categories) expect(iab).toContain(code);
        const own = await ads.get('/12/publishers', { content_category_ids: category.id });
        expect(own.body.data).toHaveLength(category.publishers_in_last_thirty_days);
        expect(own.body.data).toEqual(publishers.filter((p) => p.content_category_ids.includes(category.id)));
      }
      expect(publishers[0]).toEqual({
        user_id: expect.stringMatching(/^\d{19}$/),
        username: expect.any(String),
        content_category_ids: [expect.any(String)],
        monetizable_country_codes: [expect.stringMatching(/^[A-Z]{2}$/)],
        promotion_eligible_country_codes: [expect.stringMatching(/^[A-Z]{2}$/)],
        monetization_restricted: false,
      });
    });
  });

  describe('GET bidding_rules', () => {
    it('answers the bounds of every currency, or of one', async () => {
      const all = await ads.get('/12/bidding_rules');
      expect(all.body.data.map((r: { currency: string }) => r.currency)).toEqual(expect.arrayContaining(['USD', 'EUR', 'JPY', 'GBP']));
      const usd = await ads.get('/12/bidding_rules', { currency: 'usd' });
      expect(usd.body).toEqual({
        request: { params: { currency: 'usd' } },
        data: [{ currency: 'USD', minimum_cpe_bid_local_micro: 10_000, maximum_cpe_bid_local_micro: expect.any(Number), minimum_denomination: 10_000 }],
      });
      for (const rule of all.body.data) expect(rule.maximum_cpe_bid_local_micro).toBeGreaterThan(rule.minimum_cpe_bid_local_micro);
      expect((await ads.get('/12/bidding_rules', { currency: 'XTS' })).body.data).toEqual([]);
      const bad = await ads.get('/12/bidding_rules', { currency: 'dollars' });
      expect(bad.status).toBe(400);
      expect(bad.body.errors[0]).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'currency' });
    });
  });

  describe('GET targeting_criteria/<type>', () => {
    it.each(LOOKUPS)('%s lists values of its type, each of which a criterion may name', async (lookup, type) => {
      const { items } = await walk(`/12/targeting_criteria/${lookup}`, { count: 10, ...(lookup === 'events' ? { start_time: '2024-01-01T00:00:00Z' } : {}) });
      expect(items.length).toBeGreaterThan(1);
      for (const item of items as Entry[]) {
        expect(item).toMatchObject({ name: expect.any(String), targeting_type: type, targeting_value: expect.any(String) });
      }
      expect(new Set(items.map((i) => i.targeting_value)).size).toBe(items.length);
      const criteria = [{ targeting_type: 'INTEREST', targeting_value: '1001' }, { targeting_type: type, targeting_value: items[items.length - 1].targeting_value }];
      const estimate = await ads.request('POST', `${acct()}/audience_estimate`, {}, { json: { targeting_criteria: criteria } });
      expect(estimate.status).toBe(200);
    });

    it('searches by part of the name and by the type filters', async () => {
      const sf = await ads.get('/12/targeting_criteria/locations', { q: 'san fran' });
      expect(sf.body.data).toEqual([
        { name: 'San Francisco, CA, US', country_code: 'US', location_type: 'CITIES', targeting_type: 'LOCATION', targeting_value: '5a110d312052166f' },
      ]);
      const us = await ads.get('/12/targeting_criteria/locations', { location_type: 'COUNTRIES', country_code: 'us' });
      expect(us.body.data.map((l: Entry) => l.targeting_value)).toEqual(['96683cc9126741d1']);
      const english = await ads.get('/12/targeting_criteria/languages', { q: 'ENGL' });
      expect(english.body.data).toEqual([{ name: 'English', targeting_type: 'LANGUAGE', targeting_value: 'en' }]);
      const android = (await ads.get('/12/targeting_criteria/app_store_categories', { os_type: 'ANDROID', count: 1000 })).body.data;
      expect(android.length).toBeGreaterThan(0);
      expect(android.every((c: Entry) => c.os_type === 'ANDROID')).toBe(true);
      const sports = (await ads.get('/12/targeting_criteria/conversations', { conversation_type: 'SPORTS' })).body.data;
      expect(sports.length).toBeGreaterThan(0);
      expect(sports.every((c: Entry) => c.conversation_type === 'SPORTS')).toBe(true);
      const none = await ads.get('/12/targeting_criteria/interests', { q: 'no such interest' });
      expect(none.body).toMatchObject({ data: [], next_cursor: null });
    });

    it('lists the events overlapping a window, of the types and countries asked for', async () => {
      const july = await ads.get('/12/targeting_criteria/events', {
        event_types: 'HOLIDAY',
        country_codes: 'CA',
        start_time: '2027-06-15T00:00:00Z',
        end_time: '2027-07-15T00:00:00Z',
      });
      expect(july.body.data.map((e: Entry) => e.name)).toEqual(['Canada Day 2027']);
      expect(july.body.data[0]).toMatchObject({ event_type: 'HOLIDAY', country_code: 'CA', is_global: false, start_time: '2027-07-01T00:00:00Z' });
      const bad = await ads.get('/12/targeting_criteria/events', { event_types: 'PARTY' });
      expect(bad.body.errors[0]).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'event_types' });
    });

    it('refuses unknown filter values, naming the parameter', async () => {
      for (const [path, params, parameter] of [
        ['locations', { location_type: 'PLANETS' }, 'location_type'],
        ['locations', { country_code: 'USA' }, 'country_code'],
        ['devices', { os_type: 'SYMBIAN' }, 'os_type'],
        ['conversations', { conversation_type: 'GOSSIP' }, 'conversation_type'],
        ['interests', { q: 'x'.repeat(256) }, 'q'],
      ] as const) {
        const res = await ads.get(`/12/targeting_criteria/${path}`, params);
        expect(res.status).toBe(400);
        expect(res.body.errors[0]).toMatchObject({ code: 'INVALID_PARAMETER', parameter });
      }
    });

    it('is counted in the targeting criteria rate-limit category', async () => {
      const res = await ads.get('/12/targeting_criteria/platforms');
      expect(res.status).toBe(200);
      // the test apps count every limit a thousand times higher
      expect(res.headers.get('x-rate-limit-limit')).toBe(String(400 * 1000));
    });
  });

  describe('targeting criteria name catalogue values', () => {
    it('refuses a value of the right form that no lookup lists, naming the lookup', async () => {
      for (const [type, value] of [
        ['LOCATION', 'abcdefabcdef0123'],
        ['INTEREST', '99999'],
        ['LANGUAGE', 'xx'],
        ['DEVICE', 'zzz'],
      ]) {
        const res = await ads.request('POST', `${acct()}/audience_estimate`, {}, {
          json: { targeting_criteria: [{ targeting_type: 'INTEREST', targeting_value: '1001' }, { targeting_type: type, targeting_value: value }] },
        });
        expect(res.status).toBe(400);
        expect(res.body.errors[0]).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'targeting_value', message: expect.stringContaining('GET targeting_criteria/') });
      }
    });
  });
});
