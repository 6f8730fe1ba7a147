import { mkdirSync, mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { type AdsCaller, adsCaller } from '../../support/ads-client';
import { admin, ADMIN_TOKEN, startTestApp, type TestApp } from '../../support/app';
import { launchBrowser, lookAt, signInToConsole } from '../../support/browser';
import { eventually } from '../../support/eventually';
import { ownTestDatabase } from '../../support/own-database';

/**
 * The console's snapshots page in a real browser, on a database of its own (a
 * restore or reset replaces the whole state): take a snapshot, write more,
 * restore it, reset to empty and to the demo; the admin session holds throughout.
 */
describe('the console’s snapshots page in a browser', () => {
  let t: TestApp;
  let database: Awaited<ReturnType<typeof ownTestDatabase>>;
  let base: string;
  let ads: AdsCaller;
  let browser: BrowserContext;
  let closeBrowser: () => Promise<void>;
  let page: Page;
  const dataDir = mkdtempSync(join(tmpdir(), 'aviary-console-snapshots-'));
  const shots = process.env.AVIARY_SCREENSHOTS ?? mkdtempSync(join(tmpdir(), 'aviary-console-'));

  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    database = await ownTestDatabase('console_snapshots');
    t = await startTestApp({ DATA_DIR: dataDir, DELIVERY_SWEEP_MS: '3600000' }, [], { databaseUrl: database.url });
    base = await t.listen();
    ads = await adsCaller(t, { api: base });
    ({ context: browser, close: closeBrowser } = await launchBrowser());
    page = await browser.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    page.on('dialog', (dialog) => void dialog.accept());
    await signInToConsole(page, base, ADMIN_TOKEN);
  }, 90_000);
  afterAll(async () => {
    await closeBrowser?.();
    await t?.close();
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const campaigns = async () => (await admin(t).get(`/admin/ad_accounts/${ads.accountId}/entities`)).body.data?.find((k: { entity: string }) => k.entity === 'campaigns.Campaign')?.data ?? [];

  it('takes a snapshot, restores it over later writes, and resets to empty and to the demo', async () => {
    const fi = (await ads.get(`/12/accounts/${ads.accountId}/funding_instruments`)).body.data[0].id;
    await ads.post(`/12/accounts/${ads.accountId}/campaigns`, { funding_instrument_id: fi, name: 'Before the snapshot', daily_budget_amount_local_micro: 5_000_000 });

    await page.goto(`${base}/console/snapshots`);
    await page.fill('#new-snapshot input[name=name]', 'before-test');
    await page.click('#new-snapshot button[type=submit]');
    await page.locator('#snapshots tr', { hasText: 'before-test' }).waitFor();
    const look = await lookAt(page, shots, 'snapshots');
    expect(look.fitsPhone).toBe(true);

    await ads.post(`/12/accounts/${ads.accountId}/campaigns`, { funding_instrument_id: fi, name: 'After the snapshot', daily_budget_amount_local_micro: 5_000_000 });
    expect((await campaigns()).map((c: { name: string }) => c.name).sort()).toEqual(['After the snapshot', 'Before the snapshot']);
    await page.locator('#snapshots tr', { hasText: 'before-test' }).locator('button', { hasText: 'Restore' }).click();
    await eventually(async () => page.locator('#snapshot-done').textContent().catch(() => ''), (text) => text === 'Restored before-test.', 20_000);
    expect((await campaigns()).map((c: { name: string }) => c.name)).toEqual(['Before the snapshot']);

    await page.click('#reset');
    await eventually(async () => page.locator('#snapshot-done').textContent().catch(() => ''), (text) => (text ?? '').startsWith('Reset: the server is empty'), 20_000);
    expect((await admin(t).get('/admin/ad_accounts').expect(200)).body.data).toEqual([]);
    // the snapshot is kept through a reset, and the session too
    await page.locator('#snapshots tr', { hasText: 'before-test' }).waitFor();

    await page.click('#reset-demo');
    await eventually(async () => page.locator('#snapshot-done').textContent().catch(() => ''), (text) => (text ?? '').startsWith('Reset with the demo'), 30_000);
    expect((await admin(t).get('/admin/ad_accounts').expect(200)).body.data.length).toBe(1);
  }, 90_000);
});
