import 'reflect-metadata';
import pino from 'pino';
import { DataSource } from 'typeorm';
import { exportSnapshot, importSnapshot } from '@platform/snapshots';
import { dataSourceOptions, resolveDatabase, runMigrations } from './database/database';
import { settingsOrExit } from './settings-or-exit';

const USAGE = 'usage: npm run snapshot:export -- NAME FILE | npm run snapshot:import -- FILE [NAME]';

/**
 * `npm run snapshot:export -- NAME FILE` writes a snapshot of the server's
 * database to a file (gzip'd JSON lines); `npm run snapshot:import -- FILE
 * [NAME]` reads one into another server's database, where
 * `POST /admin/snapshots/NAME/restore` puts it in place. A file is imported
 * only at the schema migration it was exported at.
 */
export async function snapshotCommand(args: readonly string[], databaseUrl?: string): Promise<string> {
  const [command, ...rest] = args;
  if (!(command === 'export' && rest.length === 2) && !(command === 'import' && (rest.length === 1 || rest.length === 2))) throw new Error(USAGE);
  const settings = settingsOrExit();
  const log = pino({ level: settings.LOG_LEVEL, base: { context: 'Snapshot' } });
  const database = databaseUrl ? { url: databaseUrl, stop: async () => undefined } : await resolveDatabase(settings, (m) => log.debug({ postgres: m }));
  try {
    await runMigrations(database.url);
    const dataSource = new DataSource(dataSourceOptions(database.url, 2));
    await dataSource.initialize();
    try {
      if (command === 'export') {
        const header = await exportSnapshot(dataSource, rest[0], rest[1]);
        return `exported snapshot ${header.name} (${header.events} events) to ${rest[1]}`;
      }
      const header = await importSnapshot(dataSource, rest[0], rest[1]);
      return `imported snapshot ${rest[1] ?? header.name} (${header.events} events) from ${rest[0]}`;
    } finally {
      await dataSource.destroy();
    }
  } finally {
    await database.stop();
  }
}

if (require.main === module) {
  snapshotCommand(process.argv.slice(2)).then(
    (message) => {
      process.stdout.write(message + '\n');
      process.exit(0);
    },
    (error) => {
      process.stderr.write(`snapshot failed: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
