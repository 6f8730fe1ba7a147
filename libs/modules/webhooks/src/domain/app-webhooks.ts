import type { Decider, DomainEvent } from '@platform/ddd';
import { DomainError } from '@platform/ddd';

/**
 * The webhooks an app has registered, as one stream per app: where the
 * per-app limit is decided, so that concurrent registrations cannot exceed
 * it (each appends here at the version it read).
 */
export type AppWebhookAdded = DomainEvent<'webhooks.AppWebhookAdded', { appId: string; webhookId: string; addedAt: string }>;
export type AppWebhookRemoved = DomainEvent<'webhooks.AppWebhookRemoved', { appId: string; webhookId: string; removedAt: string }>;
export type AppWebhooksEvent = AppWebhookAdded | AppWebhookRemoved;

export interface AppWebhooksState {
  webhookIds: ReadonlySet<string>;
}

export type AppWebhooksCommand =
  | { type: 'AddAppWebhook'; appId: string; webhookId: string; limit: number; now: string }
  | { type: 'RemoveAppWebhook'; appId: string; webhookId: string; now: string };

/** Refused registration: the app already has as many webhooks as it may. */
export class WebhookLimitReached extends DomainError {
  constructor(readonly limit: number) {
    super('forbidden', `An app may register at most ${limit} webhooks`);
  }
}

export const appWebhooksDecider: Decider<AppWebhooksState, AppWebhooksCommand, AppWebhooksEvent> = {
  initialState: () => ({ webhookIds: new Set() }),
  evolve: (state, event) => {
    const ids = new Set(state.webhookIds);
    if (event.type === 'webhooks.AppWebhookAdded') ids.add(event.data.webhookId);
    else if (event.type === 'webhooks.AppWebhookRemoved') ids.delete(event.data.webhookId);
    return { webhookIds: ids };
  },
  decide: (command, state) => {
    const { appId, webhookId, now } = command;
    if (command.type === 'AddAppWebhook') {
      if (state.webhookIds.has(webhookId)) return [];
      if (state.webhookIds.size >= command.limit) throw new WebhookLimitReached(command.limit);
      return [{ type: 'webhooks.AppWebhookAdded', data: { appId, webhookId, addedAt: now } }];
    }
    if (!state.webhookIds.has(webhookId)) return [];
    return [{ type: 'webhooks.AppWebhookRemoved', data: { appId, webhookId, removedAt: now } }];
  },
};

export const appWebhooksStreamId = (appId: string) => `webhooks.AppWebhooks-${appId}`;
export const APP_WEBHOOKS_STREAM = 'webhooks.AppWebhooks';
