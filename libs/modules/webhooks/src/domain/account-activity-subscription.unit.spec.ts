import { deciderSpec } from '@platform/testing';
import { accountActivityDecider, type WebhookFacts } from './account-activity-subscription';

const now = '2026-05-01T00:00:00.000Z';
const spec = deciderSpec(accountActivityDecider);
const live: WebhookFacts = { ownLive: true, valid: true };
const command = (type: 'SubscribeAccountActivity' | 'UnsubscribeAccountActivity', webhook = live) => ({ type, appId: 'a1', webhookId: 'w1', userId: 'u1', webhook, now });
const subscribed = { type: 'webhooks.AccountActivitySubscribed' as const, data: { appId: 'a1', webhookId: 'w1', userId: 'u1', subscribedAt: now } };
const unsubscribed = { type: 'webhooks.AccountActivityUnsubscribed' as const, data: { appId: 'a1', webhookId: 'w1', userId: 'u1', unsubscribedAt: now } };

describe('Account Activity subscriptions', () => {
  it('subscribe once and unsubscribe once; repeating either is refused with the reason the docs name', () => {
    spec.given([]).when(command('SubscribeAccountActivity')).then([subscribed]);
    spec.given([subscribed]).when(command('SubscribeAccountActivity')).thenThrows({ reason: 'DuplicateSubscriptionFailed' });
    spec.given([subscribed]).when(command('UnsubscribeAccountActivity')).then([unsubscribed]);
    spec.given([]).when(command('UnsubscribeAccountActivity')).thenThrows({ reason: 'SubscriptionNotFound' });
    spec.given([subscribed, unsubscribed]).when(command('UnsubscribeAccountActivity')).thenThrows({ reason: 'SubscriptionNotFound' });
    spec.given([subscribed, unsubscribed]).when(command('SubscribeAccountActivity')).then([subscribed]);
  });

  it('tells a duplicate before a webhook that failed its CRC challenge', () => {
    spec.given([subscribed]).when(command('SubscribeAccountActivity', { ownLive: true, valid: false })).thenThrows({ reason: 'DuplicateSubscriptionFailed' });
  });

  it("needs the app's own live webhook, answering its last CRC challenge to subscribe", () => {
    spec.given([]).when(command('SubscribeAccountActivity', { ownLive: false, valid: true })).thenThrows({ reason: 'WebhookIdInvalid' });
    spec.given([subscribed]).when(command('UnsubscribeAccountActivity', { ownLive: false, valid: true })).thenThrows({ reason: 'WebhookIdInvalid' });
    spec.given([]).when(command('SubscribeAccountActivity', { ownLive: true, valid: false })).thenThrows({ reason: 'CrcValidationFailed' });
    // an invalid webhook's subscriptions can still be ended
    spec.given([subscribed]).when(command('UnsubscribeAccountActivity', { ownLive: true, valid: false })).then([unsubscribed]);
  });

  it('ends by itself when the user revokes the app, whatever its webhook has become', () => {
    const revoke = { type: 'RevokeAccountActivity' as const, appId: 'a1', webhookId: 'w1', userId: 'u1', now };
    spec.given([subscribed]).when(revoke).then([{ ...unsubscribed, data: { ...unsubscribed.data, reason: 'revoked' } }]);
    spec.given([subscribed, unsubscribed]).when(revoke).then([]);
  });
});
