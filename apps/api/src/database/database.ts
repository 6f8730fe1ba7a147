import { Client } from 'pg';
import { DataSource, type DataSourceOptions } from 'typeorm';
import type { Settings } from '@platform/config';
import { migrations } from '../migrations';
import { startEmbeddedDatabase } from './embedded-database';

export interface ResolvedDatabase {
  url: string;
  /** The embedded cluster's folder; undefined with DATABASE_URL. */
  embeddedDirectory?: string;
  stop(): Promise<void>;
}

/** DATABASE_URL when given, otherwise an embedded PostgreSQL under DATA_DIR. */
export async function resolveDatabase(settings: Settings, log: (message: string) => void): Promise<ResolvedDatabase> {
  if (settings.DATABASE_URL) {
    return { url: settings.DATABASE_URL, stop: async () => undefined };
  }
  const embedded = await startEmbeddedDatabase(settings.DATA_DIR, log, { avoidPorts: [settings.PORT, settings.SANDBOX_PORT] });
  return { url: embedded.url, embeddedDirectory: embedded.directory, stop: () => embedded.stop() };
}

export function dataSourceOptions(url: string, poolSize: number, idleInTransactionTimeoutMs = 0): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    synchronize: false,
    migrationsRun: false,
    migrations,
    migrationsTableName: 'schema_migrations',
    migrationsTransactionMode: 'each',
    entities: [],
    logging: false,
    extra: {
      max: poolSize,
      application_name: 'aviary',
      // pg sends it as a session setting at connect; 0 (off) is left out
      ...(idleInTransactionTimeoutMs > 0 ? { idle_in_transaction_session_timeout: idleInTransactionTimeoutMs } : {}),
    },
  };
}

/**
 * Applies pending migrations, one replica at a time: a session advisory lock
 * on a separate connection serialises replicas that start together.
 */
export async function runMigrations(url: string): Promise<string[]> {
  const lock = new Client({ connectionString: url, application_name: 'aviary-migrations' });
  await lock.connect();
  const dataSource = new DataSource({ ...dataSourceOptions(url, 2) });
  try {
    await lock.query("SELECT pg_advisory_lock(hashtextextended('aviary.migrations', 0))");
    await dataSource.initialize();
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((m) => m.name);
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    await lock.query("SELECT pg_advisory_unlock(hashtextextended('aviary.migrations', 0))").catch(() => undefined);
    await lock.end();
  }
}
