import type { Clock } from '@platform/ddd';
import { EventStore, Prepare, type StreamWrite } from '@platform/event-store';
import {
  ACCOUNT_ACTIVITY_STREAM,
  type AccountActivityCommand,
  accountActivityDecider,
  AccountActivityRefused,
  accountActivityStreamId,
} from '../../domain/account-activity-subscription';
import { AccountActivityLimitReached, APP_WEBHOOKS_STREAM, appWebhooksDecider, appWebhooksStreamId } from '../../domain/app-webhooks';
import { webhookFacts } from './subscription-rules';
import { webhookRefusal } from './webhook-problems';

/**
 * Decides a change of a user's Account Activity subscription on its stream,
 * with the webhook's facts read from the webhook's stream (guarded: a
 * deletion or failed CRC check in between decides again) and the app's
 * limit decided on the app's webhooks stream, appended in the same
 * transaction; answers whether the user is subscribed after it. Refusals
 * carry the reasons the Account Activity quickstart names
 * (`WebhookIdInvalid`, `DuplicateSubscriptionFailed`, `SubscriptionNotFound`,
 * `SubscriptionLimitExceeded`, `CrcValidationFailed`).
 */
export async function changeAccountActivitySubscription(
  store: EventStore,
  clock: Clock,
  type: Exclude<AccountActivityCommand['type'], 'RevokeAccountActivity'>,
  { appId, webhookId, userId, limit = Infinity }: { appId: string; webhookId: string; userId: string; limit?: number },
): Promise<{ subscribed: boolean }> {
  try {
    const { state } = await store.handle(
      accountActivityStreamId(webhookId, userId),
      ACCOUNT_ACTIVITY_STREAM,
      accountActivityDecider,
      new Prepare(async (current) => {
        const now = clock.now().toISOString();
        const { facts, guard } = await webhookFacts(store, appId, webhookId);
        // the app's stream counts what this change would change (a refused one changes nothing there)
        const changes = type === 'SubscribeAccountActivity' ? !current.subscribed && facts.ownLive && facts.valid : current.subscribed && facts.ownLive;
        const writes: StreamWrite[] = [];
        if (changes) {
          const streamId = appWebhooksStreamId(appId);
          const app = await store.load(streamId, appWebhooksDecider);
          const events = appWebhooksDecider.decide(
            type === 'SubscribeAccountActivity'
              ? { type: 'AddAccountActivity', appId, webhookId, userId, limit, now }
              : { type: 'RemoveAccountActivity', appId, webhookId, userId, now },
            app.state,
          );
          writes.push({ streamId, streamType: APP_WEBHOOKS_STREAM, expectedVersion: app.version, events });
        }
        return { command: { type, appId, webhookId, userId, webhook: facts, now }, guards: [guard], writes };
      }),
    );
    return { subscribed: state.subscribed };
  } catch (error) {
    if (error instanceof AccountActivityLimitReached) throw webhookRefusal('SubscriptionLimitExceeded', error.message);
    if (error instanceof AccountActivityRefused) {
      const parameter = error.reason === 'SubscriptionNotFound' ? { name: 'user_id', value: userId } : { name: 'webhook_id', value: webhookId };
      throw webhookRefusal(error.reason, error.message, parameter);
    }
    throw error;
  }
}
