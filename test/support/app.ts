import { createServer } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { DynamicModule, Type } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import supertest from 'supertest';
import { DataSource } from 'typeorm';
import { loadSettings, type Settings } from '@platform/config';
import { answerClientErrors, ApiExceptionFilter } from '@platform/http';
import { createApp, sandboxHandler } from '../../apps/api/src/bootstrap';
import type { TlsIdentity } from '../../apps/api/src/tls/local-ca';
import { TEST_DATABASE_URL } from './database';

export const ADMIN_TOKEN = 'test-admin-token-0123456789abcdef';

export interface TestApp {
  app: NestExpressApplication;
  settings: Settings;
  /** Requests to the platform + ads listener. */
  api(): ReturnType<typeof supertest>;
  /** Requests to the sandbox listener. */
  sandbox(): ReturnType<typeof supertest>;
  dataSource: DataSource;
  /** Listens on a free port of 127.0.0.1 (for clients that sign full URLs); answers the base URL. */
  listen(): Promise<string>;
  /** The sandbox listener on a free port of 127.0.0.1; answers its base URL. */
  listenSandbox(): Promise<string>;
  close(): Promise<void>;
}

/** The whole application on the test database, as main.ts builds it, without listening. */
export async function startTestApp(
  env: Record<string, string> = {},
  extraModules: Array<Type | DynamicModule> = [],
  options: { logs?: boolean; databaseUrl?: string; tls?: TlsIdentity } = {},
): Promise<TestApp> {
  const databaseUrl = options.databaseUrl ?? TEST_DATABASE_URL;
  const settings = loadSettings({
    DATABASE_URL: databaseUrl,
    ADMIN_TOKEN,
    LOG_LEVEL: 'silent',
    // the ads and platform rate limits counted as everywhere, a thousand times higher: specs of their own meet them
    ADS_RATE_LIMITS: '1000',
    PLATFORM_RATE_LIMITS: '1000',
    // each processor running in the app holds one connection (its lock and its batches), and five run: room for the rest
    DATABASE_POOL_SIZE: '9',
    // every test app may send any test's deliveries (they share the database, like replicas): retry soon
    WEBHOOK_RETRY_BASE_MS: '200',
    WEBHOOK_RETRY_MAX_MS: '1000',
    ...env,
  });
  const app = await createApp(settings, databaseUrl, { logger: options.logs === true, imports: extraModules, tls: options.tls });
  const server = app.getHttpServer();
  const sandbox = sandboxHandler(app);
  const sandboxServer = options.tls ? createTlsServer({ key: options.tls.key, cert: options.tls.cert }, sandbox) : createServer(sandbox);
  const scheme = options.tls ? 'https' : 'http';
  answerClientErrors(sandboxServer, app.get(ApiExceptionFilter).renderer, { sandbox: true });
  return {
    app,
    settings,
    api: () => supertest(server),
    sandbox: () => supertest(sandbox),
    dataSource: app.get(DataSource),
    listen: async () => {
      if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
      return `${scheme}://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    listenSandbox: async () => {
      if (!sandboxServer.listening) await new Promise<void>((resolve) => sandboxServer.listen(0, '127.0.0.1', () => resolve()));
      return `${scheme}://127.0.0.1:${(sandboxServer.address() as AddressInfo).port}`;
    },
    close: async () => {
      if (sandboxServer.listening) await new Promise((resolve) => sandboxServer.close(resolve));
      await app.close();
    },
  };
}

/** An admin API client for provisioning in tests. */
export function admin(test: TestApp) {
  const auth = { authorization: `Bearer ${ADMIN_TOKEN}` };
  return {
    post: (path: string, body: object) => test.api().post(path).set(auth).send(body),
    patch: (path: string, body: object) => test.api().patch(path).set(auth).send(body),
    get: (path: string) => test.api().get(path).set(auth),
    delete: (path: string) => test.api().delete(path).set(auth),
  };
}

let counter = 0;
/** A screen name unique across test runs and workers (15 characters at most). */
export function uniqueScreenName(prefix = 'u'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36).slice(-6)}${process.pid.toString(36).slice(-3)}${counter.toString(36)}`.slice(0, 15);
}

/** A user made through the admin API with a password of its own, to sign in on the authorize pages. */
export async function userWithPassword(a: ReturnType<typeof admin>, prefix = 'u'): Promise<{ id: string; screen_name: string; password: string }> {
  const password = `pw-${Math.random().toString(36).slice(2)}`;
  return { ...(await a.post('/admin/users', { screen_name: uniqueScreenName(prefix), password })).body.data, password };
}
