import type { DeliveryFaults } from '@platform/faults';
import { WebhookPostError } from './webhook-post';

/**
 * One delivery attempt with the fault rules applied (FAULT_INJECTION=on; no
 * rules port otherwise): `duplicate` sends the same signed delivery twice,
 * the first answer counting; `timeout` sends it and ignores the answer, the
 * attempt rejecting as one that got no answer in time (so the receiver has it
 * and it is retried by the usual back-off: what a slow receiver causes).
 */
export async function postWithFaults<Answer>(
  faults: DeliveryFaults | undefined,
  delivery: { webhook_id: string; app_id: string },
  post: () => Promise<Answer>,
): Promise<Answer> {
  const fault = faults && (await faults.forDelivery({ webhookId: delivery.webhook_id, appId: delivery.app_id }));
  if (!fault) return post();
  if (fault.action === 'duplicate') {
    const answer = await post();
    await post().catch(() => undefined);
    return answer;
  }
  await post().catch(() => undefined);
  throw new WebhookPostError(true, `fault ${fault.ruleId}`);
}
