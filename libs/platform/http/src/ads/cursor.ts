import { AdsError } from '../errors/api-errors';

/**
 * Opaque pagination cursors: the keyset position of the last record returned
 * (sort value and id), base64url-encoded JSON. Clients must not parse them.
 */
export function encodeCursor(position: readonly unknown[]): string {
  return Buffer.from(JSON.stringify(position), 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string, parameter = 'cursor'): unknown[] {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value)) return value;
  } catch {
    // fall through
  }
  throw new AdsError(400, 'INVALID_PARAMETER', `Invalid cursor: ${cursor}`, parameter);
}

export interface Page<T> {
  data: T[];
  next_cursor: string | null;
  total_count?: number;
}

/**
 * Builds a page from `count + 1` rows fetched in keyset order: the extra row
 * only tells that there is a next page.
 */
export function pageOf<R, T>(rows: R[], count: number, position: (row: R) => unknown[], map: (row: R) => T): Page<T> {
  const hasMore = rows.length > count;
  const pageRows = hasMore ? rows.slice(0, count) : rows;
  return {
    data: pageRows.map(map),
    next_cursor: hasMore ? encodeCursor(position(pageRows[pageRows.length - 1])) : null,
  };
}
