import type { DataSource, MigrationInterface } from 'typeorm';

/**
 * Runs a migration's `up` twice, each time in a transaction of its own (the
 * second must change nothing), and answers a stream as the migration left
 * it: its version and its events in order.
 */
export async function migrateTwice(
  db: DataSource,
  migration: MigrationInterface,
  streamId: string,
): Promise<{ version: number; events: Array<{ stream_position: string; event_type: string; data: unknown }> }> {
  const runner = db.createQueryRunner();
  try {
    for (let run = 0; run < 2; run++) {
      await runner.startTransaction();
      await migration.up(runner);
      await runner.commitTransaction();
    }
  } finally {
    await runner.release();
  }
  const [{ version }] = await db.query('SELECT version FROM event_store.streams WHERE stream_id = $1', [streamId]);
  const events = await db.query('SELECT stream_position, event_type, data FROM event_store.events WHERE stream_id = $1 ORDER BY stream_position', [streamId]);
  return { version: Number(version), events };
}
