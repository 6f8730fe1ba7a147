import { admin, startTestApp, type TestApp, uniqueScreenName } from '../../support/app';
import { signedFetch } from '../../support/oauth1-client';
import { newPlatformApp } from '../../support/platform-app';
import type { WebhookReceiver } from '../../support/webhook-receiver';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The platform API's rate limits on `/2`: per app for app-only calls, per user for user context, counted in PostgreSQL. */
describe('platform rate limits', () => {
  const receivers: WebhookReceiver[] = [];
  afterAll(() => Promise.all(receivers.map((r) => r.close())));

  describe('at the real limits', () => {
    let t: TestApp;
    let base: string;
    beforeAll(async () => {
      t = await startTestApp({ PLATFORM_RATE_LIMITS: 'on' });
      base = await t.listen();
    });
    afterAll(() => t.close());

    it("takes 15 follower listings per 15 minutes per app, then answers 429 Too Many Requests; another app has its own", async () => {
      const mine = await newPlatformApp(t, base, receivers, 'Limited');
      const user = (await admin(t).post('/admin/users', { screen_name: uniqueScreenName(), password: 'x' })).body.data;
      const path = `/2/users/${user.id}/followers`;
      const first = await mine.call('GET', path);
      expect(first.headers['x-rate-limit-limit']).toBe('15');
      expect(first.headers['x-rate-limit-remaining']).toBe('14');
      const reset = Number(first.headers['x-rate-limit-reset']);
      expect(reset).toBeGreaterThan(nowSeconds());
      expect(reset).toBeLessThanOrEqual(nowSeconds() + 901);
      for (let i = 2; i <= 15; i++) expect((await mine.call('GET', path)).status).toBe(200);
      const refused = await mine.call('GET', path);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ title: 'Too Many Requests', detail: 'Too Many Requests', type: 'about:blank', status: 429 });
      expect(refused.headers['x-rate-limit-remaining']).toBe('0');
      const other = await newPlatformApp(t, base, receivers, 'Other');
      expect((await other.call('GET', path)).headers['x-rate-limit-remaining']).toBe('14');
    });

    it('takes the webhook and activity budgets of the rate-limits page: 450 webhook calls, 500 subscription calls, 100 replays per app', async () => {
      const p = await newPlatformApp(t, base, receivers, 'Budgets');
      expect((await p.call('GET', '/2/webhooks')).headers['x-rate-limit-limit']).toBe('450');
      expect((await p.call('GET', '/2/activity/subscriptions')).headers['x-rate-limit-limit']).toBe('500');
      expect((await p.call('POST', '/2/webhooks/replay', {})).headers['x-rate-limit-limit']).toBe('100');
    });

    it('counts user-context calls per user: 75 /2/users/me per 15 minutes', async () => {
      const a = admin(t);
      const app = (await a.post('/admin/apps', { name: 'Me' })).body.data;
      const consumer = { key: app.consumer_key, secret: app.consumer_secret };
      const tokenOf = async () => {
        const user = (await a.post('/admin/users', { screen_name: uniqueScreenName(), password: 'x' })).body.data;
        const tk = (await a.post(`/admin/users/${user.id}/access_tokens`, { app_id: app.id })).body.data;
        return { key: tk.oauth_token, secret: tk.oauth_token_secret };
      };
      const token = await tokenOf();
      const me = () => signedFetch('GET', `${base}/2/users/me`, { consumer, token });
      for (let i = 1; i <= 75; i++) {
        const res = await me();
        expect(res.status).toBe(200);
        expect(res.headers.get('x-rate-limit-remaining')).toBe(String(75 - i));
      }
      expect((await me()).status).toBe(429);
      // another user of the same app has a budget of its own
      const second = await signedFetch('GET', `${base}/2/users/me`, { consumer, token: await tokenOf() });
      expect(second.status).toBe(200);
      expect(second.headers.get('x-rate-limit-limit')).toBe('75');
    });
  });

  describe('scaled, with short windows', () => {
    let t: TestApp;
    let base: string;
    beforeAll(async () => {
      t = await startTestApp({ PLATFORM_RATE_LIMITS: '0.2', PLATFORM_RATE_LIMIT_WINDOW_SECONDS: '2' });
      base = await t.listen();
    });
    afterAll(() => t.close());

    it('scales the limit and starts a new window after the reset', async () => {
      const p = await newPlatformApp(t, base, receivers, 'Scaled');
      const user = (await admin(t).post('/admin/users', { screen_name: uniqueScreenName(), password: 'x' })).body.data;
      const path = `/2/users/${user.id}/followers`;
      expect((await p.call('GET', path)).headers['x-rate-limit-limit']).toBe('3');
      await p.call('GET', path);
      await p.call('GET', path);
      expect((await p.call('GET', path)).status).toBe(429);
      await sleep(2100);
      expect((await p.call('GET', path)).status).toBe(200);
    });
  });

  it('can be turned off', async () => {
    const t = await startTestApp({ PLATFORM_RATE_LIMITS: 'off' });
    try {
      const p = await newPlatformApp(t, await t.listen(), receivers, 'Unlimited');
      const res = await p.call('GET', '/2/webhooks');
      expect(res.status).toBe(200);
      expect(res.headers['x-rate-limit-limit']).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
