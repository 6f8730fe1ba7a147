import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { admin, startTestApp, type TestApp, uniqueScreenName } from '../../support/app';
import { launchBrowser } from '../../support/browser';
import { signedFetch } from '../../support/oauth1-client';

/** The authorize page in a real browser (test/support/browser.ts): sign in, approve, read the PIN, exchange it. */
describe('the authorize page in a browser', () => {
  let t: TestApp;
  let base: string;
  let browser: BrowserContext;
  let closeBrowser: () => Promise<void>;

  beforeAll(async () => {
    t = await startTestApp();
    base = await t.listen();
    ({ context: browser, close: closeBrowser } = await launchBrowser());
  }, 60_000);
  afterAll(async () => {
    await closeBrowser?.();
    await t?.close();
  });

  it('signs in, approves the app and shows a PIN that exchanges for an access token', async () => {
    const a = admin(t);
    const app = (await a.post('/admin/apps', { name: 'Browser <b>test</b> app' })).body.data;
    const password = 'correct horse';
    const user = (await a.post('/admin/users', { screen_name: uniqueScreenName(), password })).body.data;
    const consumer = { key: app.consumer_key, secret: app.consumer_secret };
    const rt = new URLSearchParams(
      await (await signedFetch('POST', `${base}/oauth/request_token`, { consumer, form: { oauth_callback: 'oob' } })).text(),
    );

    const page = await browser.newPage();
    await page.goto(`${base}/oauth/authorize?oauth_token=${rt.get('oauth_token')}&screen_name=${user.screen_name}`);
    expect(await page.textContent('#app-name')).toBe('Browser <b>test</b> app');
    expect(await page.textContent('#access-level')).toBe('read and write');
    expect(await page.inputValue('#screen_name')).toBe(user.screen_name);
    await page.fill('#password', password);
    if (process.env.AVIARY_SCREENSHOTS) await page.screenshot({ path: join(process.env.AVIARY_SCREENSHOTS, 'authorize.png') });
    await Promise.all([page.waitForNavigation(), page.click('button[value=allow]')]);
    const pin = (await page.textContent('#oauth_pin'))!.trim();
    expect(pin).toMatch(/^\d{7}$/);
    if (process.env.AVIARY_SCREENSHOTS) await page.screenshot({ path: join(process.env.AVIARY_SCREENSHOTS, 'pin.png') });

    const exchanged = await signedFetch('POST', `${base}/oauth/access_token`, {
      consumer,
      token: { key: rt.get('oauth_token')!, secret: rt.get('oauth_token_secret')! },
      form: { oauth_verifier: pin },
    });
    expect(exchanged.status).toBe(200);
    expect(new URLSearchParams(await exchanged.text()).get('user_id')).toBe(user.id);

    // the session is kept: a second request token shows "Signed in as" without a password field
    const rt2 = new URLSearchParams(
      await (await signedFetch('POST', `${base}/oauth/request_token`, { consumer, form: { oauth_callback: 'oob' } })).text(),
    );
    await page.goto(`${base}/oauth/authorize?oauth_token=${rt2.get('oauth_token')}`);
    expect(await page.textContent('main')).toContain(`Signed in as @${user.screen_name}`);
    expect(await page.locator('#password').count()).toBe(0);
    await page.close();
  });

  it('runs the OAuth 2.0 PKCE flow: the same session consents, the browser lands on the redirect URI with the code', async () => {
    // the app's redirect URI: a local page that just answers
    const receiver: Server = createServer((_, res) => res.end('<!doctype html><title>back</title><p id="back">back at the app</p>'));
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const redirectUri = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/cb`;
    try {
      const a = admin(t);
      const app = (await a.post('/admin/apps', { name: 'PKCE browser app', callback_urls: [redirectUri] })).body.data;
      const password = 'correct horse';
      const user = (await a.post('/admin/users', { screen_name: uniqueScreenName(), password })).body.data;
      const verifier = randomBytes(32).toString('base64url');
      const query = new URLSearchParams({
        response_type: 'code',
        client_id: app.oauth2_client_id,
        redirect_uri: redirectUri,
        scope: 'tweet.read users.read offline.access',
        state: 'browser-state',
        code_challenge: createHash('sha256').update(verifier).digest('base64url'),
        code_challenge_method: 'S256',
      });
      const page = await browser.newPage();
      await page.goto(`${base}/i/oauth2/authorize?${query}`);
      expect(await page.textContent('#app-name')).toBe('PKCE browser app');
      expect(await page.locator('#scopes li').count()).toBe(3);
      // a user signed in on the OAuth 1.0a page in this browser is another one: sign in as this one
      if ((await page.locator('#password').count()) === 0) {
        await page.context().clearCookies();
        await page.goto(`${base}/i/oauth2/authorize?${query}`);
      }
      await page.fill('#screen_name', user.screen_name);
      await page.fill('#password', password);
      await Promise.all([page.waitForURL((url) => url.toString().startsWith(redirectUri)), page.click('button[value=allow]')]);
      expect(await page.textContent('#back')).toBe('back at the app');
      const back = new URL(page.url()).searchParams;
      expect(back.get('state')).toBe('browser-state');

      const basic = Buffer.from(`${app.oauth2_client_id}:${app.oauth2_client_secret}`).toString('base64');
      const res = await fetch(`${base}/2/oauth2/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${basic}` },
        body: new URLSearchParams({ grant_type: 'authorization_code', code: back.get('code')!, redirect_uri: redirectUri, code_verifier: verifier }).toString(),
      });
      expect(res.status).toBe(200);
      const tokens = await res.json();
      const me = await fetch(`${base}/2/users/me`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
      expect((await me.json()).data).toMatchObject({ id: user.id, username: user.screen_name });

      // signed in now: consenting again shows who, without a password field
      await page.goto(`${base}/i/oauth2/authorize?${query}`);
      expect(await page.textContent('main')).toContain(`Signed in as @${user.screen_name}`);
      expect(await page.locator('#password').count()).toBe(0);
      await page.close();
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }
  });
});
