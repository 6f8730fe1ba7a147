import { adsCaller } from '../../support/ads-client';
import { startTestApp, type TestApp } from '../../support/app';

/** The catalog endpoints' limits, as the catalog guide charts them: per endpoint and user token, per 15 minutes. */
describe('catalog rate limits', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    // the real limits, not the test apps' thousandfold ones
    t = await startTestApp({ ADS_RATE_LIMITS: 'on' });
    base = await t.listen();
  });
  afterAll(() => t.close());

  it('gives each endpoint its own budget, and answers 429 past it', async () => {
    const ads = await adsCaller(t, { api: base });
    const listed = await ads.get('/12/product_catalogs');
    expect(listed.status).toBe(200);
    expect(listed.headers.get('x-rate-limit-limit')).toBe('1000');
    const catalog = (await ads.post('/12/product_catalogs', { name: 'Limited' })).body.data.id;
    const feeds = `/12/product_catalogs/${catalog}/scheduled_feeds`;

    // POST scheduled_feeds: 20 per 15 minutes, refused requests counted too
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await ads.request('POST', feeds, {}, { json: { feed_url: 'http://127.0.0.1:1/x.csv', feed_format: 'CSV', frequency: 'DAILY', start_time: 'late', time_zone: 'UTC' } });
      statuses.push(res.status);
      if (i === 0) expect([res.headers.get('x-rate-limit-limit'), res.headers.get('x-rate-limit-remaining')]).toEqual(['20', '19']);
      if (i === 20) expect(res.body.errors[0].code).toBe('TOO_MANY_REQUESTS');
    }
    expect(statuses).toEqual([...Array(20).fill(400), 429]);
    // the feeds' list and the products have budgets of their own
    expect((await ads.get(feeds)).headers.get('x-rate-limit-limit')).toBe('1000');
    const products = await ads.request('DELETE', `/12/product_catalogs/${catalog}/products`, {}, { json: { product_keys: ['1'] } });
    expect([products.status, products.headers.get('x-rate-limit-limit')]).toEqual([200, '150']);
    const sets = await ads.get(`/12/product_catalogs/${catalog}/product_sets`);
    expect(sets.headers.get('x-rate-limit-limit')).toBe('2000');
  });
});
