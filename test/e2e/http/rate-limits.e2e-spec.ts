import { adsCaller, type AdsCaller } from '../../support/ads-client';
import { admin, startTestApp, type TestApp, uniqueScreenName } from '../../support/app';
import { signedFetch } from '../../support/oauth1-client';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The ads API's rate limits and their headers, counted in PostgreSQL across replicas. */
describe('ads rate limits', () => {
  describe('at the real limits', () => {
    let t: TestApp;
    let ads: AdsCaller;
    beforeAll(async () => {
      t = await startTestApp({ ADS_RATE_LIMITS: 'on' });
      ads = await adsCaller(t, { api: await t.listen() });
    });
    afterAll(() => t.close());

    it('takes 450 writes a minute per user token, then answers 429 and applies nothing', async () => {
      const acct = `/12/accounts/${ads.accountId}`;
      const fi = (await ads.get(`${acct}/funding_instruments`)).body.data[0];
      const created = await ads.post(`${acct}/campaigns`, { funding_instrument_id: fi.id, name: 'write 1', daily_budget_amount_local_micro: 1_000_000 });
      expect(created.headers.get('x-rate-limit-limit')).toBe('450');
      expect(created.headers.get('x-rate-limit-remaining')).toBe('449');
      // the account's budget is only for its GETs
      expect(created.headers.get('x-account-rate-limit-limit')).toBeNull();
      const campaign = created.body.data.id;
      // every write of the user token counts, whatever its endpoint
      for (let i = 2; i <= 450; i++) {
        const res = await ads.put(`${acct}/campaigns/${campaign}`, { name: `write ${i}` });
        expect(res.status).toBe(200);
      }
      const refused = await ads.put(`${acct}/campaigns/${campaign}`, { name: 'one too many' });
      expect(refused.status).toBe(429);
      expect(refused.body.errors).toEqual([expect.objectContaining({ code: 'TOO_MANY_REQUESTS' })]);
      expect(refused.headers.get('x-rate-limit-remaining')).toBe('0');
      const reset = Number(refused.headers.get('x-rate-limit-reset'));
      expect(reset).toBeGreaterThan(nowSeconds() - 1);
      expect(reset).toBeLessThanOrEqual(nowSeconds() + 61);
      expect(errorCode(await ads.post(`${acct}/campaigns`, { funding_instrument_id: fi.id, name: 'refused too' }))).toBe('TOO_MANY_REQUESTS');
      // nothing was applied; reads have their own budget
      const read = await ads.get(`${acct}/campaigns/${campaign}`);
      expect(read.body.data.name).toBe('write 450');
      expect(read.headers.get('x-rate-limit-limit')).toBe('10000');
      expect(read.headers.get('x-account-rate-limit-limit')).toBe('10000');
      expect((await ads.get(`${acct}/campaigns`)).body.data.map((c: { name: string }) => c.name)).toEqual(['write 450']);
    });
    it('takes 5 reads per 15 minutes of each endpoint outside an account, per user token', async () => {
      const mine = await adsCaller(t, { api: await t.listen() });
      for (let i = 1; i <= 5; i++) {
        const res = await mine.get('/12/accounts');
        expect(res.status).toBe(200);
        expect([res.headers.get('x-rate-limit-limit'), res.headers.get('x-rate-limit-remaining')]).toEqual(['5', String(5 - i)]);
        expect(res.headers.get('x-account-rate-limit-limit')).toBeNull();
      }
      const refused = await mine.get('/12/accounts');
      expect(refused.status).toBe(429);
      expect(errorCode(refused)).toBe('TOO_MANY_REQUESTS');
      // a 15-minute window, not a second's
      const reset = Number(refused.headers.get('x-rate-limit-reset'));
      expect(reset).toBeGreaterThan(nowSeconds() + 800);
      expect(reset).toBeLessThanOrEqual(nowSeconds() + 901);
      // each endpoint has its own budget, each user token its own
      expect((await mine.get('/12/iab_categories')).headers.get('x-rate-limit-remaining')).toBe('4');
      expect((await (await adsCaller(t, { api: await t.listen() })).get('/12/accounts')).status).toBe(200);
    });

    it('shares one budget of 400 among the targeting criteria lookups, per user token', async () => {
      const mine = await adsCaller(t, { api: await t.listen() });
      const first = await mine.get('/12/targeting_criteria/locations');
      expect([first.headers.get('x-rate-limit-limit'), first.headers.get('x-rate-limit-remaining')]).toEqual(['400', '399']);
      const second = await mine.get('/12/targeting_criteria/devices');
      expect([second.headers.get('x-rate-limit-limit'), second.headers.get('x-rate-limit-remaining')]).toEqual(['400', '398']);
      expect(Number(second.headers.get('x-rate-limit-reset'))).toBeGreaterThan(nowSeconds() + 800);
    });

    it('counts keyword insights in a category of their own, 500 per 15 minutes', async () => {
      const mine = await adsCaller(t, { api: await t.listen() });
      const res = await mine.get('/12/insights/keywords/search', { granularity: 'DAY', keywords: 'cats' });
      expect([res.headers.get('x-rate-limit-limit'), res.headers.get('x-rate-limit-remaining')]).toEqual(['500', '499']);
      expect(res.headers.get('x-account-rate-limit-limit')).toBeNull();
    });

    it('counts an audience’s reads as the account’s other reads and its changes as writes', async () => {
      const mine = await adsCaller(t, { api: await t.listen() });
      const audiences = `/12/accounts/${mine.accountId}/custom_audiences`;
      const listed = await mine.get(audiences);
      expect(listed.status).toBe(200);
      expect([listed.headers.get('x-rate-limit-limit'), listed.headers.get('x-account-rate-limit-limit')]).toEqual(['2000', '2000']);
      const created = await mine.post(audiences, { name: 'limits' });
      expect(created.status).toBe(200);
      expect([created.headers.get('x-rate-limit-limit'), created.headers.get('x-rate-limit-remaining')]).toEqual(['450', '449']);
      expect(created.headers.get('x-account-rate-limit-limit')).toBeNull();
    });

    it('gives the catalog endpoints the limits of the catalog guide', async () => {
      const mine = await adsCaller(t, { api: await t.listen() });
      const listed = await mine.get('/12/product_catalogs');
      expect([listed.headers.get('x-rate-limit-limit'), listed.headers.get('x-rate-limit-remaining')]).toEqual(['1000', '999']);
      // refused for its body, yet counted: 20 per 15 minutes, not the writes' budget
      const created = await mine.post('/12/product_catalogs', {});
      expect(created.status).toBe(400);
      expect([created.headers.get('x-rate-limit-limit'), created.headers.get('x-rate-limit-remaining')]).toEqual(['20', '19']);
    });
  });

  describe('scaled, with short windows', () => {
    let t: TestApp;
    let replica: TestApp;
    let api: string;
    beforeAll(async () => {
      // a thousandth of each limit (at least one request), windows of 3 seconds
      const env = { ADS_RATE_LIMITS: '0.001', ADS_RATE_LIMIT_WINDOW_SECONDS: '3' };
      t = await startTestApp(env);
      replica = await startTestApp(env);
      api = await t.listen();
    });
    afterAll(async () => {
      await replica.close();
      await t.close();
    });

    it('answers the version and the user token headers on every ads answer, errors included', async () => {
      const ads = await adsCaller(t, { api });
      const ok = await ads.get(`/12/accounts/${ads.accountId}/campaigns`);
      expect(ok.headers.get('x-current-api-version')).toBe('12');
      expect(ok.headers.get('x-rate-limit-limit')).toBe('10');
      expect(ok.headers.get('x-rate-limit-remaining')).toBe('9');
      expect(ok.headers.get('x-account-rate-limit-limit')).toBe('10');
      const unauthenticated = await fetch(`${api}/12/accounts`);
      expect(unauthenticated.status).toBe(401);
      expect(unauthenticated.headers.get('x-current-api-version')).toBe('12');
      const sandbox = await t.sandbox().get('/12/accounts');
      expect(sandbox.headers['x-current-api-version']).toBe('12');
      // the platform interface has its own headers
      expect((await fetch(`${api}/health`)).headers.get('x-current-api-version')).toBeNull();
    });

    it('counts an account’s reads for every user of it, and each user token apart', async () => {
      const owner = await adsCaller(t, { api });
      const colleague = (await admin(t).post('/admin/users', { screen_name: uniqueScreenName('rl'), password: 'x' })).body.data;
      await admin(t).post(`/admin/ad_accounts/${owner.accountId}/users`, { user_id: colleague.id }).expect(201);
      const token = (await admin(t).post(`/admin/users/${colleague.id}/access_tokens`, { app_id: owner.appId, access_type: 'write' })).body.data;
      const asColleague = (path: string) =>
        signedFetch('GET', `${api}${path}`, { consumer: owner.consumer, token: { key: token.oauth_token, secret: token.oauth_token_secret } });
      // account apps: an account read of 2,000, here 2
      const path = `/12/accounts/${owner.accountId}/account_apps`;
      const first = await owner.get(path);
      expect([first.headers.get('x-rate-limit-remaining'), first.headers.get('x-account-rate-limit-remaining')]).toEqual(['1', '1']);
      const second = await asColleague(path);
      expect([second.headers.get('x-rate-limit-remaining'), second.headers.get('x-account-rate-limit-remaining')]).toEqual(['1', '0']);
      const third = await owner.get(path);
      expect(third.status).toBe(429);
      expect(third.headers.get('x-rate-limit-remaining')).toBe('0');
      expect(third.headers.get('x-account-rate-limit-remaining')).toBe('0');
      // another endpoint of the account has its own budget
      expect((await owner.get(`/12/accounts/${owner.accountId}/campaigns`)).status).toBe(200);
      // after the reset, again
      await sleep((Number(third.headers.get('x-account-rate-limit-reset')) - Date.now() / 1000) * 1000 + 200);
      expect((await owner.get(path)).status).toBe(200);
    });

    it('counts across replicas: one budget in the database', async () => {
      const ads = await adsCaller(t, { api });
      const other = await replica.listen();
      // a read outside an account: 5 per 15 minutes, here 1 (a thousandth, at least one)
      const here = await ads.get('/12/accounts');
      expect(here.status).toBe(200);
      expect(here.headers.get('x-rate-limit-remaining')).toBe('0');
      const there = await signedFetch('GET', `${other}/12/accounts`, { consumer: ads.consumer, token: ads.token });
      expect(there.status).toBe(429);
      expect(Number(there.headers.get('x-rate-limit-reset'))).toBe(Number(here.headers.get('x-rate-limit-reset')));
    });

    it('counts listings with a total count on a budget of their own, per user token, across replicas', async () => {
      const ads = await adsCaller(t, { api });
      const other = await replica.listen();
      const campaigns = `/12/accounts/${ads.accountId}/campaigns`;
      // 200 per 15 minutes, here 1, whatever the endpoint; its headers are the total count's
      const counted = await ads.get(campaigns, { with_total_count: 'True' });
      expect(counted.status).toBe(200);
      expect(typeof counted.body.total_count).toBe('number');
      expect([counted.headers.get('x-rate-limit-limit'), counted.headers.get('x-rate-limit-remaining')]).toEqual(['1', '0']);
      const again = await signedFetch('GET', `${other}/12/accounts/${ads.accountId}/line_items?with_total_count=true`, { consumer: ads.consumer, token: ads.token });
      expect(again.status).toBe(429);
      expect((await again.json()).errors[0].code).toBe('TOO_MANY_REQUESTS');
      // the same listing without the count draws on the endpoint's budget alone
      const plain = await ads.get(campaigns);
      expect(plain.status).toBe(200);
      expect(plain.headers.get('x-rate-limit-limit')).toBe('10');
    });
  });

  it('never grants more than the limit across replicas, each taking shares of the window', async () => {
    // a hundredth: 100 account reads per window, taken two at a time
    const env = { ADS_RATE_LIMITS: '0.01', ADS_RATE_LIMIT_WINDOW_SECONDS: '60' };
    const [one, two] = [await startTestApp(env), await startTestApp(env)];
    try {
      const ads = await adsCaller(one, { api: await one.listen() });
      const bases = [await one.listen(), await two.listen()];
      const path = `/12/accounts/${ads.accountId}/campaigns`;
      const statuses: number[] = [];
      for (let i = 0; i < 120; i++) {
        const res = await signedFetch('GET', `${bases[i % 2]}${path}`, { consumer: ads.consumer, token: ads.token });
        statuses.push(res.status);
      }
      const granted = statuses.filter((s) => s === 200).length;
      expect(granted).toBeLessThanOrEqual(100);
      // what a replica holds unspent is lost for the window: at most a share each
      expect(granted).toBeGreaterThanOrEqual(98);
      expect(statuses.slice(-10)).toEqual(Array(10).fill(429));
    } finally {
      await two.close();
      await one.close();
    }
  });

  it('can be turned off', async () => {
    const off = await startTestApp({ ADS_RATE_LIMITS: 'off' });
    try {
      const ads = await adsCaller(off, { api: await off.listen() });
      const res = await ads.get('/12/accounts');
      expect(res.status).toBe(200);
      expect(res.headers.get('x-rate-limit-limit')).toBeNull();
      expect(res.headers.get('x-current-api-version')).toBe('12');
    } finally {
      await off.close();
    }
  });
});

function errorCode(res: { body: any }): string {
  return res.body.errors[0].code;
}
