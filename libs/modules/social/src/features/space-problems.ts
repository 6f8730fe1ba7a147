import { DomainError } from '@platform/ddd';
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

export async function asSpaceProblems<T>(spaceId: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'not_found') throw spaceResourceNotFound(spaceId);
    throw error;
  }
}
