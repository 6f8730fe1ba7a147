import { AdsError, decodeCursor, type Page, pageOf } from '@platform/http';

/**
 * A page of a fixed, in-memory list kept in id order, paged like the read
 * models: the cursor is the opaque position (the id) of the last item
 * returned, and the next page starts after it. total_count is the whole list.
 */
export function pageOfList<T extends { id: string }>(
  items: readonly T[],
  count: number,
  cursor: string | undefined,
  scope: string,
): Page<T> & { total_count: number } {
  let after: string | undefined;
  if (cursor !== undefined) {
    const position = decodeCursor(cursor, scope);
    if (position.length !== 1 || typeof position[0] !== 'string') {
      throw new AdsError(400, 'INVALID_PARAMETER', `Invalid cursor: ${cursor}`, 'cursor');
    }
    after = position[0];
  }
  const rest = after === undefined ? items : items.filter((item) => item.id > after);
  const page = pageOf(rest.slice(0, count + 1), count, (item) => [item.id], (item) => item, scope);
  return { ...page, total_count: items.length };
}
