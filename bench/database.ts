import { Client } from 'pg';

export const DEFAULT_BENCH_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/aviary_bench';

/** The URL without its password, for printing. */
export function redact(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

/** Creates the database named by `url` unless it exists, through the server's `postgres` database. */
export async function ensureDatabase(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  if (!name) throw new Error(`No database name in ${redact(url)}`);
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const admin = new Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount) return;
    await admin.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`).catch((error: { code?: string }) => {
      if (error.code !== '42P04') throw error; // created concurrently: fine
    });
  } finally {
    await admin.end();
  }
}

/** Removes the streams and events a run wrote (their ids start with `prefix`). */
export async function removeRunData(url: string, prefix: string): Promise<number> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN');
    const events = await client.query('DELETE FROM event_store.events WHERE starts_with(stream_id, $1)', [prefix]);
    await client.query('DELETE FROM event_store.streams WHERE starts_with(stream_id, $1)', [prefix]);
    await client.query('COMMIT');
    // Reclaims the deleted rows now, so repeated runs do not measure an ever more bloated table.
    await client.query('VACUUM event_store.events, event_store.streams');
    return events.rowCount ?? 0;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
