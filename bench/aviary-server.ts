import { createHmac, randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import OAuth from 'oauth-1.0a';
import { loadSettings } from '@platform/config';
import { createApp } from '../apps/api/src/bootstrap';
import type { Credentials } from './load-worker';

/**
 * The real aviary application, built as main.ts builds it (createApp), on the
 * bench database, listening on a free port of 127.0.0.1 in this process.
 */
export interface AviaryServer {
  app: NestExpressApplication;
  origin: string;
  adminToken: string;
  close(): Promise<void>;
}

/** Idle keep-alive connections of the load generator must outlive the other side's trials. */
export function keepConnectionsOpen(server: Server): void {
  server.keepAliveTimeout = 120_000;
  server.headersTimeout = 121_000;
}

export async function startAviaryServer(url: string, poolSize: number): Promise<AviaryServer> {
  const adminToken = randomBytes(24).toString('hex');
  const settings = loadSettings({
    DATABASE_URL: url,
    ADMIN_TOKEN: adminToken,
    DATABASE_POOL_SIZE: String(poolSize),
    LOG_LEVEL: 'silent',
    // counted as in production (the cost is part of what is measured), never reached under load
    ADS_RATE_LIMITS: process.env.BENCH_ADS_RATE_LIMITS ?? '1000',
    PLATFORM_RATE_LIMITS: process.env.BENCH_PLATFORM_RATE_LIMITS ?? '1000',
  });
  const app: NestExpressApplication = await createApp(settings, url, { logger: false });
  await app.listen(0, '127.0.0.1');
  const server = app.getHttpServer() as Server;
  keepConnectionsOpen(server);
  return {
    app,
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    adminToken,
    close: () => app.close(),
  };
}

/** A provisioned ads API caller: app, user, write access token and production ad account. */
export interface BenchCaller extends Credentials {
  appId: string;
  userId: string;
  accountId: string;
}

async function adminPost(server: AviaryServer, path: string, body: object): Promise<any> {
  const res = await fetch(`${server.origin}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${server.adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { data?: unknown };
  if (res.status >= 300) throw new Error(`POST ${path}: HTTP ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

/** Provisions through the admin API, as an operator would. */
export async function provisionCaller(server: AviaryServer, runId: string): Promise<BenchCaller> {
  const app = await adminPost(server, '/admin/apps', { name: `bench ${runId}` });
  const user = await adminPost(server, '/admin/users', { screen_name: `b${runId}`.slice(0, 15), password: randomBytes(8).toString('hex') });
  const token = await adminPost(server, `/admin/users/${user.id}/access_tokens`, { app_id: app.id, access_type: 'write' });
  const account = await adminPost(server, '/admin/ad_accounts', { user_id: user.id, name: `Bench ${runId}` });
  return {
    appId: app.id,
    userId: user.id,
    accountId: account.id,
    consumer: { key: app.consumer_key, secret: app.consumer_secret },
    token: { key: token.oauth_token, secret: token.oauth_token_secret },
  };
}

/** One OAuth 1.0a signed ads API call, parameters in the query string as the SDKs send them. */
export async function signedCall(
  server: AviaryServer,
  caller: BenchCaller,
  method: string,
  path: string,
  params: Record<string, string | number> = {},
): Promise<any> {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();
  const url = `${server.origin}${path}${query ? `?${query}` : ''}`;
  const oauth = new OAuth({
    consumer: caller.consumer,
    signature_method: 'HMAC-SHA1',
    hash_function: (base, key) => createHmac('sha1', key).update(base).digest('base64'),
  });
  const authorization = oauth.toHeader(oauth.authorize({ url, method }, caller.token)).Authorization;
  const res = await fetch(url, { method, headers: { authorization } });
  const json = (await res.json()) as { data?: unknown };
  if (res.status !== 200) throw new Error(`${method} ${path}: HTTP ${res.status} ${JSON.stringify(json)}`);
  return json;
}
