import { asResourceNotFound, platformNumericId } from '@platform/http';

export const checkSubscriptionId = (subscriptionId: string): void => void platformNumericId('subscription_id', subscriptionId);

/** Unknown subscription ids (or another app's): 404 `resource-not-found` naming `subscription_id`. */
export const asSubscriptionProblems = <T>(subscriptionId: string, work: () => Promise<T>) =>
  asResourceNotFound('subscription', 'subscription_id', subscriptionId, work);
