import type { DataSource } from 'typeorm';
import { AdsError, decodeCursor, encodeCursor, type Page } from '@platform/http';
import { preparedRead } from './prepared-read';

/**
 * One page of an ads list in keyset order over (sort column, id): `count + 1`
 * rows tell whether there is a next page, whose opaque cursor is the last
 * row's position; with_total_count adds a count of everything the filters
 * match. Shared by every list read model.
 */
export interface KeysetQuery<R> {
  /** The table (with an alias if the columns use one). */
  from: string;
  /** The columns to read (the row mapper gets them). */
  select: string;
  /** Filter conditions and their parameters ($1...). */
  where: string[];
  params: unknown[];
  sortColumn: string;
  idColumn: string;
  direction: 'asc' | 'desc';
  cursor?: string;
  count: number;
  withTotalCount?: boolean;
  map(row: Record<string, unknown>): R;
}

export async function keysetPage<R>(db: DataSource, q: KeysetQuery<R>): Promise<Page<R>> {
  const params = [...q.params];
  const where = [...q.where];
  // a cursor is good for the list that minted it: same rows, same order
  const scope = `${q.from}|${q.sortColumn}|${q.direction}`;
  if (q.cursor) {
    const after = decodeCursor(q.cursor, scope);
    if (after.length !== 2) throw new AdsError(400, 'INVALID_PARAMETER', `Invalid cursor: ${q.cursor}`, 'cursor');
    params.push(after[0], after[1]);
    where.push(`(${q.sortColumn}, ${q.idColumn}) ${q.direction === 'asc' ? '>' : '<'} ($${params.length - 1}, $${params.length})`);
  }
  params.push(q.count + 1);
  const rows = await preparedRead(
    db,
    `SELECT ${q.select}, ${q.idColumn} AS page_id, ${q.sortColumn} AS sort_value FROM ${q.from}
     WHERE ${where.join(' AND ')} ORDER BY ${q.sortColumn} ${q.direction}, ${q.idColumn} ${q.direction} LIMIT $${params.length}`,
    params,
  );
  const more = rows.length > q.count;
  const page = more ? rows.slice(0, q.count) : rows;
  const last = page[page.length - 1];
  const result: Page<R> = {
    data: page.map((row) => q.map(row)),
    next_cursor: more ? encodeCursor([sortValue(last.sort_value), last.page_id], scope) : null,
  };
  if (q.withTotalCount) {
    const [{ count }] = await preparedRead<{ count: number }>(
      db,
      `SELECT count(*)::int AS count FROM ${q.from} WHERE ${q.where.join(' AND ')}`,
      q.params,
    );
    result.total_count = count;
  }
  return result;
}

/** A LIKE pattern matching what starts with `q`, case-insensitively (compare with lower(column)). */
export function prefixPattern(q: string): string {
  return q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`) + '%';
}

/** Sort values as JSON can carry them in a cursor. */
function sortValue(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value;
}
