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
});
