import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { recordedCluster } from '../../apps/api/src/database/embedded-database';
import { SHARED_ROOT } from '../../apps/api/src/database/embedded-placement';
import { startEmbeddedTestDatabase } from './embedded-test-database';

/**
 * The test run's own PostgreSQL where the temp dir is private (TMPDIR under
 * root's home, mode 0700): it starts as `npm start`'s does (as root, with its
 * cluster where `postgres` can reach it), serves, and leaves nothing behind.
 */
jest.setTimeout(60_000);

describe('the embedded test database under a private temp dir', () => {
  const privateTmp = mkdtempSync(join(tmpdir(), 'aviary-private-tmp-'));
  afterAll(() => rmSync(privateTmp, { recursive: true, force: true }));

  it('starts, answers, and removes its folder and cluster when stopped', async () => {
    const server = await startEmbeddedTestDatabase(() => undefined, privateTmp);
    const [runDir] = readdirSync(privateTmp).map((entry) => join(privateTmp, entry));
    const cluster = (await recordedCluster(runDir)) ?? join(runDir, 'postgres');
    expect(existsSync(join(cluster, 'PG_VERSION'))).toBe(true);
    // as root, `postgres` cannot enter the private folder: the cluster is where it can
    if (userInfo().uid === 0) expect(cluster.startsWith(`${SHARED_ROOT}/clusters/`)).toBe(true);
    else expect(cluster).toBe(join(runDir, 'postgres'));
    const client = new Client({ connectionString: server.url });
    await client.connect();
    expect((await client.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    await client.end();

    await server.stop();
    expect(readdirSync(privateTmp)).toEqual([]);
    expect(existsSync(cluster)).toBe(false);
  });
});
