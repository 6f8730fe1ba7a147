import { NUMERIC_ID } from '@platform/ddd';
import { asResourceNotFound, ProblemError } from '@platform/http';

/** Path ids must be numeric, as the platform's schema says. */
export function checkNumericPathId(parameter: string, value: string): void {
  if (!NUMERIC_ID.test(value)) {
    throw ProblemError.invalidParameter(parameter, value, `The \`${parameter}\` path parameter value [${value}] does not match ^[0-9]{1,19}$`);
  }
}

export const checkSubscriptionId = (subscriptionId: string): void => checkNumericPathId('subscription_id', subscriptionId);

/** Unknown subscription ids (or another app's): 404 `resource-not-found` naming `subscription_id`. */
export const asSubscriptionProblems = <T>(subscriptionId: string, work: () => Promise<T>) =>
  asResourceNotFound('subscription', 'subscription_id', subscriptionId, work);
