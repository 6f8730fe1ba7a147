import { EventStore, Prepare, type StreamWrite, type Unstamped } from '@platform/event-store';
import { ACCOUNT_ACTIVITY, type AccountActivityCommand, AccountActivityRefused, type AccountActivityState } from '../../domain/account-activity-subscription';
import { AccountActivityLimitReached, APP_WEBHOOKS } from '../../domain/app-webhooks';
import { webhookFacts } from './subscription-rules';
import { webhookRefusal } from './webhook-problems';

type AccountActivityChange = Exclude<AccountActivityCommand['type'], 'RevokeAccountActivity'>;

/**
 * A change of a user's Account Activity subscription, decided on its stream,
 * with the webhook's facts read from the webhook's stream (guarded: a
 * deletion or failed CRC check in between decides again) and the app's
 * limit decided on the app's webhooks stream, appended in the same
 * transaction.
 */
export function accountActivityChange(
  store: EventStore,
  type: AccountActivityChange,
  { appId, webhookId, userId, limit = Infinity }: { appId: string; webhookId: string; userId: string; limit?: number },
) {
  const command = new Prepare<AccountActivityState, Unstamped<AccountActivityCommand>>(async (current, now) => {
    const { facts, guard } = await webhookFacts(store, appId, webhookId);
    // the app's stream counts what this change would change (a refused one changes nothing there)
    const changes = type === 'SubscribeAccountActivity' ? !current.subscribed && facts.ownLive && facts.valid : current.subscribed && facts.ownLive;
    const writes: StreamWrite[] = [];
    if (changes) {
      const app = await store.decideWrite(
        APP_WEBHOOKS,
        APP_WEBHOOKS.streamId(appId),
        type === 'SubscribeAccountActivity'
          ? { type: 'AddAccountActivity', appId, webhookId, userId, limit, now }
          : { type: 'RemoveAccountActivity', appId, webhookId, userId, now },
      );
      writes.push(app.write);
    }
    // one of the two changes, as `type` names it
    const change = { type, appId, webhookId, userId, webhook: facts } as Unstamped<Extract<AccountActivityCommand, { type: AccountActivityChange }>>;
    return { command: change, guards: [guard], writes };
  });
  return { stream: ACCOUNT_ACTIVITY.streamId(webhookId, userId), command };
}

/**
 * Runs `work`, answering the refusals of an Account Activity change with the
 * reasons the Account Activity quickstart names (`WebhookIdInvalid`,
 * `DuplicateSubscriptionFailed`, `SubscriptionNotFound`,
 * `SubscriptionLimitExceeded`, `CrcValidationFailed`).
 */
export async function asAccountActivityProblems<T>(webhookId: string, userId: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AccountActivityLimitReached) throw webhookRefusal('SubscriptionLimitExceeded', error.message);
    if (error instanceof AccountActivityRefused) {
      const parameter = error.reason === 'SubscriptionNotFound' ? { name: 'user_id', value: userId } : { name: 'webhook_id', value: webhookId };
      throw webhookRefusal(error.reason, error.message, parameter);
    }
    throw error;
  }
}
