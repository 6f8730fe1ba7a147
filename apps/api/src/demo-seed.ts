import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { HttpAdapterHost } from '@nestjs/core';
import type { Settings } from '@platform/config';
import type { DemoSeeder } from '@platform/snapshots';

/**
 * The demo seed of `npm start`: one app, one user with an access token, one
 * production ad account, provisioned through the admin API itself and kept in
 * DATA_DIR so that a restart prints the same credentials.
 */
interface DemoSeed {
  app: { id: string; consumer_key: string; consumer_secret: string };
  user: { id: string; screen_name: string; password: string };
  token: { oauth_token: string; oauth_token_secret: string };
  account: { id: string };
}

/** The admin token of a demo run: ADMIN_TOKEN, or one generated once and kept in DATA_DIR. */
export async function demoAdminToken(dataDir: string): Promise<string> {
  const file = join(dataDir, 'admin-token');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  await mkdir(dataDir, { recursive: true });
  const token = randomBytes(24).toString('base64url');
  await writeFile(file, token + '\n', { mode: 0o600 });
  return token;
}

/** Provisions the demo through the admin API at `base`. */
async function provisionDemo(base: string, settings: Settings): Promise<DemoSeed> {
  const admin = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${settings.ADMIN_TOKEN}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as { data: T };
    if (!response.ok) throw new Error(`demo seed: ${method} ${path} answered ${response.status} ${JSON.stringify(json)}`);
    return json.data;
  };
  const app = await admin<DemoSeed['app']>('POST', '/admin/apps', {
    name: 'aviary demo',
    // the callback MCP clients sign in with (`x-ads-api/mcp.mdx`): Claude Code and a manual mint, Grok Build
    callback_urls: [`http://127.0.0.1:${settings.PORT}/callback`, 'http://localhost:8080/callback', 'http://127.0.0.1:8080/callback'],
  });
  const password = randomBytes(9).toString('base64url');
  const screenName = `demo_${randomBytes(3).toString('hex')}`;
  const user = await admin<{ id: string; screen_name: string }>('POST', '/admin/users', {
    screen_name: screenName,
    password,
    name: 'Demo Advertiser',
  });
  const token = await admin<DemoSeed['token']>('POST', `/admin/users/${user.id}/access_tokens`, { app_id: app.id });
  const account = await admin<{ id: string }>('POST', '/admin/ad_accounts', { user_id: user.id, name: 'Demo account' });
  const seed = {
    app: { id: app.id, consumer_key: app.consumer_key, consumer_secret: app.consumer_secret },
    user: { id: user.id, screen_name: user.screen_name, password },
    token: { oauth_token: token.oauth_token, oauth_token_secret: token.oauth_token_secret },
    account: { id: account.id },
  };
  await mkdir(settings.DATA_DIR, { recursive: true });
  await writeFile(join(settings.DATA_DIR, 'demo-seed.json'), JSON.stringify(seed, null, 2) + '\n', { mode: 0o600 });
  return seed;
}

/**
 * The demo seeded again after `POST /admin/reset` with `{"demo": true}`: through this server's own admin API (on the
 * address it listens on), kept in DATA_DIR like the first seed, so that a restart prints the new credentials.
 */
export function demoSeeder(settings: Settings, adapterHost: HttpAdapterHost): DemoSeeder {
  return {
    seed: async () => {
      const address = adapterHost.httpAdapter.getHttpServer().address() as AddressInfo | string | null;
      const base = address && typeof address === 'object' ? `http://127.0.0.1:${address.port}` : baseOf(settings);
      return provisionDemo(base, settings);
    },
  };
}

function baseOf(settings: Settings): string {
  const host = ['0.0.0.0', '::'].includes(settings.HOST) ? '127.0.0.1' : settings.HOST;
  return `http://${host.includes(':') ? `[${host}]` : host}:${settings.PORT}`;
}

export async function seedDemo(settings: Settings, embeddedDirectory: string | undefined): Promise<string> {
  const host = ['0.0.0.0', '::'].includes(settings.HOST) ? '127.0.0.1' : settings.HOST;
  const base = baseOf(settings);
  const file = join(settings.DATA_DIR, 'demo-seed.json');
  let seed: DemoSeed | undefined;
  if (existsSync(file)) {
    seed = JSON.parse(await readFile(file, 'utf8')) as DemoSeed;
    // The database may have been replaced since: seed again if the app is gone.
    const check = await fetch(`${base}/admin/apps/${seed.app.id}`, {
      headers: { authorization: `Bearer ${settings.ADMIN_TOKEN}` },
    });
    if (check.status !== 200) seed = undefined;
  }
  if (!seed) seed = await provisionDemo(base, settings);

  // The app-only bearer token is answered again for as long as it is not invalidated.
  const bearer = await fetch(`${base}/oauth2/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${encodeURIComponent(seed.app.consumer_key)}:${encodeURIComponent(seed.app.consumer_secret)}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  if (!bearer.ok) throw new Error(`demo seed: POST /oauth2/token answered ${bearer.status}`);
  const { access_token: bearerToken } = (await bearer.json()) as { access_token: string };
  // an OAuth 2.0 user token for the Ads MCP, as the consent page would grant it (it lives two hours)
  const granted = await fetch(`${base}/admin/users/${seed.user.id}/oauth2_tokens`, {
    method: 'POST',
    headers: { authorization: `Bearer ${settings.ADMIN_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ app_id: seed.app.id, scopes: ['ads.read', 'ads.write', 'offline.access'] }),
  });
  if (!granted.ok) throw new Error(`demo seed: POST /admin/users/${seed.user.id}/oauth2_tokens answered ${granted.status}`);
  const { access_token: adsToken } = ((await granted.json()) as { data: { access_token: string } }).data;

  return [
    '',
    '  aviary is running' + (embeddedDirectory ? ' (embedded PostgreSQL in ' + embeddedDirectory + ')' : ''),
    '',
    `  platform + ads   ${base}`,
    `  ads sandbox      http://${host}:${settings.SANDBOX_PORT}`,
    `  OpenAPI          ${base}/openapi.json   (Swagger UI: ${base}/docs)`,
    `  console          ${base}/console   (sign in with the admin token)`,
    '',
    `  admin token      ${settings.ADMIN_TOKEN}`,
    `  app              ${seed.app.id}`,
    `    consumer key     ${seed.app.consumer_key}`,
    `    consumer secret  ${seed.app.consumer_secret}`,
    `  user             @${seed.user.screen_name} (id ${seed.user.id}, password ${seed.user.password})`,
    `    access token     ${seed.token.oauth_token}`,
    `    token secret     ${seed.token.oauth_token_secret}`,
    `  ad account       ${seed.account.id}`,
    `  bearer token     ${bearerToken}`,
    '',
    '  Try it:',
    `    curl -s -H "Authorization: Bearer ${bearerToken}" ${base}/2/webhooks`,
    `    curl -s -H "Authorization: Bearer ${settings.ADMIN_TOKEN}" ${base}/admin/apps/${seed.app.id}`,
    '  OAuth 1.0a user context: sign requests with the consumer key/secret and the access token/secret above',
    `  (or run the three-legged flow: POST ${base}/oauth/request_token, then ${base}/oauth/authorize).`,
    `  Ads MCP (${base}/mcp), with the user's OAuth 2.0 token for the next two hours:`,
    `    claude mcp add aviary-ads ${base}/mcp --transport http --header "Authorization: Bearer ${adsToken}"`,
    '',
  ].join('\n');
}
