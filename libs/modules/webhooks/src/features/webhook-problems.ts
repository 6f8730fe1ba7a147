import { asResourceNotFound } from '@platform/http';

/**
 * Unknown webhook ids (or another app's) as the platform answers them: 404
 * `resource-not-found` naming `webhook_id`. (The platform's resource_type
 * enumeration has no webhook; `webhook` is used.)
 */
export const asWebhookProblems = <T>(webhookId: string, work: () => Promise<T>) =>
  asResourceNotFound('webhook', 'webhook_id', webhookId, work);
