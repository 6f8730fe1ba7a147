import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';

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
