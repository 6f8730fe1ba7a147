import { type Decider, DomainError, type DomainEvent, streamKind } from '@platform/ddd';

/**
 * An Account Activity subscription: a user's whole account activity
 * (direct messages, their posts, ...) delivered to one of an app's webhooks,
 * subscribed in that user's context. One stream per webhook and user.
 */
export type AccountActivitySubscribed = DomainEvent<
  'webhooks.AccountActivitySubscribed',
  { appId: string; webhookId: string; userId: string; subscribedAt: string }
>;
export type AccountActivityUnsubscribed = DomainEvent<
  'webhooks.AccountActivityUnsubscribed',
  /** `revoked`: ended because the user no longer authorizes the app (absent: the app ended it). */
  { appId: string; webhookId: string; userId: string; unsubscribedAt: string; reason?: 'revoked' }
>;
export type AccountActivityEvent = AccountActivitySubscribed | AccountActivityUnsubscribed;

export interface AccountActivityState {
  subscribed: boolean;
}

/** The webhook as its stream decided it, for the rule of a subscription. */
export interface WebhookFacts {
  /** The calling app's, live (not deleted). */
  ownLive: boolean;
  /** It answered its last CRC challenge. */
  valid: boolean;
}

export type AccountActivityCommand =
  | { type: 'SubscribeAccountActivity'; appId: string; webhookId: string; userId: string; webhook: WebhookFacts; now: string }
  | { type: 'UnsubscribeAccountActivity'; appId: string; webhookId: string; userId: string; webhook: WebhookFacts; now: string }
  /** The user stopped authorizing the app: the subscription ends by itself. */
  | { type: 'RevokeAccountActivity'; appId: string; webhookId: string; userId: string; now: string };

/** A refusal with the reason the Account Activity docs name. */
export class AccountActivityRefused extends DomainError {
  constructor(
    readonly reason: 'WebhookIdInvalid' | 'CrcValidationFailed' | 'DuplicateSubscriptionFailed' | 'SubscriptionNotFound',
    message: string,
  ) {
    super('invalid', message);
  }
}

export const accountActivityDecider: Decider<AccountActivityState, AccountActivityCommand, AccountActivityEvent> = {
  initialState: () => ({ subscribed: false }),
  evolve: (state, event) => ({ subscribed: event.type === 'webhooks.AccountActivitySubscribed' ? true : event.type === 'webhooks.AccountActivityUnsubscribed' ? false : state.subscribed }),
  decide: (command, state) => {
    const { appId, webhookId, userId, now } = command;
    if (command.type === 'RevokeAccountActivity') {
      return state.subscribed ? [{ type: 'webhooks.AccountActivityUnsubscribed', data: { appId, webhookId, userId, unsubscribedAt: now, reason: 'revoked' } }] : [];
    }
    if (!command.webhook.ownLive) throw new AccountActivityRefused('WebhookIdInvalid', `Webhook ${webhookId} does not exist or does not belong to this app`);
    if (command.type === 'SubscribeAccountActivity') {
      if (state.subscribed) throw new AccountActivityRefused('DuplicateSubscriptionFailed', `User ${userId} is already subscribed to webhook ${webhookId}`);
      if (!command.webhook.valid) throw new AccountActivityRefused('CrcValidationFailed', `Webhook ${webhookId} did not answer its last CRC challenge: validate it (PUT /2/webhooks/${webhookId}) first`);
      return [{ type: 'webhooks.AccountActivitySubscribed', data: { appId, webhookId, userId, subscribedAt: now } }];
    }
    if (!state.subscribed) throw new AccountActivityRefused('SubscriptionNotFound', `User ${userId} has no subscription to webhook ${webhookId}`);
    return [{ type: 'webhooks.AccountActivityUnsubscribed', data: { appId, webhookId, userId, unsubscribedAt: now } }];
  },
};

export const accountActivityStreamId = (webhookId: string, userId: string) => `webhooks.AccountActivitySubscription-${webhookId}-${userId}`;
export const ACCOUNT_ACTIVITY_STREAM = 'webhooks.AccountActivitySubscription';
export const ACCOUNT_ACTIVITY = streamKind<AccountActivityState, AccountActivityCommand, AccountActivityEvent, [string, string]>(
  { type: ACCOUNT_ACTIVITY_STREAM, streamId: accountActivityStreamId, decider: accountActivityDecider, stamp: 'milliseconds' },
  { 'webhooks.AccountActivitySubscribed': 1, 'webhooks.AccountActivityUnsubscribed': 1 },
);
