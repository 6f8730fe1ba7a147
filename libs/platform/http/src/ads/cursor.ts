import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { AdsError } from '../errors/api-errors';

/**
 * Opaque pagination cursors: the keyset position of the last record returned,
 * as base64url JSON, followed by an HMAC-SHA256 tag over the list it belongs
 * to (its scope: table, sort column and direction) and the position. A cursor
 * the server did not mint for this list, forged, altered or taken from another
 * list, is `INVALID_PARAMETER` naming `cursor`, before any query sees it.
 *
 * The key is set once at start from the application's secret (every replica
 * shares it, so cursors outlive restarts and cross replicas); until then a
 * random key of this process signs them.
 */
let key: Buffer = randomBytes(32);

export function useCursorKey(secret: Buffer): void {
  key = secret;
}

function tag(scope: string, payload: string): string {
  return createHmac('sha256', key).update(`${scope}\n${payload}`).digest('base64url').slice(0, 22);
}

export function encodeCursor(position: readonly unknown[], scope: string): string {
  const payload = Buffer.from(JSON.stringify(position), 'utf8').toString('base64url');
  return `${payload}.${tag(scope, payload)}`;
}

export function decodeCursor(cursor: string, scope: string, parameter = 'cursor'): unknown[] {
  const dot = cursor.indexOf('.');
  if (dot > 0 && cursor.length <= 4096) {
    const payload = cursor.slice(0, dot);
    const expected = Buffer.from(tag(scope, payload));
    const given = Buffer.from(cursor.slice(dot + 1));
    if (expected.length === given.length && timingSafeEqual(expected, given)) {
      try {
        const value: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
        if (Array.isArray(value)) return value;
      } catch {
        // fall through
      }
    }
  }
  throw new AdsError(400, 'INVALID_PARAMETER', `Invalid cursor: ${cursor.length > 200 ? `${cursor.slice(0, 200)}…` : cursor}`, parameter);
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
export function pageOf<R, T>(rows: R[], count: number, position: (row: R) => unknown[], map: (row: R) => T, scope: string): Page<T> {
  const hasMore = rows.length > count;
  const pageRows = hasMore ? rows.slice(0, count) : rows;
  return {
    data: pageRows.map(map),
    next_cursor: hasMore ? encodeCursor(position(pageRows[pageRows.length - 1]), scope) : null,
  };
}
