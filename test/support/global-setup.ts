import 'reflect-metadata';
import { Client } from 'pg';
import { register } from 'tsconfig-paths';
import { compilerOptions } from '../../tsconfig.json';
import { adminUrl, databaseName, TEST_DATABASE_URL } from './database';

/**
 * Once per run: a fresh test database, migrated the way the server migrates
 * its own. Tests then use unique ids and never truncate.
 */
export default async function globalSetup(): Promise<void> {
  const admin = new Client({ connectionString: adminUrl(TEST_DATABASE_URL) });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `The tests need PostgreSQL at ${adminUrl(TEST_DATABASE_URL)} (set TEST_DATABASE_URL to use another): ${(error as Error).message}`,
    );
  }
  const name = databaseName(TEST_DATABASE_URL).replace(/"/g, '""');
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  // Global setup runs outside jest's module map: resolve the path aliases here.
  register({ baseUrl: `${__dirname}/../..`, paths: compilerOptions.paths });
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { runMigrations } = require('../../apps/api/src/database/database') as typeof import('../../apps/api/src/database/database');
  await runMigrations(TEST_DATABASE_URL);
}
