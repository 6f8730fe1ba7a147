import { Client } from 'pg';
import type { DataSource, MigrationInterface } from 'typeorm';
import { runMigrations } from '../../apps/api/src/database/database';
import { adminUrl, databaseName, TEST_DATABASE_URL } from './database';

/**
 * A database of its own, migrated, on the test server: for the few specs that
 * count what one replica does (every other test app shares the test database
 * like replicas do, and may do that work instead). Drop it when done.
 */
export async function ownTestDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${databaseName(TEST_DATABASE_URL)}_${prefix}_${process.pid}_${Date.now().toString(36)}`;
  const server = new Client({ connectionString: adminUrl(TEST_DATABASE_URL) });
  await server.connect();
  try {
    await server.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await server.end();
  }
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${encodeURIComponent(name)}`;
  await runMigrations(url.toString());
  return {
    url: url.toString(),
    async drop() {
      const again = new Client({ connectionString: adminUrl(TEST_DATABASE_URL) });
      await again.connect();
      try {
        await again.query(`DROP DATABASE IF EXISTS "${name.replace(/"/g, '""')}" WITH (FORCE)`);
      } finally {
        await again.end();
      }
    },
  };
}

/** Runs one migration's `up` again, in a transaction of its own (as the migration run does), on a database. */
export async function migrateAgain(dataSource: DataSource, migration: MigrationInterface): Promise<void> {
  const runner = dataSource.createQueryRunner();
  try {
    await runner.startTransaction();
    await migration.up(runner);
    await runner.commitTransaction();
  } finally {
    await runner.release();
  }
}
