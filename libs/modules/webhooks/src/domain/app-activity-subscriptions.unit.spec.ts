import { deciderSpec } from '@platform/testing';
import {
  type AppActivitySubscriptionsCommand,
  appActivitySubscriptionsDecider,
  type AppActivitySubscriptionsEvent,
  type SubscriptionKey,
} from './app-activity-subscriptions';

const now = '2026-03-01T00:00:00.000Z';
const spec = deciderSpec(appActivitySubscriptionsDecider);
const key = (over: Partial<SubscriptionKey> = {}): SubscriptionKey => ({ canonicalType: 'profile.update.bio', filter: { user_id: '1' }, webhookId: null, ...over });
const added = (subscriptionId: string, k = key()): AppActivitySubscriptionsEvent => ({
  type: 'webhooks.AppActivitySubscriptionAdded',
  data: { appId: 'a', subscriptionId, key: k, addedAt: now },
});
const add = (subscriptionId: string, k = key(), limit = 3): AppActivitySubscriptionsCommand => ({ type: 'AddAppActivitySubscription', appId: 'a', subscriptionId, key: k, limit, now });

describe('app activity subscriptions decider', () => {
  it('adds subscriptions up to the limit', () => {
    spec.given([added('s1')]).when(add('s2', key({ filter: { user_id: '2' } }))).then([added('s2', key({ filter: { user_id: '2' } }))]);
    spec.given([added('s1'), added('s2', key({ webhookId: 'w' }))]).when(add('s3', key({ filter: { user_id: '3' } }), 2)).thenThrows({ kind: 'forbidden', limit: 2 });
  });

  it('refuses an identical subscription, whatever order its filter came in, naming the one there', () => {
    const filter = { user_id: '1', keyword: 'x' };
    spec.given([added('s1', key({ filter }))]).when(add('s2', key({ filter: { keyword: 'x', user_id: '1' } }))).thenThrows({ kind: 'conflict', subscriptionId: 's1' });
    // another webhook or another filter is another subscription
    spec.given([added('s1')]).when(add('s2', key({ webhookId: 'w' }))).then([added('s2', key({ webhookId: 'w' }))]);
  });

  it('lets a removed subscription be made again', () => {
    const removed: AppActivitySubscriptionsEvent = { type: 'webhooks.AppActivitySubscriptionRemoved', data: { appId: 'a', subscriptionId: 's1', removedAt: now } };
    spec.given([added('s1'), removed]).when(add('s2')).then([added('s2')]);
    spec.given([added('s1'), removed]).when({ type: 'RemoveAppActivitySubscription', appId: 'a', subscriptionId: 's1', now }).then([]);
  });

  it('records a webhook change, refusing one that would make it identical to another', () => {
    const change = (k: SubscriptionKey): AppActivitySubscriptionsCommand => ({ type: 'ChangeAppActivitySubscription', appId: 'a', subscriptionId: 's2', key: k, now });
    const given = [added('s1', key({ webhookId: 'w' })), added('s2')];
    spec.given(given).when(change(key({ webhookId: 'w' }))).thenThrows({ kind: 'conflict', subscriptionId: 's1' });
    spec.given(given).when(change(key({ webhookId: 'v' }))).then([
      { type: 'webhooks.AppActivitySubscriptionChanged', data: { appId: 'a', subscriptionId: 's2', key: key({ webhookId: 'v' }), changedAt: now } },
    ]);
    spec.given(given).when(change(key())).then([]);
    // a subscription the app does not hold is its own stream's to refuse
    spec.given([]).when(change(key())).then([]);
  });
});
