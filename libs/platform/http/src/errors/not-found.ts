import { DomainError } from '@platform/ddd';
import { ProblemError } from './api-errors';

/**
 * Runs `work`, answering a decider's not-found (an unknown id, or another
 * owner's) as the platform's 404 `resource-not-found` for that id.
 */
export async function asResourceNotFound<T>(resourceType: string, parameter: string, id: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'not_found') throw ProblemError.resourceNotFound(resourceType, parameter, id);
    throw error;
  }
}
