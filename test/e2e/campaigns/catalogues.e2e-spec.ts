import { type AdsCaller, adsCaller } from '../../support/ads-client';
import { startTestApp, type TestApp } from '../../support/app';

describe('campaign management catalogues: business categories, placements, curated categories', () => {
  let t: TestApp;
  let ads: AdsCaller;
  let other: AdsCaller;

  beforeAll(async () => {
    t = await startTestApp();
    const urls = { api: await t.listen(), sandbox: await t.listenSandbox() };
    ads = await adsCaller(t, urls);
    other = await adsCaller(t, urls);
  });
  afterAll(() => t.close());

  const acct = () => `/12/accounts/${ads.accountId}`;

  describe('GET advertiser_business_categories', () => {
    it('lists every category with its IAB categories, for any user', async () => {
      const res = await ads.get('/12/advertiser_business_categories');
      expect(res.status).toBe(200);
      expect(res.body.request).toEqual({ params: {} });
      expect(res.body.data.length).toBeGreaterThan(5);
      for (const category of res.body.data) {
        expect(category).toEqual({ id: expect.any(String), name: expect.any(String), iab_categories: expect.any(Array) });
        expect(category.iab_categories.length).toBeGreaterThan(0);
      }
      expect(res.body.next_cursor).toBeUndefined();
    });

    it('needs a user context', async () => {
      const res = await t.api().get('/12/advertiser_business_categories');
      expect(res.status).toBe(401);
      expect(res.body.errors[0].code).toBe('UNAUTHORIZED_ACCESS');
    });
  });

  describe('GET line_items/placements', () => {
    it('answers every product type without product_type', async () => {
      const res = await ads.get('/12/line_items/placements');
      expect(res.status).toBe(200);
      expect(res.body.data.map((p: { product_type: string }) => p.product_type)).toEqual(['MEDIA', 'PROMOTED_ACCOUNT', 'PROMOTED_POSTS']);
      for (const entry of res.body.data) {
        expect(Array.isArray(entry.placements)).toBe(true);
        for (const combination of entry.placements) expect(combination.length).toBeGreaterThan(0);
      }
    });

    it('answers one product type, echoing it', async () => {
      const res = await ads.get('/12/line_items/placements', { product_type: 'PROMOTED_ACCOUNT' });
      expect(res.body).toEqual({
        request: { params: { product_type: 'PROMOTED_ACCOUNT' } },
        data: [{ product_type: 'PROMOTED_ACCOUNT', placements: [['ALL_ON_PLATFORM'], ['PLATFORM_TIMELINE']] }],
      });
    });

    it("takes the SDKs' brand-word product type, answering the neutral one", async () => {
      const res = await ads.get('/12/line_items/placements', { product_type: 'PROMOTED_TWEETS' });
      expect(res.status).toBe(200);
      expect(res.body.data).toHaveLength(1);
      expect(res.body.data[0].product_type).toBe('PROMOTED_POSTS');
      expect(res.body.data[0].placements).toContainEqual(['ALL_ON_PLATFORM']);
    });

    it('refuses an unknown product type, naming it', async () => {
      const res = await ads.get('/12/line_items/placements', { product_type: 'PROMOTED_TRENDS' });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([
        {
          code: 'INVALID_PARAMETER',
          message: 'Expected one of [MEDIA, PROMOTED_ACCOUNT, PROMOTED_POSTS], got "PROMOTED_TRENDS" for product_type',
          parameter: 'product_type',
        },
      ]);
    });
  });

  describe('curated categories', () => {
    it('lists the categories available in any of the countries, with total_count', async () => {
      const res = await ads.get(`${acct()}/curated_categories`, { country_codes: 'JP' });
      expect(res.status).toBe(200);
      expect(res.body.request).toEqual({ params: { account_id: ads.accountId, country_codes: ['JP'] } });
      expect(res.body.data.length).toBeGreaterThan(0);
      for (const category of res.body.data) expect(category.country_codes).toContain('JP');
      expect(res.body.total_count).toBe(res.body.data.length);
      expect(res.body.next_cursor).toBeNull();
      expect(res.body.data[0]).toEqual({
        id: expect.any(String),
        name: expect.any(String),
        description: expect.any(String),
        country_codes: expect.any(Array),
        publisher_user_ids: expect.any(Array),
        videos_monetized_in_last_thirty_days: expect.any(Number),
        created_at: expect.stringMatching(/Z$/),
        updated_at: expect.stringMatching(/Z$/),
      });
      const two = await ads.get(`${acct()}/curated_categories`, { country_codes: 'jp,FR' });
      const ids = two.body.data.map((c: { id: string; country_codes: string[] }) => c.id);
      expect(ids.length).toBeGreaterThan(res.body.data.length);
      for (const category of two.body.data) expect(category.country_codes.some((c: string) => c === 'JP' || c === 'FR')).toBe(true);
      const none = await ads.get(`${acct()}/curated_categories`, { country_codes: 'AQ' });
      expect(none.body).toMatchObject({ data: [], total_count: 0, next_cursor: null });
    });

    it('pages with count and an opaque cursor', async () => {
      const all = (await ads.get(`${acct()}/curated_categories`, { country_codes: 'US' })).body;
      expect(all.data.length).toBeGreaterThan(3);
      const seen: string[] = [];
      let cursor: string | undefined;
      do {
        const res = await ads.get(`${acct()}/curated_categories`, { country_codes: 'US', count: 3, ...(cursor ? { cursor } : {}) });
        expect(res.status).toBe(200);
        expect(res.body.total_count).toBe(all.data.length);
        expect(res.body.data.length).toBeLessThanOrEqual(3);
        seen.push(...res.body.data.map((c: { id: string }) => c.id));
        cursor = res.body.next_cursor ?? undefined;
      } while (cursor);
      expect(seen).toEqual(all.data.map((c: { id: string }) => c.id));
    });

    it('names missing and bad parameters', async () => {
      const missing = await ads.get(`${acct()}/curated_categories`);
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toEqual([
        { code: 'MISSING_PARAMETER', message: '"country_codes" is a required parameter', parameter: 'country_codes' },
      ]);
      const format = await ads.get(`${acct()}/curated_categories`, { country_codes: 'US,USA' });
      expect(format.body.errors).toEqual([
        { code: 'INVALID_PARAMETER', message: 'Expected two-letter ISO 3166-1 country codes, got "USA" for country_codes', parameter: 'country_codes' },
      ]);
      const count = await ads.get(`${acct()}/curated_categories`, { country_codes: 'US', count: 1001 });
      expect(count.body.errors[0]).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'count' });
      const cursor = await ads.get(`${acct()}/curated_categories`, { country_codes: 'US', cursor: 'not-a-cursor' });
      expect(cursor.body.errors[0]).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'cursor' });
    });

    it('gets one category, or 404 naming curated_category_id', async () => {
      const list = await ads.get(`${acct()}/curated_categories`, { country_codes: 'US' });
      const first = list.body.data[0];
      const one = await ads.get(`${acct()}/curated_categories/${first.id}`);
      expect(one.status).toBe(200);
      expect(one.body).toEqual({ request: { params: { account_id: ads.accountId, curated_category_id: first.id } }, data: first });
      const missing = await ads.get(`${acct()}/curated_categories/nope`);
      expect(missing.status).toBe(404);
      expect(missing.body.errors).toEqual([
        { code: 'NOT_FOUND', message: 'Curated Category nope was not found', parameter: 'curated_category_id' },
      ]);
    });

    it("refuses another user's account", async () => {
      for (const res of [
        await other.get(`${acct()}/curated_categories`, { country_codes: 'US' }),
        await other.get(`${acct()}/curated_categories/9ddrgesiap6o`),
      ]) {
        expect(res.status).toBe(403);
        expect(res.body.errors[0]).toMatchObject({ code: 'ACCOUNT_NOT_FOUND', parameter: 'account_id' });
      }
    });
  });
});
