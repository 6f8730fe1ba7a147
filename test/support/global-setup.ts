import 'reflect-metadata';
import { Client } from 'pg';
import { register } from 'tsconfig-paths';
import { compilerOptions } from '../../tsconfig.json';
import { EmbeddedDatabaseError } from '../../apps/api/src/database/embedded-database';
import { adminUrl, databaseName } from './database';
import { startEmbeddedTestDatabase, type TestDatabaseServer } from './embedded-test-database';

/** The embedded server of this run, for the global teardown (same process). */
declare global {
  var aviaryTestDatabase: TestDatabaseServer | undefined;
}

/**
 * Once per run: a fresh test database, migrated the way the server migrates
 * its own. Tests then use unique ids and never truncate. Without
 * TEST_DATABASE_URL the run starts its own embedded PostgreSQL; the workers
 * inherit the URL through the environment.
 */
export default async function globalSetup(): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) {
    const started = Date.now();
    try {
      globalThis.aviaryTestDatabase = await startEmbeddedTestDatabase((message) => {
        if (process.env.AVIARY_TEST_DATABASE_LOG) process.stderr.write(`[test database] ${message}\n`);
      });
    } catch (error) {
      // told as the server tells it: one message with the way out (its test-run names here)
      if ((error as Error).name !== EmbeddedDatabaseError.name) throw error;
      const message = (error as Error).message.replace(/\bDATABASE_URL/g, 'TEST_DATABASE_URL').replace(/\bDATA_DIR\b/g, 'TMPDIR');
      process.stderr.write(`\nThe tests need PostgreSQL. ${message}\n`);
      process.exit(1);
    }
    const url = new URL(globalThis.aviaryTestDatabase.url);
    url.pathname = '/aviary_test';
    process.env.TEST_DATABASE_URL = url.toString();
    process.stderr.write(`\nembedded PostgreSQL for this run started in ${Date.now() - started} ms\n`);
  }
  const testDatabaseUrl = process.env.TEST_DATABASE_URL;
  const admin = new Client({ connectionString: adminUrl(testDatabaseUrl) });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(`The tests cannot reach PostgreSQL at ${adminUrl(testDatabaseUrl)} (TEST_DATABASE_URL): ${(error as Error).message}`);
  }
  const name = databaseName(testDatabaseUrl).replace(/"/g, '""');
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  // Global setup runs outside jest's module map: resolve the path aliases here.
  register({ baseUrl: `${__dirname}/../..`, paths: compilerOptions.paths });
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { runMigrations } = require('../../apps/api/src/database/database') as typeof import('../../apps/api/src/database/database');
  await runMigrations(testDatabaseUrl);
}
