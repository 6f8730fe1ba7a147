import { historyOf, projectionSpec, testDatabase } from '@platform/testing';
import { type AccountActivityCommand, accountActivityDecider } from '../domain/account-activity-subscription';
import { accountActivityProjection } from './account-activity.projection';

const webhookId = 'wh-aa-spec';
const live = { ownLive: true, valid: true };
const subscribe = (userId: string): AccountActivityCommand => ({ type: 'SubscribeAccountActivity', appId: 'a1', webhookId, userId, webhook: live, now: '2026-01-01T00:00:00Z' });
const unsubscribe = (userId: string): AccountActivityCommand => ({ type: 'UnsubscribeAccountActivity', appId: 'a1', webhookId, userId, webhook: live, now: '2026-01-02T00:00:00Z' });
const revoke = (userId: string): AccountActivityCommand => ({ type: 'RevokeAccountActivity', appId: 'a1', webhookId, userId, now: '2026-01-02T00:00:00Z' });
/** One stream per webhook and user. */
const streams = (...commands: AccountActivityCommand[][]) => commands.flatMap((stream) => historyOf(accountActivityDecider, stream));

describe('the account activity subscriptions projection', () => {
  const db = testDatabase();
  const rows = (events: Array<{ type: string; data: unknown }>) =>
    projectionSpec(accountActivityProjection, db())
      .given(events)
      .thenRows(`SELECT user_id, app_id, subscribed_at FROM webhooks.account_activity_subscriptions WHERE webhook_id = $1 ORDER BY user_id`, [webhookId]);

  it('keeps each user whose activity the webhook receives', async () => {
    expect(await rows(streams([subscribe('u1')], [subscribe('u2')]))).toEqual([
      { user_id: 'u1', app_id: 'a1', subscribed_at: new Date('2026-01-01T00:00:00Z') },
      { user_id: 'u2', app_id: 'a1', subscribed_at: new Date('2026-01-01T00:00:00Z') },
    ]);
  });

  it('drops a user the app unsubscribes, or who stops authorizing the app', async () => {
    expect((await rows(streams([subscribe('u1'), unsubscribe('u1')], [subscribe('u2')]))).map((r) => r.user_id)).toEqual(['u2']);
    expect(await rows(streams([subscribe('u1'), revoke('u1')]))).toEqual([]);
  });

  it('keeps a user subscribed again', async () => {
    expect((await rows(streams([subscribe('u1'), unsubscribe('u1'), subscribe('u1')]))).map((r) => r.user_id)).toEqual(['u1']);
  });
});
