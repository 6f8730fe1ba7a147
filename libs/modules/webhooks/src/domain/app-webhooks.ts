import type { Decider, DomainEvent } from '@platform/ddd';
import { DomainError } from '@platform/ddd';

/**
 * The webhooks an app has registered, as one stream per app: where the
 * per-app limit and the one-webhook-per-URL rule are decided, so that
 * concurrent registrations cannot break them (each appends here at the
 * version it read). The URL is on the events since webhooks could be
 * registered once per URL; for webhooks added before, the command brings
 * their URLs, read from their own streams.
 */
export type AppWebhookAdded = DomainEvent<'webhooks.AppWebhookAdded', { appId: string; webhookId: string; addedAt: string; url?: string }>;
export type AppWebhookRemoved = DomainEvent<'webhooks.AppWebhookRemoved', { appId: string; webhookId: string; removedAt: string }>;
export type AppWebhooksEvent = AppWebhookAdded | AppWebhookRemoved;

export interface AppWebhooksState {
  /** The app's webhooks and their URLs (undefined: added before URLs were recorded here). */
  webhooks: ReadonlyMap<string, string | undefined>;
}

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
  | { type: 'RemoveAppWebhook'; appId: string; webhookId: string; now: string };

/** Refused registration: the app already has as many webhooks as it may. */
export class WebhookLimitReached extends DomainError {
  constructor(readonly limit: number) {
    super('forbidden', `An app may register at most ${limit} webhooks`);
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
  initialState: () => ({ webhooks: new Map() }),
  evolve: (state, event) => {
    const webhooks = new Map(state.webhooks);
    if (event.type === 'webhooks.AppWebhookAdded') webhooks.set(event.data.webhookId, event.data.url);
    else if (event.type === 'webhooks.AppWebhookRemoved') webhooks.delete(event.data.webhookId);
    return { webhooks };
  },
  decide: (command, state) => {
    const { appId, webhookId, now } = command;
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
