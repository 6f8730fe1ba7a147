import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedDatabaseError, startEmbeddedDatabase } from './embedded-database';
import { postgresRunAs } from './embedded-placement';

/**
 * The embedded PostgreSQL's start-up failures that a DATA_DIR can cause: each
 * ends in an EmbeddedDatabaseError whose message names what failed and the way
 * out, never in an unhandled error.
 */
jest.setTimeout(60_000);

describe('starting the embedded PostgreSQL', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'aviary-embedded-'));
    chmodSync(dataDir, 0o711);
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const start = () => startEmbeddedDatabase(dataDir, () => undefined);

  it('names the version of a cluster made by another major PostgreSQL, and the ways out', async () => {
    const cluster = join(dataDir, 'postgres');
    mkdirSync(cluster, { mode: 0o700 });
    // what PostgreSQL reads before it judges the version: its configuration and PG_VERSION
    writeFileSync(join(cluster, 'postgresql.conf'), '');
    writeFileSync(join(cluster, 'PG_VERSION'), '15\n');
    writeFileSync(join(dataDir, 'postgres.password'), 'secret\n');
    const runAs = await postgresRunAs();
    if (runAs) for (const path of [cluster, join(cluster, 'postgresql.conf'), join(cluster, 'PG_VERSION')]) chownSync(path, runAs.uid, runAs.gid);
    const failure = await start().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(EmbeddedDatabaseError);
    expect((failure as Error).message).toMatch(
      new RegExp(`could not start in ${cluster}: the cluster there was made by PostgreSQL 15, and the embedded server is PostgreSQL \\d+\\. .*pg_upgrade.*DATA_DIR.*DATABASE_URL`),
    );
  });

  it('says a cluster without its password file cannot be opened, and what to do', async () => {
    const cluster = join(dataDir, 'postgres');
    mkdirSync(cluster, { mode: 0o700 });
    writeFileSync(join(cluster, 'PG_VERSION'), '18\n');
    const failure = await start().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(EmbeddedDatabaseError);
    expect((failure as Error).message).toContain(`has lost its password file ${join(dataDir, 'postgres.password')}. Put it back, remove ${cluster}`);
  });

  it('says when DATA_DIR cannot be made', async () => {
    const file = join(dataDir, 'a-file');
    writeFileSync(file, '');
    const failure = await startEmbeddedDatabase(join(file, 'data'), () => undefined).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(EmbeddedDatabaseError);
    expect((failure as Error).message).toMatch(new RegExp(`cannot use DATA_DIR ${join(file, 'data')} \\(ENOTDIR.*\\)\\. Set DATA_DIR to a folder you can write, or set DATABASE_URL`));
  });
});
