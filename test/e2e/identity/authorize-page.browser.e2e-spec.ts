import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';
import { admin, startTestApp, type TestApp, uniqueScreenName } from '../../support/app';
import { signedFetch } from '../../support/oauth1-client';

/**
 * The authorize page in a real browser (headless Chromium driven by
 * playwright-core): sign in, approve, read the PIN, exchange it. The browser
 * is the one `@sparticuz/chromium` ships in its npm tarball (unpacked to the
 * temp dir on first use), so `npm ci` brings it; CHROMIUM_PATH overrides.
 */
async function chromiumPath(): Promise<string> {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const { default: packaged } = (await import('@sparticuz/chromium')) as typeof import('@sparticuz/chromium', {
    with: { 'resolution-mode': 'import' },
  });
  return packaged.executablePath();
}

describe('the authorize page in a browser', () => {
  let t: TestApp;
  let base: string;
  let browser: BrowserContext;
  const profile = mkdtempSync(join(tmpdir(), 'aviary-chromium-'));

  beforeAll(async () => {
    t = await startTestApp();
    base = await t.listen();
    // a fresh profile directory each run
    browser = await chromium.launchPersistentContext(profile, {
      executablePath: await chromiumPath(),
      headless: true,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await t?.close();
    rmSync(profile, { recursive: true, force: true });
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
});
