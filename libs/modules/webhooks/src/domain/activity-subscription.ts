import { conflict, type Decider, type DomainEvent, notFound, streamKind } from '@platform/ddd';

/** A subscription's filter as the caller gave it (and as deliveries echo it). */
export interface ActivityFilter {
  user_id?: string;
  keyword?: string;
  direction?: string;
}

/**
 * An app's subscription to one activity event type for one filter. Its events
 * go to the app's activity stream and, when it names one, to a webhook.
 * Changing the type or filter means deleting and subscribing again, as on the
 * platform; the tag and the webhook can change.
 */
export type ActivitySubscriptionCreated = DomainEvent<
  'webhooks.ActivitySubscriptionCreated',
  {
    subscriptionId: string;
    appId: string;
    eventType: string;
    canonicalType: string;
    filter: ActivityFilter;
    tag: string | null;
    webhookId: string | null;
    createdAt: string;
  }
>;
export type ActivitySubscriptionUpdated = DomainEvent<
  'webhooks.ActivitySubscriptionUpdated',
  { subscriptionId: string; appId: string; tag: string | null; webhookId: string | null; updatedAt: string }
>;
export type ActivitySubscriptionDeleted = DomainEvent<
  'webhooks.ActivitySubscriptionDeleted',
  { subscriptionId: string; appId: string; deletedAt: string }
>;
export type ActivitySubscriptionEvent = ActivitySubscriptionCreated | ActivitySubscriptionUpdated | ActivitySubscriptionDeleted;

export interface ActivitySubscriptionState {
  exists: boolean;
  deleted: boolean;
  appId?: string;
  /** The event type as subscribed, and under its canonical name. */
  eventType: string;
  canonicalType: string;
  filter: ActivityFilter;
  tag: string | null;
  webhookId: string | null;
  createdAt: string;
  updatedAt: string;
}

type Common = { subscriptionId: string; appId: string; now: string };
export type ActivitySubscriptionCommand =
  | (Common & {
      type: 'CreateActivitySubscription';
      eventType: string;
      canonicalType: string;
      filter: ActivityFilter;
      tag: string | null;
      webhookId: string | null;
    })
  /** Fields left undefined keep their value; null clears. */
  | (Common & { type: 'UpdateActivitySubscription'; tag?: string | null; webhookId?: string | null })
  | (Common & { type: 'DeleteActivitySubscription' });

/** Unknown ids and other apps' subscriptions are answered alike. */
export const subscriptionNotFound = (subscriptionId: string) =>
  notFound(`Could not find subscription with id: [${subscriptionId}].`, 'subscription_id');

export const activitySubscriptionDecider: Decider<ActivitySubscriptionState, ActivitySubscriptionCommand, ActivitySubscriptionEvent> = {
  initialState: () => ({ exists: false, deleted: false, eventType: '', canonicalType: '', filter: {}, tag: null, webhookId: null, createdAt: '', updatedAt: '' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'webhooks.ActivitySubscriptionCreated': {
        const { appId, eventType, canonicalType, filter, tag, webhookId, createdAt } = event.data;
        return { exists: true, deleted: false, appId, eventType, canonicalType, filter, tag, webhookId, createdAt, updatedAt: createdAt };
      }
      case 'webhooks.ActivitySubscriptionUpdated':
        return { ...state, tag: event.data.tag, webhookId: event.data.webhookId, updatedAt: event.data.updatedAt };
      case 'webhooks.ActivitySubscriptionDeleted':
        return { ...state, deleted: true };
      default:
        return state;
    }
  },
  decide: (command, state) => {
    const { subscriptionId, appId, now } = command;
    if (command.type === 'CreateActivitySubscription') {
      if (state.exists) throw conflict(`Subscription ${subscriptionId} already exists`);
      const { eventType, canonicalType, filter, tag, webhookId } = command;
      return [
        {
          type: 'webhooks.ActivitySubscriptionCreated',
          data: { subscriptionId, appId, eventType, canonicalType, filter, tag, webhookId, createdAt: now },
        },
      ];
    }
    if (!state.exists || state.deleted || state.appId !== appId) throw subscriptionNotFound(subscriptionId);
    if (command.type === 'DeleteActivitySubscription') {
      return [{ type: 'webhooks.ActivitySubscriptionDeleted', data: { subscriptionId, appId, deletedAt: now } }];
    }
    const tag = command.tag === undefined ? state.tag : command.tag;
    const webhookId = command.webhookId === undefined ? state.webhookId : command.webhookId;
    if (tag === state.tag && webhookId === state.webhookId) return [];
    return [{ type: 'webhooks.ActivitySubscriptionUpdated', data: { subscriptionId, appId, tag, webhookId, updatedAt: now } }];
  },
};

export const activitySubscriptionStreamId = (subscriptionId: string) => `webhooks.ActivitySubscription-${subscriptionId}`;
export const ACTIVITY_SUBSCRIPTION_STREAM = 'webhooks.ActivitySubscription';
export const ACTIVITY_SUBSCRIPTION = streamKind(
  { type: ACTIVITY_SUBSCRIPTION_STREAM, streamId: activitySubscriptionStreamId, decider: activitySubscriptionDecider, stamp: 'milliseconds' },
  { 'webhooks.ActivitySubscriptionCreated': 1, 'webhooks.ActivitySubscriptionUpdated': 1, 'webhooks.ActivitySubscriptionDeleted': 1 },
);
