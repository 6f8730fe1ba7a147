import { AdsError, decodeCursor, encodeCursor, type Page } from '@platform/http';

/**
 * A page of a fixed, in-memory list (a reference catalogue, filtered by the
 * request): the cursor holds how many items of the list came before the next
 * page, signed for its scope like every cursor. total_count is the whole list.
 */
export function pageOfList<T>(items: readonly T[], count: number, cursor: string | undefined, scope: string): Page<T> & { total_count: number } {
  let offset = 0;
  if (cursor !== undefined) {
    const position = decodeCursor(cursor, scope);
    if (position.length !== 1 || !Number.isSafeInteger(position[0]) || (position[0] as number) < 0) {
      throw new AdsError(400, 'INVALID_PARAMETER', `Invalid cursor: ${cursor}`, 'cursor');
    }
    offset = position[0] as number;
  }
  const end = offset + count;
  return {
    data: items.slice(offset, end),
    next_cursor: end < items.length ? encodeCursor([end], scope) : null,
    total_count: items.length,
  };
}
