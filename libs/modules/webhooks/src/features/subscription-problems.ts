import { DomainError, NUMERIC_ID } from '@platform/ddd';
import { ProblemError } from '@platform/http';

/** An unknown subscription id (or another app's): 404 `resource-not-found` naming `subscription_id`. */
export function subscriptionResourceNotFound(subscriptionId: string): ProblemError {
  return new ProblemError(404, 'resource-not-found', 'Not Found Error', `Could not find subscription with id: [${subscriptionId}].`, {
    parameter: 'subscription_id',
    value: subscriptionId,
    resource_id: subscriptionId,
    resource_type: 'subscription',
  });
}

/** Path ids must be numeric, as the platform's schema says. */
export function checkSubscriptionId(subscriptionId: string): void {
  if (!NUMERIC_ID.test(subscriptionId)) {
    throw ProblemError.invalidParameter(
      'subscription_id',
      subscriptionId,
      `The \`subscription_id\` path parameter value [${subscriptionId}] does not match ^[0-9]{1,19}$`,
    );
  }
}

export async function asSubscriptionProblems<T>(subscriptionId: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'not_found') throw subscriptionResourceNotFound(subscriptionId);
    throw error;
  }
}
