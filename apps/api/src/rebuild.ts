import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import pino from 'pino';
import { ProjectionRebuilder } from '@platform/event-store';
import { AppModule } from './app.module';
import { resolveDatabase, runMigrations } from './database/database';
import { settingsOrExit } from './settings-or-exit';

/**
 * `npm run rebuild` (also a Kubernetes job): rebuilds every read model from
 * the events, in one transaction that holds writers back until it ends, and
 * exits. Read models are disposable; the events are the record.
 */
async function rebuild(): Promise<void> {
  // a one-off process: no periodic CRC re-checks from it
  const settings = { ...settingsOrExit(), WEBHOOK_CRC_RECHECK_SECONDS: 0 };
  const log = pino({ level: settings.LOG_LEVEL, base: { context: 'Rebuild' } });
  const database = await resolveDatabase(settings, (message) => log.debug({ postgres: message }));
  try {
    await runMigrations(database.url);
    const app = await NestFactory.createApplicationContext(AppModule.forRoot({ settings, databaseUrl: database.url }), {
      logger: false,
    });
    try {
      const started = Date.now();
      const result = await app.get(ProjectionRebuilder).rebuildAll();
      log.info(
        { tables: result.tables, events: result.eventsApplied, ms: Date.now() - started },
        `rebuilt ${result.tables.length} read-model tables from ${result.eventsApplied} events`,
      );
    } finally {
      await app.close();
    }
  } finally {
    await database.stop();
  }
}

rebuild().then(
  () => process.exit(0),
  (error) => {
    process.stderr.write(`rebuild failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
