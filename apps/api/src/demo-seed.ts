import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { HttpAdapterHost } from '@nestjs/core';
import type { Express } from 'express';
import type { Settings } from '@platform/config';
import type { DemoSeeder } from '@platform/snapshots';
import { inProcess, type InProcessRequest } from './in-process';
import { trustLines } from './tls/local-ca';

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

/** The admin API, called in process as the operator. */
function adminApi(request: InProcessRequest, settings: Settings) {
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const answer = await request(method, path, { headers: { authorization: `Bearer ${settings.ADMIN_TOKEN}` }, json: body });
    if (answer.status >= 300) throw new Error(`demo seed: ${method} ${path} answered ${answer.status} ${answer.text}`);
    return (answer.json as { data: T }).data;
  };
}

/** Provisions the demo through the admin API. */
async function provisionDemo(request: InProcessRequest, settings: Settings): Promise<DemoSeed> {
  const admin = adminApi(request, settings);
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
 * The demo seeded again after `POST /admin/reset` with `{"demo": true}`: through this server's own admin API,
 * kept in DATA_DIR like the first seed, so that a restart prints the new credentials.
 */
export function demoSeeder(settings: Settings, adapterHost: HttpAdapterHost): DemoSeeder {
  return { seed: async () => provisionDemo(inProcess(adapterHost.httpAdapter.getInstance<Express>()), settings) };
}

/** The address a client on this machine reaches a listener at, in the scheme it speaks. */
export function listenerUrl(settings: Settings, port: number): string {
  const host = ['0.0.0.0', '::'].includes(settings.HOST) ? '127.0.0.1' : settings.HOST;
  return `${settings.TLS === 'on' ? 'https' : 'http'}://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** Seeds the demo (or finds the seed of an earlier start) and words the banner `npm start` prints. */
export async function seedDemo(
  settings: Settings,
  request: InProcessRequest,
  notes: { embeddedDirectory?: string; caPath?: string },
): Promise<string> {
  const base = listenerUrl(settings, settings.PORT);
  const admin = adminApi(request, settings);
  const file = join(settings.DATA_DIR, 'demo-seed.json');
  let seed: DemoSeed | undefined;
  if (existsSync(file)) {
    seed = JSON.parse(await readFile(file, 'utf8')) as DemoSeed;
    // The database may have been replaced since: seed again if the app is gone.
    const check = await request('GET', `/admin/apps/${seed.app.id}`, { headers: { authorization: `Bearer ${settings.ADMIN_TOKEN}` } });
    if (check.status !== 200) seed = undefined;
  }
  if (!seed) seed = await provisionDemo(request, settings);

  // The app-only bearer token is answered again for as long as it is not invalidated.
  const bearer = await request('POST', '/oauth2/token', {
    form: { grant_type: 'client_credentials' },
    headers: {
      authorization: `Basic ${Buffer.from(`${encodeURIComponent(seed.app.consumer_key)}:${encodeURIComponent(seed.app.consumer_secret)}`).toString('base64')}`,
    },
  });
  if (bearer.status !== 200) throw new Error(`demo seed: POST /oauth2/token answered ${bearer.status} ${bearer.text}`);
  const bearerToken = (bearer.json as { access_token: string }).access_token;
  // an OAuth 2.0 user token for the Ads MCP, as the consent page would grant it (it lives two hours)
  const granted = await admin<{ access_token: string }>('POST', `/admin/users/${seed.user.id}/oauth2_tokens`, {
    app_id: seed.app.id,
    scopes: ['ads.read', 'ads.write', 'offline.access'],
  });
  const adsToken = granted.access_token;
  const curl = notes.caPath ? `curl -s --cacert ${notes.caPath}` : 'curl -s';

  return [
    '',
    '  aviary is running' + (notes.embeddedDirectory ? ' (embedded PostgreSQL in ' + notes.embeddedDirectory + ')' : ''),
    '',
    `  platform + ads   ${base}`,
    `  ads sandbox      ${listenerUrl(settings, settings.SANDBOX_PORT)}`,
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
    ...(notes.caPath ? trustLines(notes.caPath) : []),
    '  Try it:',
    `    ${curl} -H "Authorization: Bearer ${bearerToken}" ${base}/2/webhooks`,
    `    ${curl} -H "Authorization: Bearer ${settings.ADMIN_TOKEN}" ${base}/admin/apps/${seed.app.id}`,
    '  OAuth 1.0a user context: sign requests with the consumer key/secret and the access token/secret above',
    `  (or run the three-legged flow: POST ${base}/oauth/request_token, then ${base}/oauth/authorize).`,
    `  Ads MCP (${base}/mcp), with the user's OAuth 2.0 token for the next two hours:`,
    `    claude mcp add aviary-ads ${base}/mcp --transport http --header "Authorization: Bearer ${adsToken}"`,
    '',
  ].join('\n');
}
