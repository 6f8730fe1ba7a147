import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isAlive, recordedCluster, startEmbeddedDatabase, stopStalePostmaster } from '../../apps/api/src/database/embedded-database';

/**
 * The PostgreSQL a test run uses when no TEST_DATABASE_URL is given: the same
 * embedded server `npm start` runs, in a directory of its own under the system
 * temp dir, on a free port, removed when the run ends. A run that was killed
 * leaves its directory behind with the pid of the jest process that made it;
 * the next run stops that server and removes the directory.
 */
const PREFIX = 'aviary-test-db-';
const OWNER = 'owner.pid';

/**
 * Durability traded for speed: a test database is thrown away at the end of
 * the run. Enough connections for every app a spec starts (5 each) and the
 * pools of the event-store specs.
 */
const TEST_SERVER_SETTINGS = {
  fsync: 'off',
  synchronous_commit: 'off',
  full_page_writes: 'off',
  max_connections: '300',
};

export interface TestDatabaseServer {
  /** Connection URL of the server's maintenance database (`postgres`). */
  url: string;
  stop(): Promise<void>;
}

export async function startEmbeddedTestDatabase(log: (message: string) => void, parent = tmpdir()): Promise<TestDatabaseServer> {
  await removeAbandonedRuns(parent, log);
  const dir = await mkdtemp(join(parent, PREFIX));
  await writeFile(join(dir, OWNER), String(process.pid));
  // PostgreSQL runs as the `postgres` user when the run is root: let it reach its directory
  await chmod(dir, 0o711);
  let embedded;
  try {
    embedded = await startEmbeddedDatabase(dir, log, { settings: TEST_SERVER_SETTINGS });
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  const url = new URL(embedded.url);
  url.pathname = '/postgres';
  return {
    url: url.toString(),
    async stop() {
      await embedded.stop();
      // as root with a private temp dir, the cluster lives outside `dir`
      await rm(embedded.directory, { recursive: true, force: true });
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Stops and removes the servers of earlier runs whose jest process is gone. */
async function removeAbandonedRuns(parent: string, log: (message: string) => void): Promise<void> {
  const entries = await readdir(parent).catch(() => [] as string[]);
  for (const entry of entries.filter((e) => e.startsWith(PREFIX))) {
    const dir = join(parent, entry);
    const owner = Number(await readFile(join(dir, OWNER), 'utf8').catch(() => '0'));
    if (owner > 0 && isAlive(owner)) continue; // another run in progress
    // a directory without its owner yet may be another run's that is just starting
    if (!(owner > 0) && Date.now() - (await stat(dir)).mtimeMs < 60_000) continue;
    log(`removing the test database left by an earlier run in ${dir}`);
    const cluster = (await recordedCluster(dir)) ?? join(dir, 'postgres');
    if (existsSync(cluster)) await stopStalePostmaster(cluster, log);
    await rm(cluster, { recursive: true, force: true });
    await rm(dir, { recursive: true, force: true });
  }
}
