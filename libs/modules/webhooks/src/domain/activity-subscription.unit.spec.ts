import { deciderSpec } from '@platform/testing';
import { activitySubscriptionDecider, type ActivitySubscriptionCreated } from './activity-subscription';

const now = '2026-05-01T00:00:00.000Z';
const later = '2026-05-01T01:00:00.000Z';
const created: ActivitySubscriptionCreated = {
  type: 'webhooks.ActivitySubscriptionCreated',
  data: {
    subscriptionId: 's1',
    appId: 'a1',
    eventType: 'dm.received',
    canonicalType: 'dm.received',
    filter: { user_id: '42', direction: 'received' },
    tag: 'inbox',
    webhookId: null,
    createdAt: now,
  },
};
const spec = deciderSpec(activitySubscriptionDecider);

describe('activity subscription decider', () => {
  it('creates a subscription with its type, filter, tag and webhook', () => {
    spec
      .given([])
      .when({
        type: 'CreateActivitySubscription',
        subscriptionId: 's1',
        appId: 'a1',
        eventType: 'dm.received',
        canonicalType: 'dm.received',
        filter: { user_id: '42', direction: 'received' },
        tag: 'inbox',
        webhookId: null,
        now,
      })
      .then([created]);
  });

  it('changes the tag and the webhook, keeps what the update leaves out, and records nothing when nothing changes', () => {
    spec
      .given([created])
      .when({ type: 'UpdateActivitySubscription', subscriptionId: 's1', appId: 'a1', webhookId: '7', now: later })
      .then([{ type: 'webhooks.ActivitySubscriptionUpdated', data: { subscriptionId: 's1', appId: 'a1', tag: 'inbox', webhookId: '7', updatedAt: later } }]);
    spec
      .given([created])
      .when({ type: 'UpdateActivitySubscription', subscriptionId: 's1', appId: 'a1', tag: 'inbox', now: later })
      .then([]);
  });

  it("answers not found for unknown, deleted and other apps' subscriptions alike", () => {
    const deleted = { type: 'webhooks.ActivitySubscriptionDeleted' as const, data: { subscriptionId: 's1', appId: 'a1', deletedAt: later } };
    spec
      .given([created])
      .when({ type: 'DeleteActivitySubscription', subscriptionId: 's1', appId: 'a1', now: later })
      .then([deleted]);
    spec.given([]).when({ type: 'DeleteActivitySubscription', subscriptionId: 's1', appId: 'a1', now }).thenThrows({ kind: 'not_found', parameter: 'subscription_id' });
    spec.given([created, deleted]).when({ type: 'UpdateActivitySubscription', subscriptionId: 's1', appId: 'a1', tag: 'x', now }).thenThrows({ kind: 'not_found' });
    spec.given([created]).when({ type: 'DeleteActivitySubscription', subscriptionId: 's1', appId: 'a2', now }).thenThrows({ kind: 'not_found' });
  });
});
