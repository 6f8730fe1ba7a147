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
    it('lists the reference’s content categories over IAB categories in one page, with their thirty-day counts', async () => {
      const iab = new Set((await walk('/12/iab_categories', { count: 1000 })).items.map((c) => c.id));
      const res = await ads.get('/12/content_categories');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ request: { params: {} }, next_cursor: null, total_count: 15 });
      const categories = res.body.data;
      expect(categories.map((c: { id: string }) => c.id)).toEqual(['ru', 'sk', 'sl', 'sm', 'sn', 'so', 'sp', 'sq', 'sr', 's4', 'ss', 'se', 'sg', 'sh', 's0']);
      expect(categories[0]).toEqual({
        name: 'Automotive (Cars, Trucks, Racing)',
        id: 'ru',
        iab_categories: ['IAB2'],
        publishers_in_last_thirty_days: expect.any(Number),
        videos_monetized_in_last_thirty_days: expect.any(Number),
      });
      const publishers = (await ads.get('/12/publishers')).body;
      expect(publishers).toMatchObject({ request: { params: {} }, next_cursor: null });
      for (const category of categories) {
        expect(Object.keys(category)).toEqual(['name', 'id', 'iab_categories', 'publishers_in_last_thirty_days', 'videos_monetized_in_last_thirty_days']);
        for (const code of category.iab_categories) expect(iab).toContain(code);
        const own = publishers.data.filter((p: { content_category_ids: string[] }) => p.content_category_ids.includes(category.id));
        expect(own).toHaveLength(category.publishers_in_last_thirty_days);
      }
    });

    it('lists every publisher with the members the reference shows, and takes no parameters', async () => {
      const all = (await ads.get('/12/publishers')).body.data;
      for (const publisher of all) {
        expect(publisher).toEqual({
          monetizable_country_codes: expect.arrayContaining([expect.stringMatching(/^[A-Z]{2}$/)]),
          promotion_eligible_country_codes: expect.arrayContaining([expect.stringMatching(/^[A-Z]{2}$/)]),
          username: expect.stringMatching(/^\w{1,15}$/),
          user_id: expect.stringMatching(/^\d{19}$/),
          monetization_restricted: expect.any(Boolean),
          content_category_ids: [expect.any(String)],
        });
        expect(Object.keys(publisher)).toEqual(['monetizable_country_codes', 'promotion_eligible_country_codes', 'username', 'user_id', 'monetization_restricted', 'content_category_ids']);
      }
      // paging or filtering parameters are not the endpoint's: ignored, the whole list answered
      expect((await ads.get('/12/publishers', { count: 2, content_category_ids: 'se' })).body.data).toEqual(all);
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
        // events are answered without a targeting_type member
        expect(item).toMatchObject({ name: expect.any(String), ...(lookup === 'events' ? {} : { targeting_type: type }), targeting_value: expect.any(String) });
      }
      expect(new Set(items.map((i) => i.targeting_value)).size).toBe(items.length);
      const criteria = [{ targeting_type: 'INTEREST', targeting_value: '1001' }, { targeting_type: type, targeting_value: items[items.length - 1].targeting_value }];
      const estimate = await ads.request('POST', `${acct()}/audience_estimate`, {}, { json: { targeting_criteria: criteria } });
      expect(estimate.status).toBe(200);
    });

    it('searches by part of the name and by the type filters', async () => {
      const sf = await ads.get('/12/targeting_criteria/locations', { q: 'san francisco, san', location_type: 'CITIES' });
      expect(sf.body.data).toEqual([
        { name: 'San Francisco, San Francisco-Oakland-San Jose CA, CA, USA', country_code: 'US', location_type: 'CITIES', targeting_value: '5a110d312052166f', targeting_type: 'LOCATION' },
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
      expect(july.body.data[0]).toEqual({
        reach: { total_reach: null },
        name: 'Canada Day 2027',
        start_time: '2027-07-01T00:00:00Z',
        top_users: [],
        top_posts: [],
        top_hashtags: [],
        gender_breakdown_percentage: {},
        end_time: '2027-07-02T00:00:00Z',
        country_code: 'CA',
        device_breakdown_percentage: {},
        targeting_value: expect.stringMatching(/^[0-9a-z]+$/),
        is_global: false,
        event_type: 'HOLIDAY',
        country_breakdown_percentage: {},
      });
      const newYear = await ads.get('/12/targeting_criteria/events', { start_time: '2028-12-31T12:00:00Z', end_time: '2029-01-01T12:00:00Z' });
      expect(newYear.body.data.map((e: Entry) => [e.name, e.is_global])).toEqual([["New Year's Eve 2028", true], ["New Year's Day 2029", true]]);
      const bad = await ads.get('/12/targeting_criteria/events', { event_types: 'PARTY' });
      expect(bad.body.errors[0]).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'event_types' });
    });

    it('refuses unknown filter values, naming the parameter', async () => {
      for (const [path, params, parameter] of [
        ['locations', { location_type: 'PLANETS' }, 'location_type'],
        ['locations', { country_code: 'USA' }, 'country_code'],
        ['app_store_categories', { os_type: 'SYMBIAN' }, 'os_type'],
        ['platforms', { lang: 'english!' }, 'lang'],
        ['network_operators', { country_code: 'USA' }, 'country_code'],
        ['tv_shows', { locale: 'english' }, 'locale'],
        ['tv_shows', { locale: 'xx-ZZ' }, 'locale'],
        ['tv_shows', { locale: 'en-US', count: 51 }, 'count'],
        ['conversations', { conversation_type: 'GOSSIP' }, 'conversation_type'],
        ['interests', { q: 'x'.repeat(256) }, 'q'],
      ] as const) {
        const res = await ads.get(`/12/targeting_criteria/${path}`, params);
        expect(res.status).toBe(400);
        expect(res.body.errors[0]).toMatchObject({ code: 'INVALID_PARAMETER', parameter });
      }
      const noMarket = await ads.get('/12/targeting_criteria/tv_shows', { q: 'news' });
      expect(noMarket.status).toBe(400);
      expect(noMarket.body.errors[0]).toMatchObject({ code: 'MISSING_PARAMETER', parameter: 'locale' });
    });

    it('answers places, interests, devices, platforms and operators as the targeting options reference shows them', async () => {
      const la = await ads.get('/12/targeting_criteria/locations', { location_type: 'CITIES', q: 'los angeles' });
      expect(la.body.data.map((l: Entry) => l.name)).toEqual(
        expect.arrayContaining(['Los Angeles, Los Angeles CA, CA, USA', 'East Los Angeles, Los Angeles CA, CA, USA', 'Los Angeles, US']),
      );
      expect(la.body.data.find((l: Entry) => l.name === 'Los Angeles, Los Angeles CA, CA, USA').targeting_value).toBe('3b77caf94bfc81fe');
      const metros = (await ads.get('/12/targeting_criteria/locations', { location_type: 'METROS', country_code: 'US', count: 1000 })).body.data;
      expect(metros.map((l: Entry) => l.name)).toContain('New York NY, US');
      expect(metros.every((l: Entry) => l.location_type === 'METROS' && /^[0-9a-f]{16}$/.test(l.targeting_value))).toBe(true);
      const postal = await ads.get('/12/targeting_criteria/locations', { location_type: 'POSTAL_CODES', q: '94103' });
      expect(postal.body.data).toEqual([expect.objectContaining({ name: '94103, San Francisco, CA, USA', country_code: 'US', location_type: 'POSTAL_CODES' })]);

      const books = await ads.get('/12/targeting_criteria/interests', { q: 'books', count: 1 });
      expect(books.body.data).toEqual([{ name: 'Books and literature/Biographies and memoirs', targeting_type: 'INTEREST', targeting_value: '1001' }]);
      expect(books.body.next_cursor).toEqual(expect.any(String));

      const iphones = (await ads.get('/12/targeting_criteria/devices', { q: 'iphone', count: 2 })).body.data;
      expect(iphones).toHaveLength(2);
      for (const d of iphones) expect(Object.keys(d)).toEqual(['name', 'manufacturer', 'os_type', 'targeting_value', 'targeting_type']);
      expect(iphones[0]).toMatchObject({ manufacturer: 'Apple', os_type: 'iOS', targeting_type: 'DEVICE' });
      const versions = (await ads.get('/12/targeting_criteria/platform_versions', { count: 1000 })).body.data;
      expect(new Set(versions.map((v: Entry) => v.os_type))).toEqual(new Set(['iOS', 'Android']));
      expect(versions).toContainEqual({ name: 'Pie', number: '9.0', os_type: 'Android', targeting_type: 'PLATFORM_VERSION', targeting_value: expect.any(String) });

      const platforms = await ads.get('/12/targeting_criteria/platforms');
      expect(platforms.body.data[0]).toEqual({ name: 'iOS', targeting_type: 'PLATFORM', targeting_value: '0' });
      const localized = await ads.get('/12/targeting_criteria/platforms', { lang: 'en' });
      expect(localized.body.data[4]).toEqual({ name: 'Desktop and laptop computers', localized_name: 'Desktop and laptop computers', targeting_type: 'PLATFORM', targeting_value: '4' });

      const operators = (await ads.get('/12/targeting_criteria/network_operators', { count: 1000 })).body.data;
      expect(operators.length).toBeGreaterThan(1);
      expect(operators.every((o: Entry) => o.country_code === 'US')).toBe(true);
      expect(Object.keys(operators[0])).toEqual(['country_code', 'targeting_type', 'name', 'targeting_value']);
      const japan = (await ads.get('/12/targeting_criteria/network_operators', { country_code: 'JP' })).body.data;
      expect(japan.map((o: Entry) => o.name).sort()).toEqual(['NTT Docomo', 'SoftBank', 'au']);

      const political = (await ads.get('/12/targeting_criteria/conversations', { conversation_type: 'POLITICAL_AFFILIATIONS' })).body.data;
      expect(political.length).toBeGreaterThan(0);
      expect(Object.keys(political[0])).toEqual(['targeting_type', 'targeting_value', 'name', 'conversation_type']);
    });

    it('lists the TV markets, and the TV shows of a market page by page', async () => {
      const markets = await ads.get('/12/targeting_criteria/tv_markets');
      expect(markets.status).toBe(200);
      expect(markets.body.data).toContainEqual({ name: 'United States', country_code: 'US', locale: 'en-US' });
      expect(markets.body.data).toContainEqual({ name: 'United States - Hispanic', country_code: 'US', locale: 'es-US' });
      for (const m of markets.body.data) expect(Object.keys(m)).toEqual(['name', 'country_code', 'locale']);
      expect(markets.body.next_cursor).toBeUndefined();

      const news = await ads.get('/12/targeting_criteria/tv_shows', { locale: 'en-US', q: 'news', count: 1 });
      expect(news.status).toBe(200);
      expect(news.body.data).toEqual([{ name: 'NewsWatch', targeting_value: 10027243420, genre: 'PAID', locales: [{ language: 'en', country: 'US' }] }]);
      const rest = await ads.get('/12/targeting_criteria/tv_shows', { locale: 'en-US', q: 'news', count: 1, cursor: news.body.next_cursor });
      expect(rest.body.data.map((s: Entry) => s.name)).toEqual(['Evening News Hour']);
      expect(rest.body.next_cursor).toBeNull();
      const spanish = (await ads.get('/12/targeting_criteria/tv_shows', { locale: 'es-US' })).body.data;
      expect(spanish.length).toBeGreaterThan(0);
      for (const show of spanish) expect(show.locales).toContainEqual({ language: 'es', country: 'US' });
      // a listed show is a TV_SHOW criterion's value (with a location, as TV targeting needs)
      const estimate = await ads.request('POST', `${acct()}/audience_estimate`, {}, {
        json: {
          targeting_criteria: [
            { targeting_type: 'TV_SHOW', targeting_value: String(spanish[0].targeting_value) },
            { targeting_type: 'LOCATION', targeting_value: '96683cc9126741d1' },
          ],
        },
      });
      expect(estimate.status).toBe(200);
      // its locations must be in the show's market
      const abroad = await ads.request('POST', `${acct()}/audience_estimate`, {}, {
        json: { targeting_criteria: [{ targeting_type: 'TV_SHOW', targeting_value: '10027243420' }, { targeting_type: 'LOCATION', targeting_value: '06ef846bfc783874' }] },
      });
      expect(abroad.status).toBe(400);
      expect(abroad.body.errors[0]).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'targeting_criteria', message: expect.stringContaining('outside its market') });
      const unknown = await ads.request('POST', `${acct()}/audience_estimate`, {}, {
        json: { targeting_criteria: [{ targeting_type: 'TV_SHOW', targeting_value: '12345' }, { targeting_type: 'LOCATION', targeting_value: '96683cc9126741d1' }] },
      });
      expect(unknown.body.errors[0]).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'targeting_value', message: expect.stringContaining('GET targeting_criteria/tv_shows') });
    });

    it('counts TV markets and shows in their own rate-limit category', async () => {
      const res = await ads.get('/12/targeting_criteria/tv_markets');
      expect(res.headers.get('x-rate-limit-limit')).toBe(String(2000 * 1000));
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
