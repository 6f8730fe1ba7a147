import type { Clock } from '@platform/ddd';
import { EventStore, Prepare } from '@platform/event-store';
import {
  ACCOUNT_ACTIVITY_STREAM,
  type AccountActivityCommand,
  accountActivityDecider,
  AccountActivityRefused,
  accountActivityStreamId,
} from '../domain/account-activity-subscription';
import { webhookDecider, webhookStreamId } from '../domain/webhook';
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
  type: AccountActivityCommand['type'],
  { appId, webhookId, userId }: { appId: string; webhookId: string; userId: string },
): Promise<{ subscribed: boolean }> {
  try {
    const { state } = await store.handle(
      accountActivityStreamId(webhookId, userId),
      ACCOUNT_ACTIVITY_STREAM,
      accountActivityDecider,
      new Prepare(async () => {
        const webhook = await store.load(webhookStreamId(webhookId), webhookDecider);
        const ownLive = webhook.state.exists && !webhook.state.deleted && webhook.state.appId === appId;
        return {
          command: { type, appId, webhookId, userId, webhook: { ownLive, valid: webhook.state.valid }, now: clock.now().toISOString() },
          guards: [{ streamId: webhookStreamId(webhookId), expectedVersion: webhook.version }],
        };
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
