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

    it('takes 450 webhook listings per 15 minutes per app, then answers 429 with code 88; another app has its own', async () => {
      const mine = await newPlatformApp(t, base, receivers, 'Limited');
      const first = await mine.call('GET', '/2/webhooks');
      expect(first.headers['x-rate-limit-limit']).toBe('450');
      expect(first.headers['x-rate-limit-remaining']).toBe('449');
      const reset = Number(first.headers['x-rate-limit-reset']);
      expect(reset).toBeGreaterThan(nowSeconds());
      expect(reset).toBeLessThanOrEqual(nowSeconds() + 901);
      for (let sent = 1; sent < 450; sent += 25) {
        const answers = await Promise.all(Array.from({ length: Math.min(25, 450 - sent) }, () => mine.call('GET', '/2/webhooks')));
        expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
      }
      const refused = await mine.call('GET', '/2/webhooks');
      expect(refused.status).toBe(429);
      expect(refused.headers['content-type']).toMatch(/^application\/json/);
      expect(refused.body).toEqual({ errors: [{ code: 88, message: 'Rate limit exceeded' }] });
      expect(refused.headers['x-rate-limit-limit']).toBe('450');
      expect(refused.headers['x-rate-limit-remaining']).toBe('0');
      expect(Number(refused.headers['x-rate-limit-reset'])).toBe(reset);
      const other = await newPlatformApp(t, base, receivers, 'Other');
      expect((await other.call('GET', '/2/webhooks')).headers['x-rate-limit-remaining']).toBe('449');
    });

    it('answers each endpoint’s own limit, per app for app-only calls and per user in user context', async () => {
      const p = await newPlatformApp(t, base, receivers, 'Tables');
      const a = admin(t);
      const user = (await a.post('/admin/users', { screen_name: uniqueScreenName(), password: 'x' })).body.data;
      const tk = (await a.post(`/admin/users/${user.id}/access_tokens`, { app_id: p.app.id })).body.data;
      const signed = (method: string, path: string, json?: unknown) =>
        signedFetch(method, `${base}${path}`, {
          consumer: { key: p.app.consumer_key, secret: p.app.consumer_secret },
          token: { key: tk.oauth_token, secret: tk.oauth_token_secret },
          json,
        });
      const appOnly: Array<[string, string, string]> = [
        ['GET', `/2/users/${user.id}/following`, '300'],
        ['GET', `/2/users/${user.id}/followers`, '300'],
        ['GET', `/2/users/${user.id}/tweets`, '10000'],
        ['GET', `/2/users/${user.id}/mentions`, '450'],
        ['GET', `/2/users/${user.id}`, '300'],
        ['GET', '/2/activity/subscriptions', '500'],
      ];
      for (const [method, path, limit] of appOnly) {
        const res = await p.call(method, path);
        expect([path, res.headers['x-rate-limit-limit']]).toEqual([path, limit]);
      }
      const inUserContext: Array<[string, string, string]> = [
        ['GET', `/2/users/${user.id}/following`, '300'],
        ['GET', `/2/users/${user.id}/muting`, '15'],
        ['GET', `/2/users/${user.id}/blocking`, '15'],
        ['GET', `/2/users/${user.id}`, '900'],
        ['GET', '/2/media/upload?media_id=1', '1000'],
        ['POST', '/2/media/upload/initialize', '1875'],
      ];
      for (const [method, path, limit] of inUserContext) {
        const res = await signed(method, path, method === 'POST' ? {} : undefined);
        expect([path, res.headers.get('x-rate-limit-limit')]).toEqual([path, limit]);
      }
      // an endpoint with only a per-app limit counts a user's calls in the app's budget
      const listed = await signed('GET', '/2/activity/subscriptions');
      expect(listed.status).toBe(200);
      expect([listed.headers.get('x-rate-limit-limit'), listed.headers.get('x-rate-limit-remaining')]).toEqual(['500', '498']);
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

  describe('likes: 50 per 15 minutes each, and 1,000 a day for likes and unlikes together', () => {
    let t: TestApp;
    let base: string;
    beforeAll(async () => {
      // a thousandth: every window holds one request, each in its real length
      t = await startTestApp({ PLATFORM_RATE_LIMITS: '0.001' });
      base = await t.listen();
    });
    afterAll(() => t.close());

    it('refuses an unlike after a like on the day’s shared budget, though the unlike’s own window is untouched', async () => {
      const p = await newPlatformApp(t, base, receivers, 'Likes');
      const a = admin(t);
      const author = (await a.post('/admin/users', { screen_name: uniqueScreenName(), password: 'x' })).body.data;
      const post = (await (await p.asUser(author.id))('POST', '/2/tweets', { text: 'to like' })).body.data;
      const signedAs = async () => {
        const user = (await a.post('/admin/users', { screen_name: uniqueScreenName(), password: 'x' })).body.data;
        const tk = (await a.post(`/admin/users/${user.id}/access_tokens`, { app_id: p.app.id })).body.data;
        const auth = { consumer: { key: p.app.consumer_key, secret: p.app.consumer_secret }, token: { key: tk.oauth_token, secret: tk.oauth_token_secret } };
        return {
          like: () => signedFetch('POST', `${base}/2/users/${user.id}/likes`, { ...auth, json: { tweet_id: post.id } }),
          unlike: () => signedFetch('DELETE', `${base}/2/users/${user.id}/likes/${post.id}`, auth),
        };
      };
      const fan = await signedAs();
      const liked = await fan.like();
      expect(liked.status).toBe(200);
      expect([liked.headers.get('x-rate-limit-limit'), liked.headers.get('x-rate-limit-remaining')]).toEqual(['1', '0']);
      // the 15-minute window's reset comes first
      expect(Number(liked.headers.get('x-rate-limit-reset'))).toBeLessThanOrEqual(nowSeconds() + 901);
      const unliked = await fan.unlike();
      expect(unliked.status).toBe(429);
      expect(await unliked.json()).toEqual({ errors: [{ code: 88, message: 'Rate limit exceeded' }] });
      // refused by the day's window the like used up, which resets in a day
      expect(Number(unliked.headers.get('x-rate-limit-reset'))).toBeGreaterThan(nowSeconds() + 900);
      expect(unliked.headers.get('x-rate-limit-remaining')).toBe('0');
      // a second like is refused by its 15-minute window
      const again = await fan.like();
      expect(again.status).toBe(429);
      expect(Number(again.headers.get('x-rate-limit-reset'))).toBeLessThanOrEqual(nowSeconds() + 901);
      // another user of the app has budgets of their own
      expect((await (await signedAs()).like()).status).toBe(200);
    });
  });

  describe('scaled, with short windows', () => {
    let t: TestApp;
    let base: string;
    beforeAll(async () => {
      t = await startTestApp({ PLATFORM_RATE_LIMITS: '0.01', PLATFORM_RATE_LIMIT_WINDOW_SECONDS: '2' });
      base = await t.listen();
    });
    afterAll(() => t.close());

    it('scales the limit and starts a new window after the reset', async () => {
      const p = await newPlatformApp(t, base, receivers, 'Scaled');
      // the webhooks' 450, a hundredth
      const list = () => p.call('GET', '/2/webhooks');
      expect((await list()).headers['x-rate-limit-limit']).toBe('4');
      await Promise.all([list(), list(), list()]);
      expect((await list()).status).toBe(429);
      await sleep(2100);
      expect((await list()).status).toBe(200);
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
