import { createHmac } from 'node:crypto';
import { adsCaller, type AdsCaller } from '../../support/ads-client';
import { admin, startTestApp, type TestApp, uniqueScreenName } from '../../support/app';
import { eventually } from '../../support/eventually';
import { ownTestDatabase } from '../../support/own-database';
import { newPlatformApp, type PlatformApp } from '../../support/platform-app';
import type { WebhookReceiver } from '../../support/webhook-receiver';

/**
 * Fault injection: `/admin/faults` rules (FAULT_INJECTION=on) make chosen
 * routes answer chosen errors, in the route's own format, or late, and make
 * webhook deliveries time out or arrive twice. The test database is shared
 * by every spec and every run: each rule here names the app (or webhook) it
 * is for, so it can fault nothing else.
 */
const PROBLEMS = 'https://api.twitter.com/2/problems';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('fault injection', () => {
  let t: TestApp;
  let base: string;
  const receivers: WebhookReceiver[] = [];

  beforeAll(async () => {
    t = await startTestApp({ FAULT_INJECTION: 'on' });
    base = await t.listen();
  });
  afterAll(async () => {
    await Promise.all(receivers.map((r) => r.close()));
    await t.close();
  });

  const fault = (body: object) => admin(t).post('/admin/faults', body);
  const newAds = () => adsCaller(t, { api: base });
  const campaignsOf = (ads: AdsCaller) => ads.get(`/12/accounts/${ads.accountId}/campaigns`);

  it('makes, lists and ends rules', async () => {
    const ads = await newAds();
    const created = await fault({ method: 'GET', path: '/12/accounts/*/campaigns', status: 429, count: 2, app_id: ads.appId });
    expect(created.status).toBe(201);
    const rule = created.body.data;
    expect(rule).toEqual({
      id: expect.stringMatching(/^\d+$/),
      target: 'request',
      method: 'GET',
      path: '/12/accounts/*/campaigns',
      app_id: ads.appId,
      webhook_id: null,
      status: 429,
      delay_ms: null,
      action: null,
      fraction: null,
      count: 2,
      remaining: 2,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      expires_at: expect.any(String),
    });
    // an hour unless told otherwise
    expect(Date.parse(rule.expires_at) - Date.parse(rule.created_at)).toBe(3600_000);

    const listed = await admin(t).get('/admin/faults').expect(200);
    expect(listed.body.data).toContainEqual(rule);

    const ended = await admin(t).delete(`/admin/faults/${rule.id}`);
    expect(ended.status).toBe(200);
    expect(ended.body.data).toEqual(rule);
    expect((await admin(t).get('/admin/faults')).body.data.map((r: { id: string }) => r.id)).not.toContain(rule.id);
    // the rule is gone: the route answers for real
    expect((await campaignsOf(ads)).status).toBe(200);

    const again = await admin(t).delete(`/admin/faults/${rule.id}`);
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ status: 404, parameter: 'fault_id', value: rule.id });
    expect((await admin(t).delete('/admin/faults/not-a-rule')).status).toBe(404);
    // the admin API's own guard
    expect((await t.api().get('/admin/faults')).status).toBe(401);
  });

  it.each([
    [{ path: '/12/accounts', status: 200 }, 'status'],
    [{ path: '/12/accounts', status: 600 }, 'status'],
    [{ path: '/12/accounts' }, 'status'],
    [{ path: '/12/accounts', status: 503, fraction: 1.5 }, 'fraction'],
    [{ path: '/12/accounts', status: 503, fraction: -0.1 }, 'fraction'],
    [{ path: '/12/accounts', status: 503, fraction: 0.5, count: 2 }, 'fraction'],
    [{ path: '/12/accounts', status: 503, count: 0 }, 'count'],
    [{ path: '12/accounts', status: 503 }, 'path'],
    [{ path: '/12/acc*', status: 503 }, 'path'],
    [{ path: '/12/accounts?x=1', status: 503 }, 'path'],
    [{ status: 503 }, 'path'],
    [{ path: '/12/accounts', status: 503, method: 'FETCH' }, 'method'],
    [{ path: '/12/accounts', delay_ms: 60001 }, 'delay_ms'],
    [{ path: '/12/accounts', status: 503, expires_in_seconds: 0 }, 'expires_in_seconds'],
    [{ path: '/12/accounts', status: 503, action: 'timeout' }, 'action'],
    [{ target: 'webhook_delivery' }, 'action'],
    [{ target: 'webhook_delivery', action: 'drop' }, 'action'],
    [{ target: 'webhook_delivery', action: 'timeout', status: 503 }, 'status'],
    [{ target: 'server' }, 'target'],
    [{ path: '/12/accounts', status: 503, colour: 'red' }, 'colour'],
  ])('refuses %j with a problem naming %s', async (body, parameter) => {
    const res = await fault(body);
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body).toMatchObject({ type: `${PROBLEMS}/invalid-request`, status: 400, parameter });
  });

  it('answers a 429 on an ads route twice in the ads format, with rate-limit headers and x-aviary-fault, then the real answer', async () => {
    const ads = await newAds();
    const rule = (await fault({ method: 'GET', path: '/12/accounts/*/campaigns', status: 429, count: 2, app_id: ads.appId }).expect(201)).body.data;
    const before = Math.floor(Date.now() / 1000);
    for (let i = 0; i < 2; i++) {
      const res = await ads.get(`/12/accounts/${ads.accountId}/campaigns`, { count: 5 });
      expect(res.status).toBe(429);
      expect(res.body).toEqual({
        errors: [{ code: 'TOO_MANY_REQUESTS', message: 'Rate limit exceeded' }],
        request: { params: { account_id: ads.accountId, count: '5' } },
      });
      expect(res.headers.get('x-aviary-fault')).toBe(rule.id);
      // the account's reads: the user's budget and the account's, both spent (the real limits, 10000 a window)
      expect(res.headers.get('x-rate-limit-limit')).toBe('10000');
      expect(res.headers.get('x-rate-limit-remaining')).toBe('0');
      expect(Number(res.headers.get('x-rate-limit-reset'))).toBeGreaterThanOrEqual(before);
      expect(res.headers.get('x-account-rate-limit-limit')).toBe('10000');
      expect(res.headers.get('x-account-rate-limit-remaining')).toBe('0');
      expect(Number(res.headers.get('x-account-rate-limit-reset'))).toBeGreaterThanOrEqual(before);
    }
    const real = await campaignsOf(ads);
    expect(real.status).toBe(200);
    expect(real.body.data).toEqual([]);
    expect(real.headers.get('x-aviary-fault')).toBeNull();
    // used up: no longer listed
    expect((await admin(t).get('/admin/faults')).body.data.map((r: { id: string }) => r.id)).not.toContain(rule.id);
    // other methods and paths were never picked
    expect((await ads.get(`/12/accounts/${ads.accountId}`)).status).toBe(200);
  });

  it('picks requests of the rule app only', async () => {
    const picked = await newAds();
    const other = await newAds();
    await fault({ path: '/12/accounts/**', status: 500, app_id: picked.appId }).expect(201);
    const faulted = await picked.get(`/12/accounts/${picked.accountId}/line_items`);
    expect(faulted.status).toBe(500);
    expect(faulted.body.errors).toEqual([{ code: 'INTERNAL_ERROR', message: 'Internal Server Error' }]);
    // `**` is any number of segments, none included
    expect((await picked.get(`/12/accounts/${picked.accountId}`)).status).toBe(500);
    expect((await other.get(`/12/accounts/${other.accountId}/line_items`)).status).toBe(200);
    // version 11, which the python SDK calls, is the same API
    expect((await picked.get(`/11/accounts/${picked.accountId}`)).status).toBe(500);
  });

  it('answers a 503 on a /2 route as a problem', async () => {
    const p = await newPlatformApp(t, base, receivers);
    const rule = (await fault({ method: 'GET', path: '/2/webhooks', status: 503, app_id: p.app.id }).expect(201)).body.data;
    const res = await p.call('GET', '/2/webhooks');
    expect(res.status).toBe(503);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.headers['x-aviary-fault']).toBe(rule.id);
    expect(res.body).toEqual({ title: 'Service Unavailable', type: 'about:blank', status: 503, detail: 'Service Unavailable' });
    // a 429 on /2 is the platform's rate-limit refusal, with its headers
    const limited = (await fault({ method: 'POST', path: '/2/webhooks', status: 429, count: 1, app_id: p.app.id }).expect(201)).body.data;
    const refused = await p.call('POST', '/2/webhooks', { url: p.receiver.url });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ errors: [{ code: 88, message: 'Rate limit exceeded' }] });
    expect(refused.headers).toMatchObject({ 'x-aviary-fault': limited.id, 'x-rate-limit-limit': '450', 'x-rate-limit-remaining': '0' });
  });

  it('faults every request with fraction 1, none with fraction 0', async () => {
    const always = await newAds();
    const never = await newAds();
    await fault({ path: `/12/accounts/${always.accountId}/campaigns`, status: 503, fraction: 1 }).expect(201);
    await fault({ path: `/12/accounts/${never.accountId}/campaigns`, status: 503, fraction: 0 }).expect(201);
    for (let i = 0; i < 5; i++) {
      const faulted = await campaignsOf(always);
      expect(faulted.status).toBe(503);
      expect(faulted.body.errors).toEqual([{ code: 'SERVICE_UNAVAILABLE', message: 'Service Unavailable' }]);
      expect((await campaignsOf(never)).status).toBe(200);
    }
  });

  it('ends a rule when it expires', async () => {
    const ads = await newAds();
    const rule = (await fault({ path: '/12/accounts/*/campaigns', status: 503, app_id: ads.appId, expires_in_seconds: 1 }).expect(201)).body.data;
    expect(Date.parse(rule.expires_at) - Date.parse(rule.created_at)).toBe(1000);
    expect((await campaignsOf(ads)).status).toBe(503);
    await sleep(1100);
    expect((await campaignsOf(ads)).status).toBe(200);
    expect((await admin(t).get('/admin/faults')).body.data.map((r: { id: string }) => r.id)).not.toContain(rule.id);
  });

  it('delays the real answer when only delay_ms is given', async () => {
    const ads = await newAds();
    const rule = (await fault({ method: 'GET', path: '/12/accounts/*', delay_ms: 400, count: 1, app_id: ads.appId }).expect(201)).body.data;
    const started = Date.now();
    const slow = await ads.get(`/12/accounts/${ads.accountId}`);
    expect(Date.now() - started).toBeGreaterThanOrEqual(390);
    expect(slow.status).toBe(200);
    expect(slow.body.data.id).toBe(ads.accountId);
    expect(slow.headers.get('x-aviary-fault')).toBe(rule.id);
  });

  describe('webhook deliveries', () => {
    // a database of its own: every test app sends any due delivery of its database, and one with fault
    // injection off (another spec's) would send these unfaulted
    let w: TestApp;
    let wBase: string;
    let database: { url: string; drop(): Promise<void> };
    beforeAll(async () => {
      database = await ownTestDatabase('faults');
      w = await startTestApp({ FAULT_INJECTION: 'on' }, [], { databaseUrl: database.url });
      wBase = await w.listen();
    });
    afterAll(async () => {
      await w.close();
      await database.drop();
    });

    const fault = (body: object) => admin(w).post('/admin/faults', body);
    const newUser = async () =>
      (await admin(w).post('/admin/users', { screen_name: uniqueScreenName('flt'), password: 'pw-123456', description: 'first' })).body.data as { id: string };

    /** An app whose webhook is subscribed to a new user's bio changes. */
    async function subscribed(): Promise<{ p: PlatformApp; webhookId: string; userId: string }> {
      const p = await newPlatformApp(w, wBase, receivers, 'Faulted deliveries');
      const user = await newUser();
      const webhookId = (await p.call('POST', '/2/webhooks', { url: p.receiver.url })).body.data.id as string;
      const sub = await p.call('POST', '/2/activity/subscriptions', { event_type: 'profile.update.bio', filter: { user_id: user.id }, webhook_id: webhookId });
      expect(sub.status).toBe(200);
      return { p, webhookId, userId: user.id };
    }
    const timeouts = async () => {
      const text = (await w.api().get('/metrics')).text;
      return Number(/^aviary_webhook_delivery_attempts_total\{outcome="timeout"\} (\d+)$/m.exec(text)?.[1] ?? 0);
    };

    it('sends the same signed delivery twice for a duplicate rule', async () => {
      const { p, webhookId, userId } = await subscribed();
      await fault({ target: 'webhook_delivery', webhook_id: webhookId, action: 'duplicate', count: 1 }).expect(201);
      await admin(w).patch(`/admin/users/${userId}`, { description: 'twice' }).expect(200);
      const [one, two] = await p.receiver.waitForDeliveries(2);
      expect(two.body).toBe(one.body);
      expect(two.headers['x-platform-webhooks-signature']).toBe(one.headers['x-platform-webhooks-signature']);
      expect(one.headers['x-platform-webhooks-signature']).toBe(`sha256=${createHmac('sha256', p.app.consumer_secret).update(one.body).digest('base64')}`);
      expect(JSON.parse(one.body).data.payload).toEqual({ before: 'first', after: 'twice' });
      // the next change is delivered once
      await admin(w).patch(`/admin/users/${userId}`, { description: 'once' }).expect(200);
      await p.receiver.waitForDeliveries(3);
      await sleep(500);
      expect(p.receiver.deliveries).toHaveLength(3);
    });

    it('counts an attempt as timed out for a timeout rule, and retries it', async () => {
      const { p, webhookId, userId } = await subscribed();
      const before = await timeouts();
      await fault({ target: 'webhook_delivery', webhook_id: webhookId, app_id: p.app.id, action: 'timeout', count: 1 }).expect(201);
      await admin(w).patch(`/admin/users/${userId}`, { description: 'late' }).expect(200);
      // sent (its answer ignored), then sent again after the back-off
      const [first, retried] = await p.receiver.waitForDeliveries(2);
      expect(retried.body).toBe(first.body);
      expect(await timeouts()).toBe(before + 1);
      await sleep(600);
      expect(p.receiver.deliveries).toHaveLength(2);
      // the attempts log tells it as the worker counted it: the receiver's answer to the faulted attempt was not one
      const [delivery] = await eventually(
        async () => (await admin(w).get(`/admin/webhooks/${webhookId}/deliveries`).expect(200)).body.data,
        (list: any[]) => list.length === 1 && list[0].attempts_log.length === 2,
      );
      expect(delivery.attempts_log.map((a: any) => [a.attempt, a.outcome, a.response?.status ?? null, a.error])).toEqual([
        [1, 'timeout', null, 'no answer in time'],
        [2, 'delivered', 200, null],
      ]);
    });
  });

  // last: an application closed in the same process leaves the others unable to authenticate apps registered after it
  describe('switched off (the default)', () => {
    let off: TestApp;
    beforeAll(async () => {
      off = await startTestApp();
    });
    afterAll(() => off.close());

    it('has no /admin/faults: 404 like any unknown route', async () => {
      const get = await admin(off).get('/admin/faults');
      expect(get.status).toBe(404);
      expect(get.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect((await admin(off).post('/admin/faults', { path: '/12/accounts', status: 503 })).status).toBe(404);
    });
  });
});
