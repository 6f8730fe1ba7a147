import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { admin, ADMIN_TOKEN, startTestApp, type TestApp, uniqueScreenName } from '../../support/app';
import { signedFetch } from '../../support/oauth1-client';
import { newPlatformApp } from '../../support/platform-app';
import type { WebhookReceiver } from '../../support/webhook-receiver';
import { launchBrowser, lookAt } from '../../support/browser';
import { deliveredAccount, type DeliveredAccount } from '../../support/delivered-account';
import { eventually } from '../../support/eventually';

/**
 * The console's pages in a real browser: each renders, shows what an API call
 * just made, and its action works; each is saved as a screenshot at 1280 px
 * (AVIARY_SCREENSHOTS names the folder, as for the README's pictures) and
 * checked on a phone's width for a page that fits without scrolling sideways.
 */
describe('the console in a browser', () => {
  let t: TestApp;
  let base: string;
  let d: DeliveredAccount;
  let browser: BrowserContext;
  let closeBrowser: () => Promise<void>;
  let page: Page;
  const receivers: WebhookReceiver[] = [];
  const shots = process.env.AVIARY_SCREENSHOTS ?? mkdtempSync(join(tmpdir(), 'aviary-console-'));

  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    // fault injection on, for its page (the rules this spec makes name its own app)
    t = await startTestApp({ FAULT_INJECTION: 'on' });
    base = await t.listen();
    d = await deliveredAccount(t, { api: base });
    ({ context: browser, close: closeBrowser } = await launchBrowser());
    page = await browser.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    // what the page's own script threw shows with a failure
    page.on('dialog', (dialog) => void dialog.accept());
    page.on('pageerror', (error) => process.stderr.write(`console page error: ${error.message}\n`));
    page.on('console', (message) => message.type() === 'error' && process.stderr.write(`console page: ${message.text()}\n`));
  }, 90_000);
  afterAll(async () => {
    await closeBrowser?.();
    await Promise.all(receivers.map((r) => r.close()));
    await t?.close();
  });

  async function looked(name: string): Promise<void> {
    const seen = await lookAt(page, shots, name);
    expect({ name, ...seen, bytes: seen.bytes > 5_000 }).toEqual({ name, fitsPhone: true, bytes: true });
  }

  it('sends a visitor without a session to sign in, and back to the page asked for', async () => {
    await page.goto(`${base}/console/apps`);
    await page.waitForURL(/\/console\/sign-in\?next=/);
    await page.fill('#token', 'not the token');
    await page.click('#sign-in');
    await expect(page.locator('[role=alert]').textContent()).resolves.toContain('not the admin token');
    await page.screenshot({ path: join(shots, 'console-sign-in.png') });
    await page.fill('#token', ADMIN_TOKEN);
    await page.click('#sign-in');
    await page.waitForURL(`${base}/console/apps`);
    await page.locator('#apps').waitFor();
  });

  it('apps: lists the apps, masks a secret until revealed, and creates one', async () => {
    const app = (await admin(t).get(`/admin/apps/${d.ads.appId}`).expect(200)).body.data;
    await page.goto(`${base}/console/apps`);
    await page.locator(`#apps a[href="/console/apps/${app.id}"]`).first().waitFor();
    await page.fill('#new-app input[name=name]', 'Made in the console');
    await page.click('#new-app button[type=submit]');
    await page.locator('#apps', { hasText: 'Made in the console' }).waitFor();
    const made = ((await admin(t).get('/admin/apps').expect(200)).body.data as Array<{ name: string }>).filter((a) => a.name === 'Made in the console');
    expect(made.length).toBeGreaterThan(0);
    await looked('apps');

    await page.click(`#apps a[href="/console/apps/${app.id}"]`);
    await page.locator('#consumer-secret').waitFor();
    expect(await page.textContent('#consumer-secret')).not.toContain(app.consumer_secret);
    await page.click('#consumer-secret + button');
    expect(await page.textContent('#consumer-secret')).toBe(app.consumer_secret);
    await looked('app');
  });

  it('users: shows a user’s tokens, invalidates one, changes the profile and sends a direct message as the user', async () => {
    const a = admin(t);
    const other = (await a.post('/admin/users', { screen_name: uniqueScreenName('cn'), password: 'pw-123456' }).expect(201)).body.data;
    const spare = (await a.post(`/admin/users/${d.ads.userId}/access_tokens`, { app_id: d.ads.appId, access_type: 'read' }).expect(201)).body.data;
    await page.goto(`${base}/console/users`);
    await page.locator(`#users a[href="/console/users/${other.id}"]`).waitFor();
    await looked('users');

    await page.goto(`${base}/console/users/${d.ads.userId}`);
    const row = page.locator('#oauth1-tokens tr', { hasText: spare.oauth_token });
    await row.waitFor();
    await row.locator('button', { hasText: 'Invalidate' }).click();
    await page.locator('#oauth1-tokens tr', { hasText: spare.oauth_token }).locator('.badge.deleted').waitFor();
    const tokens = (await a.get(`/admin/users/${d.ads.userId}/tokens`).expect(200)).body.data.oauth1;
    expect(tokens.find((tk: { oauth_token: string }) => tk.oauth_token === spare.oauth_token).invalidated_at).not.toBeNull();

    // OAuth 2.0: a grant issued from the page works on /2, and its revocation ends it
    await page.selectOption('#issue-oauth2 select[name=app_id]', d.ads.appId);
    await page.locator('#issue-oauth2 input[value="tweet.write"]').check();
    await page.click('#issue-oauth2 button[type=submit]');
    await page.locator('#issued-oauth2').waitFor();
    const access = (await page.locator('#issued-oauth2 code.secret').first().textContent())!;
    const me = () => fetch(`${base}/2/users/me`, { headers: { authorization: `Bearer ${access}` } });
    expect((await me()).status).toBe(200);
    const grant = page.locator('#oauth2-grants tr', { hasText: 'tweet.write' });
    await grant.waitFor();
    await grant.locator('button', { hasText: 'Revoke' }).click();
    await eventually(async () => page.locator('#oauth2-grants tr', { hasText: 'tweet.write' }).count(), (n) => n === 0);
    expect((await me()).status).toBe(401);

    await page.fill('#profile input[name=description]', 'Changed in the console');
    await page.click('#profile button[type=submit]');
    await eventually(async () => (await a.get(`/admin/users/${d.ads.userId}`)).body.data.description, (v) => v === 'Changed in the console');
    await page.fill('#dm input[name=recipient_id]', other.id);
    await page.fill('#dm input[name=text]', 'Hello from the console');
    await page.click('#dm button[type=submit]');
    await eventually(async () => page.inputValue('#dm input[name=text]'), (v) => v === '');
    expect(await page.locator('#dm [role=alert]').count()).toBe(0);
    await looked('user');
  });

  it('ad accounts: the tree of entities with their JSON, and the history as a timeline', async () => {
    await d.ads.put(`/12/accounts/${d.ads.accountId}/campaigns/${d.campaigns[0]}`, { name: 'Renamed in a test' });
    await page.goto(`${base}/console/accounts`);
    await page.locator(`#accounts a[href="/console/accounts/${d.ads.accountId}"]`).waitFor();
    await looked('accounts');

    await page.goto(`${base}/console/accounts/${d.ads.accountId}`);
    const tree = page.locator('#entity-tree');
    await tree.locator(`a[href$="/campaigns.Campaign/${d.campaigns[0]}"]`, { hasText: 'Renamed in a test' }).waitFor();
    for (const lineItem of d.lineItems) await tree.locator(`a[href$="/campaigns.LineItem/${lineItem}"]`).waitFor();
    for (const promoted of d.promotedPosts) await tree.locator(`a[href$="/${promoted}"]`).waitFor();
    await looked('account');

    await tree.locator(`a[href$="/campaigns.Campaign/${d.campaigns[0]}"]`).click();
    await page.locator('pre.json', { hasText: 'Renamed in a test' }).waitFor();
    await page.locator('#timeline .change', { hasText: 'Renamed in a test' }).waitFor();
    await looked('entity');

    await page.goto(`${base}/console/accounts/${d.ads.accountId}/history?entity_type=CAMPAIGN`);
    await page.locator('#timeline li', { hasText: 'UPDATE' }).first().waitFor();
    expect(await page.locator('#timeline li', { hasText: 'LINE_ITEM' }).count()).toBe(0);
    await looked('history');
  });

  it('metrics: charts a line item’s delivery with its budget, and the fast-forward delivers more', async () => {
    await page.goto(`${base}/console/accounts/${d.ads.accountId}/metrics/line_item/${d.lineItems[0]}`);
    await page.locator('#chart-volume canvas').waitFor();
    await page.locator('#chart-spend canvas').waitFor();
    expect(await page.locator('#chart-spend', { hasText: 'Daily budget' }).count()).toBe(1);
    const before = await page.textContent('#clock');
    await page.click('#fast-forward');
    await eventually(async () => page.textContent('#clock'), (text) => text !== before);
    const clock = (await admin(t).get(`/admin/ad_accounts/${d.ads.accountId}/clock`).expect(200)).body.data;
    expect(Date.parse(clock.delivered_through)).toBeGreaterThanOrEqual(d.lastHour + 24 * 3_600_000);
    await looked('metrics');
  });

  it('faults: adds a rule that the next ads call meets, lists it, and ends it', async () => {
    await page.goto(`${base}/console/faults`);
    await page.locator('#new-fault').waitFor();
    await page.selectOption('#new-fault select[name=method]', 'GET');
    await page.fill('#new-fault input[name=path]', '/12/accounts/*/campaigns');
    await page.selectOption('#new-fault select[name=status]', '429');
    await page.fill('#new-fault input[name=app_id]', d.ads.appId);
    await page.fill('#new-fault input[name=amount]', '2');
    await page.click('#new-fault button[type=submit]');
    const row = page.locator('#faults tr', { hasText: '/12/accounts/*/campaigns' });
    await Promise.race([row.waitFor(), page.locator('#new-fault [role=alert]').waitFor()]);
    expect(await page.locator('#new-fault [role=alert]').count() ? await page.textContent('#new-fault [role=alert]') : '').toBe('');
    await looked('faults');
    const faulted = await d.ads.get(`/12/accounts/${d.ads.accountId}/campaigns`);
    expect(faulted.status).toBe(429);
    expect(faulted.headers.get('x-aviary-fault')).toBeTruthy();
    // one of its two answers left; ended, the next call is answered for real
    await row.locator('button', { hasText: 'End' }).click();
    await eventually(async () => page.locator('#faults tr', { hasText: '/12/accounts/*/campaigns' }).count(), (n) => n === 0);
    expect((await d.ads.get(`/12/accounts/${d.ads.accountId}/campaigns`)).status).toBe(200);
  });

  it('webhooks: a webhook’s CRC state and deliveries with their attempts, a retry that reaches the receiver, and a subscription’s live view', async () => {
    const a = admin(t);
    const p = await newPlatformApp(t, base, receivers, 'Console webhooks');
    const webhook = (await p.call('POST', '/2/webhooks', { url: p.receiver.url })).body.data;
    const subscription = (await p.call('POST', '/2/activity/subscriptions', { event_type: 'profile.update.bio', filter: { user_id: d.ads.userId }, webhook_id: webhook.id })).body.data
      .subscription;

    await page.goto(`${base}/console/subscriptions/${subscription.subscription_id}`);
    await eventually(async () => page.textContent('#live-state'), (text) => text === 'listening');
    await a.patch(`/admin/users/${d.ads.userId}`, { description: 'Seen live' }).expect(200);
    await page.locator('#live-events li', { hasText: 'Seen live' }).waitFor();
    await looked('subscription');

    await p.receiver.waitForDeliveries(1);
    await page.goto(`${base}/console/webhooks`);
    await page.locator(`#webhooks a[href="/console/webhooks/${webhook.id}"]`).waitFor();
    await page.locator('#subscriptions', { hasText: 'profile.update.bio' }).waitFor();
    await looked('webhooks');

    await page.goto(`${base}/console/webhooks/${webhook.id}`);
    const delivery = page.locator('#deliveries li', { hasText: 'profile.update.bio' }).first();
    await delivery.locator('.badge.delivered').waitFor();
    await delivery.locator('details.attempt').first().click();
    await delivery.locator('pre.json', { hasText: 'Seen live' }).first().waitFor();
    expect(await delivery.textContent()).toContain('x-platform-webhooks-signature');
    await delivery.locator('button', { hasText: 'Retry' }).click();
    await p.receiver.waitForDeliveries(2);
    await eventually(async () => delivery.locator('details.attempt').count(), (n) => n >= 2, 15_000);
    await looked('webhook');
  });

  it('requests: the last requests with their caller and status, and a refused signature’s base string', async () => {
    const forged = await signedFetch('GET', `${base}/12/accounts/${d.ads.accountId}`, { consumer: { key: d.ads.consumer.key, secret: 'not-the-secret' }, token: d.ads.token });
    expect(forged.status).toBe(401);
    const id = forged.headers.get('x-request-id')!;
    await page.goto(`${base}/console/requests?status=401&app_id=${d.ads.appId}`);
    const row = page.locator('#requests tr', { hasText: `/12/accounts/${d.ads.accountId}` }).first();
    await row.waitFor();
    expect(await page.locator('#requests tbody tr', { hasNotText: '401' }).count()).toBe(0);
    await looked('requests');
    await page.goto(`${base}/console/requests/${encodeURIComponent(id)}`);
    const baseString = await page.locator('#base-string').textContent();
    expect(baseString).toMatch(/^GET&http%3A%2F%2F127\.0\.0\.1%3A\d+%2F12%2Faccounts%2F/);
    expect(baseString).toContain(`oauth_consumer_key%3D${d.ads.consumer.key}`);
    await page.locator('#error-body').waitFor();
    await looked('request');
  });
});
