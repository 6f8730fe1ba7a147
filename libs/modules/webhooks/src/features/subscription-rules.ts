import type { EventStore, StreamGuard, StreamWrite } from '@platform/event-store';
import { ProblemError } from '@platform/http';
import {
  APP_ACTIVITY_SUBSCRIPTIONS_STREAM,
  type AppActivitySubscriptionsCommand,
  appActivitySubscriptionsDecider,
  appActivitySubscriptionsStreamId,
  SubscriptionExists,
  SubscriptionLimitReached,
} from '../domain/app-activity-subscriptions';
import { webhookDecider, webhookStreamId } from '../domain/webhook';

/**
 * The webhook a subscription is to send to, read from its stream: one of the
 * app's, not deleted (400 naming `webhook_id` otherwise). Answers a guard on
 * it, so that a deletion committed in between decides the subscription again.
 */
export async function subscriptionWebhook(store: EventStore, appId: string, webhookId: string | null | undefined): Promise<StreamGuard[]> {
  if (typeof webhookId !== 'string') return [];
  const streamId = webhookStreamId(webhookId);
  const webhook = await store.load(streamId, webhookDecider);
  if (!webhook.state.exists || webhook.state.deleted || webhook.state.appId !== appId) {
    throw ProblemError.invalidParameter('webhook_id', webhookId, `The \`webhook_id\` [${webhookId}] is not a webhook of this app`);
  }
  return [{ streamId, expectedVersion: webhook.version }];
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
  const streamId = appActivitySubscriptionsStreamId(command.appId);
  const { version, state } = await store.load(streamId, appActivitySubscriptionsDecider);
  const events = appActivitySubscriptionsDecider.decide(command, state);
  const after = events.reduce(appActivitySubscriptionsDecider.evolve, state);
  return { write: { streamId, streamType: APP_ACTIVITY_SUBSCRIPTIONS_STREAM, expectedVersion: version, events }, total: after.subscriptions.size };
}
