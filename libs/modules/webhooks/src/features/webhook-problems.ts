import { DomainError } from '@platform/ddd';
import { ProblemError } from '@platform/http';

/**
 * An unknown webhook id (or another app's) as the platform answers it: 404
 * `resource-not-found` naming `webhook_id`. (The platform's resource_type
 * enumeration has no webhook; `webhook` is used.)
 */
export function webhookResourceNotFound(webhookId: string): ProblemError {
  return new ProblemError(404, 'resource-not-found', 'Not Found Error', `Could not find webhook with id: [${webhookId}].`, {
    parameter: 'webhook_id',
    value: webhookId,
    resource_id: webhookId,
    resource_type: 'webhook',
  });
}

export async function asWebhookProblems<T>(webhookId: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'not_found') throw webhookResourceNotFound(webhookId);
    throw error;
  }
}
