import type { EventStore, StreamGuard, StreamWrite } from '@platform/event-store';
import { ProblemError } from '@platform/http';
import {
  APP_ACTIVITY_SUBSCRIPTIONS,
  type AppActivitySubscriptionsCommand,
  SubscriptionExists,
  SubscriptionLimitReached,
} from '../../domain/app-activity-subscriptions';
import type { WebhookFacts } from '../../domain/account-activity-subscription';
import { WEBHOOK } from '../../domain/webhook';

/**
 * The webhook a subscription is to send to, read from its stream: one of the
 * app's, not deleted (400 naming `webhook_id` otherwise). Answers a guard on
 * it, so that a deletion committed in between decides the subscription again.
 */
export async function subscriptionWebhook(store: EventStore, appId: string, webhookId: string | null | undefined): Promise<StreamGuard[]> {
  if (typeof webhookId !== 'string') return [];
  const { facts, guard } = await webhookFacts(store, appId, webhookId);
  if (!facts.ownLive) throw ProblemError.invalidParameter('webhook_id', webhookId, `The \`webhook_id\` [${webhookId}] is not a webhook of this app`);
  return [guard];
}

/**
 * What a decision about one of the app's webhooks needs of it, read from the
 * webhook's stream: whether it is the app's and live, and whether it answered
 * its last CRC challenge; with a guard on the version read.
 */
export async function webhookFacts(store: EventStore, appId: string, webhookId: string): Promise<{ facts: WebhookFacts; guard: StreamGuard }> {
  const streamId = WEBHOOK.streamId(webhookId);
  const { version, state } = await store.load(streamId, WEBHOOK.decider);
  const ownLive = state.exists && !state.deleted && state.appId === appId;
  return { facts: { ownLive, valid: state.valid }, guard: { streamId, expectedVersion: version } };
}

/** The app's subscription rules refused it: the limit (403) or an identical subscription (409 naming it). */
export function subscriptionRefusal(error: unknown): unknown {
  if (error instanceof SubscriptionLimitReached) return new ProblemError(403, 'about:blank', 'Forbidden', error.message);
  if (error instanceof SubscriptionExists) {
    return new ProblemError(409, 'conflict', 'Conflict', error.message, { resource_id: error.subscriptionId });
  }
  return error;
}

/**
 * What a change of one subscription does to its app's subscriptions stream,
 * decided from that stream: the write to commit with the change (its events,
 * or none: then a guard, so that the count answered is the one committed)
 * and how many subscriptions the app holds after it.
 */
export async function appSubscriptionsChange(
  store: EventStore,
  command: AppActivitySubscriptionsCommand,
): Promise<{ write: StreamWrite; total: number }> {
  const { write, state } = await store.decideWrite(APP_ACTIVITY_SUBSCRIPTIONS, APP_ACTIVITY_SUBSCRIPTIONS.streamId(command.appId), command);
  return { write, total: state.subscriptions.size };
}

/** Runs `work`, answering the app's subscription rules' refusals as `subscriptionRefusal` does. */
export async function asSubscriptionRefusals<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw subscriptionRefusal(error);
  }
}
