import 'reflect-metadata';
import pino from 'pino';
import { loadSettings, SettingsError } from '@platform/config';
import { resolveDatabase, runMigrations } from './database/database';

/** Applies pending migrations and exits (a Kubernetes job runs this before rolling out). */
async function migrate(): Promise<void> {
  let settings;
  try {
    settings = loadSettings();
  } catch (error) {
    if (error instanceof SettingsError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const log = pino({ level: settings.LOG_LEVEL, base: { context: 'Migrate' } });
  const database = await resolveDatabase(settings, (message) => log.debug({ postgres: message }));
  try {
    const applied = await runMigrations(database.url);
    log.info({ migrations: applied }, applied.length ? 'migrations applied' : 'schema is up to date');
  } finally {
    await database.stop();
  }
}

migrate().then(
  () => process.exit(0),
  (error) => {
    process.stderr.write(`migration failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
