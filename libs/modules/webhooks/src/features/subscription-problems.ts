import { NUMERIC_ID } from '@platform/ddd';
import { asResourceNotFound, ProblemError } from '@platform/http';

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

/** Unknown subscription ids (or another app's): 404 `resource-not-found` naming `subscription_id`. */
export const asSubscriptionProblems = <T>(subscriptionId: string, work: () => Promise<T>) =>
  asResourceNotFound('subscription', 'subscription_id', subscriptionId, work);
