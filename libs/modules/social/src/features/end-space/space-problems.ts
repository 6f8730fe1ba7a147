import { SPACE_ID } from '@platform/ddd';
import { asResourceNotFound, ProblemError } from '@platform/http';

/**
 * Unknown Space ids as the platform answers an unknown resource: 404
 * `resource-not-found` naming `space_id`, with the platform's `space`
 * resource type. A malformed id names no Space either: answered alike,
 * without reading a stream.
 */
export async function asSpaceProblems<T>(spaceId: string, work: () => Promise<T>): Promise<T> {
  if (!SPACE_ID.test(spaceId)) throw ProblemError.resourceNotFound('space', 'space_id', spaceId);
  return asResourceNotFound('space', 'space_id', spaceId, work);
}
