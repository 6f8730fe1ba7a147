import { createHash } from 'node:crypto';
import type { Pool, QueryConfig } from 'pg';
import type { DataSource } from 'typeorm';

/**
 * Runs a read as a named prepared statement on the pg pool under the
 * DataSource, so that PostgreSQL parses and plans each query shape once per
 * connection instead of on every request (for a page of entities, planning
 * costs more than executing). Answers the rows, as `DataSource.query` does.
 *
 * The shapes are bounded by the code (filters, sort, cursor), yet the number
 * of distinct statements is capped all the same; past it, and when the pool
 * cannot be reached, the query goes unnamed through the DataSource.
 */
export async function preparedRead<T = Record<string, unknown>>(db: DataSource, text: string, params: unknown[]): Promise<T[]> {
  const pool = poolOf(db);
  const statement = pool ? statementOf(text) : undefined;
  if (!pool || !statement) return (await db.query(text, params)) as T[];
  // name and text inherited: pg copies the own properties of every query config it is given
  const config = Object.create(statement) as QueryConfig;
  config.values = params;
  try {
    return (await pool.query(config)).rows as T[];
  } catch (error) {
    // a table changed under a statement prepared before (a migration by another replica): plan it afresh
    if ((error as { code?: unknown }).code === '0A000') return (await db.query(text, params)) as T[];
    throw error;
  }
}

const MAX_STATEMENTS = 500;
const statements = new Map<string, Readonly<{ name: string; text: string }>>();

function statementOf(text: string): Readonly<{ name: string; text: string }> | undefined {
  let statement = statements.get(text);
  if (statement === undefined) {
    if (statements.size >= MAX_STATEMENTS) return undefined;
    statement = Object.freeze({ name: `aviary_read_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`, text });
    statements.set(text, statement);
  }
  return statement;
}

/** TypeORM's Postgres driver keeps its pg pool as `master`. */
/** The `pg` pool under a TypeORM DataSource (undefined before it connects, or for another driver). */
export function poolOf(db: DataSource): Pool | undefined {
  const pool = (db.driver as unknown as { master?: Pool }).master;
  return pool && typeof pool.query === 'function' ? pool : undefined;
}
