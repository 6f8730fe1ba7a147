import type { Clock } from '@platform/ddd';
import { EventStore, Prepare } from '@platform/event-store';
import {
  ACCOUNT_ACTIVITY_STREAM,
  type AccountActivityCommand,
  accountActivityDecider,
  AccountActivityRefused,
  accountActivityStreamId,
} from '../domain/account-activity-subscription';
import { webhookFacts } from './subscription-rules';
import { webhookRefusal } from './webhook-problems';

/**
 * Decides a change of a user's Account Activity subscription on its stream,
 * with the webhook's facts read from the webhook's stream (guarded: a
 * deletion or failed CRC check in between decides again); answers whether
 * the user is subscribed after it. Refusals carry the reasons the Account
 * Activity docs name (`WebhookIdInvalid`, `CrcValidationFailed`).
 */
export async function changeAccountActivitySubscription(
  store: EventStore,
  clock: Clock,
  type: Exclude<AccountActivityCommand['type'], 'RevokeAccountActivity'>,
  { appId, webhookId, userId }: { appId: string; webhookId: string; userId: string },
): Promise<{ subscribed: boolean }> {
  try {
    const { state } = await store.handle(
      accountActivityStreamId(webhookId, userId),
      ACCOUNT_ACTIVITY_STREAM,
      accountActivityDecider,
      new Prepare(async () => {
        const { facts, guard } = await webhookFacts(store, appId, webhookId);
        return { command: { type, appId, webhookId, userId, webhook: facts, now: clock.now().toISOString() }, guards: [guard] };
      }),
    );
    return { subscribed: state.subscribed };
  } catch (error) {
    if (error instanceof AccountActivityRefused) {
      throw webhookRefusal(error.reason, error.message, { name: 'webhook_id', value: webhookId });
    }
    throw error;
  }
}
