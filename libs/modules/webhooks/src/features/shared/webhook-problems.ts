import { DomainError } from '@platform/ddd';
import { ProblemError } from '@platform/http';
import { REPLAY_IN_PROGRESS, REPLAY_TO_INVALID_WEBHOOK } from '../../domain/webhook';

/** The reasons the webhooks and Account Activity endpoints give for a refusal, as their quickstarts name them. */
export type WebhookRefusal =
  | 'CrcValidationFailed'
  | 'DuplicateUrlFailed'
  | 'UrlValidationFailed'
  | 'WebhookIdInvalid'
  | 'WebhookLimitExceeded'
  | 'DuplicateSubscriptionFailed'
  | 'SubscriptionNotFound'
  | 'SubscriptionLimitExceeded'
  | 'QueryParamInvalid'
  | 'ReplayConflictError';

/**
 * A refusal of the webhooks endpoints: 400 `invalid-request` whose error
 * message is the reason (`DuplicateUrlFailed`, ...), naming the parameter at
 * fault; the problem's `detail` says why in words.
 */
export function webhookRefusal(reason: WebhookRefusal, detail: string, parameter?: { name: string; value: string }): ProblemError {
  const error = parameter ? { message: reason, parameters: { [parameter.name]: [parameter.value] } } : { message: reason };
  return new ProblemError(400, 'invalid-request', 'Invalid Request', detail, { errors: [error] });
}

/** An unknown webhook id (or another app's): 400 `WebhookIdInvalid` naming `webhook_id`. */
export const webhookIdInvalid = (webhookId: string): ProblemError =>
  webhookRefusal('WebhookIdInvalid', `Webhook ${webhookId} does not exist or does not belong to this app`, { name: 'webhook_id', value: webhookId });

/**
 * Runs `work`, answering a decider's refusals of the webhook as the Account
 * Activity quickstart names them: not found as `WebhookIdInvalid`, a replay
 * to a webhook that failed its last CRC check as `CrcValidationFailed`, a
 * second replay while one runs as `ReplayConflictError`.
 */
export async function asWebhookProblems<T>(webhookId: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    if (error.kind === 'not_found') throw webhookIdInvalid(webhookId);
    const webhook = { name: 'webhook_id', value: webhookId };
    if (error.code === REPLAY_TO_INVALID_WEBHOOK) throw webhookRefusal('CrcValidationFailed', error.message, webhook);
    if (error.code === REPLAY_IN_PROGRESS) throw webhookRefusal('ReplayConflictError', error.message, webhook);
    throw error;
  }
}
