import type { Decider, DomainEvent } from '@platform/ddd';
import { DomainError, streamKind } from '@platform/ddd';

/**
 * The webhooks an app has registered, as one stream per app: where the
 * per-app limit and the one-webhook-per-URL rule are decided, so that
 * concurrent registrations cannot break them (each appends here at the
 * version it read). The URL is on the events since webhooks could be
 * registered once per URL; for webhooks added before, the command brings
 * their URLs, read from their own streams. The users subscribed to each
 * webhook through the Account Activity API are held here too, so that the
 * app's limit on them is decided where the webhooks are: a webhook removed
 * takes its subscriptions with it.
 */
export type AppWebhookAdded = DomainEvent<'webhooks.AppWebhookAdded', { appId: string; webhookId: string; addedAt: string; url?: string }>;
export type AppWebhookRemoved = DomainEvent<'webhooks.AppWebhookRemoved', { appId: string; webhookId: string; removedAt: string }>;
export type AppAccountActivitySubscribed = DomainEvent<
  'webhooks.AppAccountActivitySubscribed',
  { appId: string; webhookId: string; userId: string; subscribedAt: string }
>;
export type AppAccountActivityUnsubscribed = DomainEvent<
  'webhooks.AppAccountActivityUnsubscribed',
  { appId: string; webhookId: string; userId: string; unsubscribedAt: string }
>;
export type AppWebhooksEvent = AppWebhookAdded | AppWebhookRemoved | AppAccountActivitySubscribed | AppAccountActivityUnsubscribed;

export interface AppWebhooksState {
  /** The app's webhooks and their URLs (undefined: added before URLs were recorded here). */
  webhooks: ReadonlyMap<string, string | undefined>;
  /** The users subscribed to each webhook through the Account Activity API. */
  accountActivity: ReadonlyMap<string, ReadonlySet<string>>;
}

/** The Account Activity subscriptions the app holds, over all its webhooks. */
export const accountActivityCount = (state: AppWebhooksState): number =>
  [...state.accountActivity.values()].reduce((sum, users) => sum + users.size, 0);

export type AppWebhooksCommand =
  | {
      type: 'AddAppWebhook';
      appId: string;
      webhookId: string;
      url: string;
      limit: number;
      now: string;
      /** The URLs of webhooks whose added event has none, read from their streams. */
      earlierUrls?: Readonly<Record<string, string>>;
    }
  | { type: 'RemoveAppWebhook'; appId: string; webhookId: string; now: string }
  | { type: 'AddAccountActivity'; appId: string; webhookId: string; userId: string; limit: number; now: string }
  | { type: 'RemoveAccountActivity'; appId: string; webhookId: string; userId: string; now: string };

/** Refused registration: the app already has as many webhooks as it may. */
export class WebhookLimitReached extends DomainError {
  constructor(readonly limit: number) {
    super('forbidden', `An app may register at most ${limit} webhooks`);
  }
}

/** Refused Account Activity subscription: the app holds as many as it may, over all its webhooks. */
export class AccountActivityLimitReached extends DomainError {
  constructor(readonly limit: number) {
    super('forbidden', `An app may hold at most ${limit} Account Activity subscriptions over all its webhooks`);
  }
}

/** Refused registration: the app already has a webhook at this URL. */
export class WebhookUrlTaken extends DomainError {
  constructor(readonly url: string, readonly webhookId: string) {
    super('conflict', `The app already has webhook ${webhookId} at this url`);
  }
}

/** The webhooks whose URL the stream does not hold. */
export const webhooksWithoutUrl = (state: AppWebhooksState): string[] =>
  [...state.webhooks].filter(([, url]) => url === undefined).map(([id]) => id);

export const appWebhooksDecider: Decider<AppWebhooksState, AppWebhooksCommand, AppWebhooksEvent> = {
  initialState: () => ({ webhooks: new Map(), accountActivity: new Map() }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'webhooks.AppWebhookAdded':
        return { ...state, webhooks: new Map(state.webhooks).set(event.data.webhookId, event.data.url) };
      case 'webhooks.AppWebhookRemoved': {
        const webhooks = new Map(state.webhooks);
        webhooks.delete(event.data.webhookId);
        const accountActivity = new Map(state.accountActivity);
        accountActivity.delete(event.data.webhookId);
        return { webhooks, accountActivity };
      }
      case 'webhooks.AppAccountActivitySubscribed':
      case 'webhooks.AppAccountActivityUnsubscribed': {
        const users = new Set(state.accountActivity.get(event.data.webhookId));
        if (event.type === 'webhooks.AppAccountActivitySubscribed') users.add(event.data.userId);
        else users.delete(event.data.userId);
        const accountActivity = new Map(state.accountActivity);
        if (users.size > 0) accountActivity.set(event.data.webhookId, users);
        else accountActivity.delete(event.data.webhookId);
        return { ...state, accountActivity };
      }
      default:
        return state;
    }
  },
  decide: (command, state) => {
    const { appId, webhookId, now } = command;
    if (command.type === 'AddAccountActivity' || command.type === 'RemoveAccountActivity') {
      const { userId } = command;
      const held = state.accountActivity.get(webhookId)?.has(userId) === true;
      if (command.type === 'RemoveAccountActivity') {
        return held ? [{ type: 'webhooks.AppAccountActivityUnsubscribed', data: { appId, webhookId, userId, unsubscribedAt: now } }] : [];
      }
      if (held || !state.webhooks.has(webhookId)) return [];
      if (accountActivityCount(state) >= command.limit) throw new AccountActivityLimitReached(command.limit);
      return [{ type: 'webhooks.AppAccountActivitySubscribed', data: { appId, webhookId, userId, subscribedAt: now } }];
    }
    if (command.type === 'AddAppWebhook') {
      if (state.webhooks.has(webhookId)) return [];
      for (const [id, url] of state.webhooks) {
        if ((url ?? command.earlierUrls?.[id]) === command.url) throw new WebhookUrlTaken(command.url, id);
      }
      if (state.webhooks.size >= command.limit) throw new WebhookLimitReached(command.limit);
      return [{ type: 'webhooks.AppWebhookAdded', data: { appId, webhookId, addedAt: now, url: command.url } }];
    }
    if (!state.webhooks.has(webhookId)) return [];
    return [{ type: 'webhooks.AppWebhookRemoved', data: { appId, webhookId, removedAt: now } }];
  },
};

export const appWebhooksStreamId = (appId: string) => `webhooks.AppWebhooks-${appId}`;
export const APP_WEBHOOKS_STREAM = 'webhooks.AppWebhooks';
export const APP_WEBHOOKS = streamKind(
  { type: APP_WEBHOOKS_STREAM, streamId: appWebhooksStreamId, decider: appWebhooksDecider, stamp: 'milliseconds' },
  { 'webhooks.AppWebhookAdded': 1, 'webhooks.AppWebhookRemoved': 1, 'webhooks.AppAccountActivitySubscribed': 1, 'webhooks.AppAccountActivityUnsubscribed': 1 },
);
