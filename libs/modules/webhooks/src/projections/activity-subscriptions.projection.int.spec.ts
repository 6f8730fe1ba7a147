import { historyOf, projectionSpec, testDatabase } from '@platform/testing';
import { type ActivitySubscriptionCommand, activitySubscriptionDecider } from '../domain/activity-subscription';
import { activitySubscriptionsProjection } from './activity-subscriptions.projection';

const common = { subscriptionId: 'sub-proj-spec', appId: 'app-sub-spec' };
const create: ActivitySubscriptionCommand = {
  ...common,
  type: 'CreateActivitySubscription',
  eventType: 'chat.conversation_join',
  canonicalType: 'chat.conversation.join',
  filter: { user_id: 'u1', direction: 'inbound' },
  tag: 'mine',
  webhookId: 'wh-1',
  now: '2026-01-01T00:00:00Z',
};

describe('the activity subscriptions projection', () => {
  const db = testDatabase();
  const rows = (commands: ActivitySubscriptionCommand[]) =>
    projectionSpec(activitySubscriptionsProjection, db())
      .given(historyOf(activitySubscriptionDecider, commands))
      .thenRows<Record<string, unknown> & { matches_from: Date }>(
        `SELECT app_id, event_type, canonical_type, filter, user_id, keyword, direction, tag, webhook_id, created_at, updated_at, matches_from, deleted
           FROM webhooks.activity_subscriptions WHERE id = $1`,
        [common.subscriptionId],
      );

  it('keeps a subscription with its filter split out for matching, under the name it was given and its canonical one', async () => {
    const before = Date.now();
    const [row] = await rows([create]);
    expect(row).toEqual({
      app_id: 'app-sub-spec',
      event_type: 'chat.conversation_join',
      canonical_type: 'chat.conversation.join',
      filter: { user_id: 'u1', direction: 'inbound' },
      user_id: 'u1',
      keyword: null,
      direction: 'inbound',
      tag: 'mine',
      webhook_id: 'wh-1',
      created_at: new Date('2026-01-01T00:00:00Z'),
      updated_at: new Date('2026-01-01T00:00:00Z'),
      matches_from: expect.any(Date),
      deleted: false,
    });
    // events match from the store's time of the creation, not the app's clock
    expect(row.matches_from.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('keeps a keyword filter for news', async () => {
    const [row] = await rows([{ ...create, eventType: 'news.new', canonicalType: 'news.new', filter: { keyword: 'launch' } }]);
    expect(row).toMatchObject({ user_id: null, keyword: 'launch', direction: null });
  });

  it('changes the tag and the webhook, and unsets them', async () => {
    const update = (over: object): ActivitySubscriptionCommand => ({ ...common, type: 'UpdateActivitySubscription', now: '2026-01-02T00:00:00Z', ...over });
    expect(await rows([create, update({ tag: 'theirs', webhookId: 'wh-2' })])).toEqual([
      expect.objectContaining({ tag: 'theirs', webhook_id: 'wh-2', updated_at: new Date('2026-01-02T00:00:00Z'), created_at: new Date('2026-01-01T00:00:00Z') }),
    ]);
    expect(await rows([create, update({ tag: null, webhookId: null })])).toEqual([expect.objectContaining({ tag: null, webhook_id: null })]);
  });

  it('keeps a deleted subscription marked deleted', async () => {
    expect(await rows([create, { ...common, type: 'DeleteActivitySubscription', now: '2026-01-03T00:00:00Z' }])).toEqual([
      expect.objectContaining({ deleted: true, updated_at: new Date('2026-01-03T00:00:00Z') }),
    ]);
  });
});
