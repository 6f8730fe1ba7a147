import 'reflect-metadata';
import type { Server } from 'node:http';
import type { Express } from 'express';
import pino from 'pino';
import type { Settings } from '@platform/config';
import { OpenStreams } from '@platform/http';
import { createApp, listen } from './bootstrap';
import { type ResolvedDatabase, resolveDatabase, runMigrations } from './database/database';
import { EmbeddedDatabaseError } from './database/embedded-database';
import { demoAdminToken, listenerUrl, seedDemo } from './demo-seed';
import { inProcess } from './in-process';
import { tlsIdentity, TlsSetupError } from './tls/local-ca';
import { logDestination } from './logging';
import { settingsOrExit } from './settings-or-exit';

/**
 * Starts aviary: validates the settings, brings up the database (the given one,
 * or an embedded PostgreSQL), migrates it, serves the platform + ads API on PORT
 * and the ads sandbox on SANDBOX_PORT, and shuts down in order on SIGTERM/SIGINT.
 * `--demo` provisions a demo app, user, token and ad account and prints them.
 */
async function main(): Promise<void> {
  const demo = process.argv.includes('--demo');
  const settings = settingsOrExit();
  const log = pino({ level: settings.LOG_LEVEL, base: { context: 'Bootstrap' } }, logDestination(settings) ?? pino.destination(1));
  let database: ResolvedDatabase | undefined;
  let shuttingDown = false;
  const stopDatabase = async () => database?.stop().catch((error) => log.error({ err: error }, 'database stop failed'));

  try {
    if (demo && !settings.ADMIN_TOKEN) settings.ADMIN_TOKEN = await demoAdminToken(settings.DATA_DIR);
    database = await resolveDatabase(settings, (message) => log.debug({ postgres: message }));
    if (database.embeddedDirectory) log.info({ directory: database.embeddedDirectory }, 'embedded PostgreSQL is up');
    const applied = await runMigrations(database.url);
    if (applied.length) log.info({ migrations: applied }, 'migrations applied');

    const tls = await tlsIdentity(settings);
    const app = await createApp(settings, database.url, { tls });
    const { api, sandbox, drains } = await listen(app, settings, tls);
    log.info(
      { port: settings.PORT, sandboxPort: settings.SANDBOX_PORT, host: settings.HOST, tls: settings.TLS, ca: tls?.caPath },
      `aviary listening on ${listenerUrl(settings, settings.PORT)} (sandbox ${listenerUrl(settings, settings.SANDBOX_PORT)})` +
        (tls?.caPath ? `; clients trust its local CA ${tls.caPath}` : ''),
    );

    const shutdown = async (signal: string) => {
      if (shuttingDown) return;
      shuttingDown = true;
      log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
      const force = setTimeout(() => {
        api.closeAllConnections();
        sandbox.closeAllConnections();
      }, settings.SHUTDOWN_TIMEOUT_MS);
      force.unref();
      // open activity streams would hold the servers' graceful close until the timeout
      app.get(OpenStreams).endAll();
      const closed = Promise.all([closeServer(api), closeServer(sandbox)]);
      // kept-alive connections: answered with `Connection: close`, closed as each goes idle
      for (const drain of drains) drain.start();
      await closed;
      clearTimeout(force);
      await app.close(); // stops processors, closes the connection pool
      await stopDatabase();
      log.info('stopped');
      process.exit(0);
    };
    process.on('SIGTERM', () => void shutdown('SIGTERM'));
    process.on('SIGINT', () => void shutdown('SIGINT'));

    if (demo) {
      const printed = await seedDemo(settings, inProcess(app.getHttpAdapter().getInstance() as Express), {
        embeddedDirectory: database.embeddedDirectory,
        caPath: tls?.caPath,
      });
      process.stdout.write(printed);
    }
  } catch (error) {
    // what a person can fix is told in one message that says what to do
    const told = startFailureMessage(error, settings);
    if (told) process.stderr.write(`${told}\n`);
    else log.fatal({ err: error }, 'start failed');
    await stopDatabase();
    process.exit(1);
  }
}

/** The one message for a start-up failure a person can fix: the embedded database, the TLS files, a listener's port. */
function startFailureMessage(error: unknown, settings: Settings): string | undefined {
  if (error instanceof EmbeddedDatabaseError || error instanceof TlsSetupError) return error.message;
  const { code, port, address, path } = (error ?? {}) as { code?: string; port?: number; address?: string; path?: string };
  // DATA_DIR's own files (the demo's admin token)
  if (path && ['EACCES', 'EPERM', 'EROFS', 'ENOSPC', 'ENOTDIR', 'EISDIR'].includes(code ?? '')) {
    return `aviary cannot use ${path} (${code}). Set DATA_DIR to a folder this user can write.`;
  }
  if ((code !== 'EADDRINUSE' && code !== 'EACCES') || port === undefined) return undefined;
  const setting = port === settings.SANDBOX_PORT && port !== settings.PORT ? 'SANDBOX_PORT' : 'PORT';
  const why = code === 'EADDRINUSE' ? 'is in use' : 'needs privileges this user does not have';
  return `aviary cannot listen on ${address}:${port} (${setting}): the port ${why}. Stop what holds it, or set ${setting} to another port.`;
}

/** Stops accepting connections and resolves once those in flight have ended. */
function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    server.closeIdleConnections();
  });
}

void main();
