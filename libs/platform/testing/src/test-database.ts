import { DataSource } from 'typeorm';

/**
 * A connection to the test database (TEST_DATABASE_URL, migrated by the
 * run's global setup) for the specs of one file: opened before them, closed
 * after. Call it at the top of a describe; the getter answers the connection
 * inside the specs.
 */
export function testDatabase(): () => DataSource {
  let db: DataSource | undefined;
  beforeAll(async () => {
    db = await new DataSource({ type: 'postgres', url: process.env.TEST_DATABASE_URL }).initialize();
  });
  afterAll(async () => {
    await db?.destroy();
  });
  return () => {
    if (!db) throw new Error('the test database is open inside the specs only');
    return db;
  };
}
