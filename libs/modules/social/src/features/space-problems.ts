import { DomainError, SPACE_ID } from '@platform/ddd';
import { ProblemError } from '@platform/http';

/**
 * An unknown Space id as the platform answers an unknown resource: 404
 * `resource-not-found` naming `space_id`, with the platform's `space`
 * resource type.
 */
export function spaceResourceNotFound(spaceId: string): ProblemError {
  return new ProblemError(404, 'resource-not-found', 'Not Found Error', `Could not find space with id: [${spaceId}].`, {
    parameter: 'space_id',
    value: spaceId,
    resource_id: spaceId,
    resource_type: 'space',
  });
}

/** A malformed Space id names no Space: answered like an unknown one, without reading a stream. */
export async function asSpaceProblems<T>(spaceId: string, work: () => Promise<T>): Promise<T> {
  if (!SPACE_ID.test(spaceId)) throw spaceResourceNotFound(spaceId);
  try {
    return await work();
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'not_found') throw spaceResourceNotFound(spaceId);
    throw error;
  }
}
