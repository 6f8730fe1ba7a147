import 'reflect-metadata';
import pino from 'pino';
import { resolveDatabase, runMigrations } from './database/database';
import { settingsOrExit } from './settings-or-exit';

/** Applies pending migrations and exits (a Kubernetes job runs this before rolling out). */
async function migrate(): Promise<void> {
  const settings = settingsOrExit();
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
