import { type Decider, DomainError, type DomainEvent, streamKind } from '@platform/ddd';
import type { ActivityFilter } from './activity-subscription';

/**
 * The activity subscriptions an app holds, as one stream per app: where the
 * per-app limit and the one-subscription-per-(event, filter, webhook) rule
 * are decided, so that concurrent requests cannot break them (each appends
 * here at the version it read). Each subscription's own stream keeps its
 * facts; this one keeps what the rules compare.
 */
export interface SubscriptionKey {
  /** The event type under its canonical name (both documented spellings of one event are the same subscription). */
  canonicalType: string;
  filter: ActivityFilter;
  webhookId: string | null;
}

export type AppActivitySubscriptionAdded = DomainEvent<
  'webhooks.AppActivitySubscriptionAdded',
  { appId: string; subscriptionId: string; key: SubscriptionKey; addedAt: string }
>;
export type AppActivitySubscriptionChanged = DomainEvent<
  'webhooks.AppActivitySubscriptionChanged',
  { appId: string; subscriptionId: string; key: SubscriptionKey; changedAt: string }
>;
export type AppActivitySubscriptionRemoved = DomainEvent<
  'webhooks.AppActivitySubscriptionRemoved',
  { appId: string; subscriptionId: string; removedAt: string }
>;
export type AppActivitySubscriptionsEvent = AppActivitySubscriptionAdded | AppActivitySubscriptionChanged | AppActivitySubscriptionRemoved;

export interface AppActivitySubscriptionsState {
  /** The app's live subscriptions and what the rules compare of each. */
  subscriptions: ReadonlyMap<string, SubscriptionKey>;
}

type Common = { appId: string; subscriptionId: string; now: string };
export type AppActivitySubscriptionsCommand =
  | (Common & { type: 'AddAppActivitySubscription'; key: SubscriptionKey; limit: number })
  | (Common & { type: 'ChangeAppActivitySubscription'; key: SubscriptionKey })
  | (Common & { type: 'RemoveAppActivitySubscription' });

/** Refused: the app holds as many subscriptions as it may. */
export class SubscriptionLimitReached extends DomainError {
  constructor(readonly limit: number) {
    super('forbidden', `An app may hold at most ${limit} activity subscriptions`);
  }
}

/** Refused: the app already holds a subscription to the same event, filter and webhook. */
export class SubscriptionExists extends DomainError {
  constructor(readonly subscriptionId: string) {
    super('conflict', `An identical subscription already exists: [${subscriptionId}].`);
  }
}

/** Filters are the same whatever order their members came in. */
const sameFilter = (a: ActivityFilter, b: ActivityFilter) => {
  const keys = Object.keys(a) as Array<keyof ActivityFilter>;
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
};

export const sameSubscription = (a: SubscriptionKey, b: SubscriptionKey): boolean =>
  a.canonicalType === b.canonicalType && a.webhookId === b.webhookId && sameFilter(a.filter, b.filter);

function refuseDuplicate(state: AppActivitySubscriptionsState, subscriptionId: string, key: SubscriptionKey): void {
  for (const [id, other] of state.subscriptions) {
    if (id !== subscriptionId && sameSubscription(other, key)) throw new SubscriptionExists(id);
  }
}

export const appActivitySubscriptionsDecider: Decider<AppActivitySubscriptionsState, AppActivitySubscriptionsCommand, AppActivitySubscriptionsEvent> = {
  initialState: () => ({ subscriptions: new Map() }),
  evolve: (state, event) => {
    const subscriptions = new Map(state.subscriptions);
    if (event.type === 'webhooks.AppActivitySubscriptionRemoved') subscriptions.delete(event.data.subscriptionId);
    else subscriptions.set(event.data.subscriptionId, event.data.key);
    return { subscriptions };
  },
  decide: (command, state) => {
    const { appId, subscriptionId, now } = command;
    const held = state.subscriptions.get(subscriptionId);
    switch (command.type) {
      case 'AddAppActivitySubscription':
        if (held) return [];
        if (state.subscriptions.size >= command.limit) throw new SubscriptionLimitReached(command.limit);
        refuseDuplicate(state, subscriptionId, command.key);
        return [{ type: 'webhooks.AppActivitySubscriptionAdded', data: { appId, subscriptionId, key: command.key, addedAt: now } }];
      case 'ChangeAppActivitySubscription':
        if (!held || sameSubscription(held, command.key)) return [];
        refuseDuplicate(state, subscriptionId, command.key);
        return [{ type: 'webhooks.AppActivitySubscriptionChanged', data: { appId, subscriptionId, key: command.key, changedAt: now } }];
      case 'RemoveAppActivitySubscription':
        return held ? [{ type: 'webhooks.AppActivitySubscriptionRemoved', data: { appId, subscriptionId, removedAt: now } }] : [];
    }
  },
};

export const APP_ACTIVITY_SUBSCRIPTIONS_STREAM = 'webhooks.AppActivitySubscriptions';
export const appActivitySubscriptionsStreamId = (appId: string) => `${APP_ACTIVITY_SUBSCRIPTIONS_STREAM}-${appId}`;
export const APP_ACTIVITY_SUBSCRIPTIONS = streamKind(
  { type: APP_ACTIVITY_SUBSCRIPTIONS_STREAM, streamId: appActivitySubscriptionsStreamId, decider: appActivitySubscriptionsDecider, stamp: 'milliseconds' },
  { 'webhooks.AppActivitySubscriptionAdded': 1, 'webhooks.AppActivitySubscriptionChanged': 1, 'webhooks.AppActivitySubscriptionRemoved': 1 },
);
