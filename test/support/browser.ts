import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';

/**
 * The browser the browser specs drive: headless Chromium through
 * playwright-core, the build `@sparticuz/chromium` ships in its npm tarball
 * (unpacked to a folder of the user's own in the temp dir on first use), so
 * `npm ci` brings it; CHROMIUM_PATH overrides.
 */
function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  // The package unpacks to <temp dir>/chromium, which another user of the machine may have made
  // (and only they can run): unpack into a temp folder of this user's own. The temp dir comes from
  // the real environment, which a spec cannot change, so a child process with TMPDIR set unpacks it.
  const own = join(tmpdir(), `aviary-chromium-user-${userInfo().uid}`);
  mkdirSync(own, { recursive: true, mode: 0o700 });
  const unpack = "import('@sparticuz/chromium').then(async ({ default: c }) => process.stdout.write(await c.executablePath()))";
  return execFileSync(process.execPath, ['-e', unpack], { cwd: join(__dirname, '../..'), env: { ...process.env, TMPDIR: own }, encoding: 'utf8' }).trim();
}

/** A browser with a fresh profile of its own; `close` ends it and removes the profile. */
export async function launchBrowser(): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'aviary-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    headless: true,
    // the machine's locale may be POSIX's, which pages' Intl calls refuse ("en-US@posix")
    locale: 'en-US',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Signs the page in to the console with the admin token, and waits for the console's home. */
export async function signInToConsole(page: Page, base: string, token: string): Promise<void> {
  await page.goto(`${base}/console/sign-in`);
  await page.fill('#token', token);
  await page.click('#sign-in');
  await page.waitForURL(`${base}/console`);
}

/**
 * Saves the page as `console-<name>.png` at 1280 px and `-phone.png` at a
 * phone's width (390 px), and answers whether the phone's view fits without
 * scrolling sideways.
 */
export async function lookAt(page: Page, folder: string, name: string): Promise<{ fitsPhone: boolean; bytes: number }> {
  const file = join(folder, `console-${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = (await page.evaluate('document.documentElement.scrollWidth - window.innerWidth')) as number;
  await page.screenshot({ path: join(folder, `console-${name}-phone.png`) });
  await page.setViewportSize({ width: 1280, height: 900 });
  return { fitsPhone: overflow <= 1, bytes: statSync(file).size };
}
