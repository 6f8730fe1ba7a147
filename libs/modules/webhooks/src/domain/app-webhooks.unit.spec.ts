import { deciderSpec } from '@platform/testing';
import { appWebhooksDecider } from './app-webhooks';

const spec = deciderSpec(appWebhooksDecider);
const now = '2026-05-01T00:00:00.000Z';
const urlOf = (webhookId: string) => `https://example.com/hooks/${webhookId}`;
const add = (webhookId: string, limit = 2, url = urlOf(webhookId)) => ({ type: 'AddAppWebhook' as const, appId: 'a1', webhookId, url, limit, now });
const added = (webhookId: string) => ({ type: 'webhooks.AppWebhookAdded' as const, data: { appId: 'a1', webhookId, addedAt: now, url: urlOf(webhookId) } });
/** An added event from before the stream recorded URLs. */
const addedEarlier = (webhookId: string) => ({ type: 'webhooks.AppWebhookAdded' as const, data: { appId: 'a1', webhookId, addedAt: now } });
const removed = (webhookId: string) => ({ type: 'webhooks.AppWebhookRemoved' as const, data: { appId: 'a1', webhookId, removedAt: now } });

describe('the webhooks of an app', () => {
  it('adds webhooks up to the limit, and refuses one more', () => {
    spec.given([]).when(add('w1')).then([added('w1')]);
    spec.given([added('w1')]).when(add('w2')).then([added('w2')]);
    spec.given([added('w1'), added('w2')]).when(add('w3')).thenThrows({ kind: 'forbidden', limit: 2, message: 'An app may register at most 2 webhooks' });
  });

  it('frees a place when a webhook is removed; removing an unknown one records nothing', () => {
    spec.given([added('w1'), added('w2')]).when({ type: 'RemoveAppWebhook', appId: 'a1', webhookId: 'w1', now }).then([removed('w1')]);
    spec.given([added('w1'), added('w2'), removed('w1')]).when(add('w3')).then([added('w3')]);
    spec.given([added('w1')]).when({ type: 'RemoveAppWebhook', appId: 'a1', webhookId: 'w9', now }).then([]);
  });

  it('refuses a second webhook at a URL the app already has, before the limit; a removed one frees its URL', () => {
    spec.given([added('w1')]).when(add('w2', 2, urlOf('w1'))).thenThrows({ kind: 'conflict', webhookId: 'w1' });
    spec.given([added('w1'), added('w2')]).when(add('w3', 2, urlOf('w1'))).thenThrows({ kind: 'conflict', webhookId: 'w1' });
    spec.given([added('w1'), removed('w1')]).when(add('w2', 2, urlOf('w1'))).then([{ ...added('w2'), data: { ...added('w2').data, url: urlOf('w1') } }]);
  });

  it('compares with the URLs of earlier webhooks that the command brings', () => {
    const command = { ...add('w2', 5, 'https://example.com/old'), earlierUrls: { w1: 'https://example.com/old' } };
    spec.given([addedEarlier('w1')]).when(command).thenThrows({ kind: 'conflict', webhookId: 'w1' });
    spec.given([addedEarlier('w1')]).when(add('w2', 5)).then([added('w2')]);
  });

  describe('Account Activity subscriptions over all the webhooks', () => {
    const subscribe = (webhookId: string, userId: string, limit = 2) => ({ type: 'AddAccountActivity' as const, appId: 'a1', webhookId, userId, limit, now });
    const unsubscribe = (webhookId: string, userId: string) => ({ type: 'RemoveAccountActivity' as const, appId: 'a1', webhookId, userId, now });
    const subscribed = (webhookId: string, userId: string) => ({
      type: 'webhooks.AppAccountActivitySubscribed' as const,
      data: { appId: 'a1', webhookId, userId, subscribedAt: now },
    });
    const unsubscribed = (webhookId: string, userId: string) => ({
      type: 'webhooks.AppAccountActivityUnsubscribed' as const,
      data: { appId: 'a1', webhookId, userId, unsubscribedAt: now },
    });

    it('holds subscriptions up to the limit, counted over every webhook, and refuses one more', () => {
      spec.given([added('w1'), added('w2')]).when(subscribe('w1', 'u1')).then([subscribed('w1', 'u1')]);
      spec.given([added('w1'), added('w2'), subscribed('w1', 'u1')]).when(subscribe('w2', 'u1')).then([subscribed('w2', 'u1')]);
      spec
        .given([added('w1'), added('w2'), subscribed('w1', 'u1'), subscribed('w2', 'u1')])
        .when(subscribe('w1', 'u2'))
        .thenThrows({ kind: 'forbidden', limit: 2, message: 'An app may hold at most 2 Account Activity subscriptions over all its webhooks' });
      // one already held is no new one, even at the limit
      spec.given([added('w1'), subscribed('w1', 'u1'), subscribed('w1', 'u2')]).when(subscribe('w1', 'u1')).then([]);
    });

    it('frees a place when a subscription ends, or when its webhook is removed', () => {
      const full = [added('w1'), added('w2'), subscribed('w1', 'u1'), subscribed('w2', 'u2')];
      spec.given(full).when(unsubscribe('w1', 'u1')).then([unsubscribed('w1', 'u1')]);
      spec.given([...full, unsubscribed('w1', 'u1')]).when(subscribe('w1', 'u3')).then([subscribed('w1', 'u3')]);
      spec.given([...full, removed('w1')]).when(subscribe('w2', 'u3')).then([subscribed('w2', 'u3')]);
      spec.given([...full, removed('w1')]).when(unsubscribe('w1', 'u1')).then([]);
    });
  });
});
