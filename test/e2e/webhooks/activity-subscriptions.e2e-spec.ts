import { admin, startTestApp, type TestApp, uniqueScreenName } from '../../support/app';
import { OAUTH2_TEST_REDIRECT, oauth2UserToken } from '../../support/oauth2-user';
import { newPlatformApp, type PlatformApp } from '../../support/platform-app';
import type { WebhookReceiver } from '../../support/webhook-receiver';

const PROBLEMS = 'https://api.twitter.com/2/problems';

describe('activity subscriptions', () => {
  let t: TestApp;
  let base: string;
  const receivers: WebhookReceiver[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    base = await t.listen();
  });
  afterAll(async () => {
    await Promise.all(receivers.map((r) => r.close()));
    await t.close();
  });

  const newUser = async () =>
    (await admin(t).post('/admin/users', { screen_name: uniqueScreenName('sub'), password: 'pw-123456' })).body.data as { id: string };

  const invalidParameter = (res: { status: number; body: Record<string, unknown> }, parameter: string) => {
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ type: `${PROBLEMS}/invalid-request`, title: 'Invalid Request' });
    expect(Object.keys((res.body.errors as Array<{ parameters: object }>)[0].parameters)).toEqual([parameter]);
  };

  it('creates, lists, updates and deletes a subscription, as the platform shows them', async () => {
    const p: PlatformApp = await newPlatformApp(t, base, receivers);
    const user = await newUser();
    const webhookId = (await p.call('POST', '/2/webhooks', { url: p.receiver.url })).body.data.id;

    const created = await p.call('POST', '/2/activity/subscriptions', {
      event_type: 'profile.update.bio',
      filter: { user_id: user.id },
      tag: 'bio updates',
    });
    expect(created.status).toBe(200);
    const subscription = created.body.data.subscription;
    expect(created.body).toEqual({
      data: {
        subscription: {
          subscription_id: expect.stringMatching(/^[0-9]{1,19}$/),
          event_type: 'profile.update.bio',
          filter: { user_id: user.id },
          tag: 'bio updates',
          created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
          updated_at: subscription.created_at,
        },
      },
      meta: { total_subscriptions: 1 },
    });

    expect((await p.call('GET', '/2/activity/subscriptions')).body).toEqual({
      data: [subscription],
      meta: { result_count: 1, total_subscriptions: 1 },
    });

    const updated = await p.call('PUT', `/2/activity/subscriptions/${subscription.subscription_id}`, { webhook_id: webhookId });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({
      data: {
        subscription: { ...subscription, webhook_id: webhookId, updated_at: expect.any(String) },
        total_subscriptions: 1,
      },
    });

    const deleted = await p.call('DELETE', `/2/activity/subscriptions/${subscription.subscription_id}`);
    expect(deleted.body).toEqual({ data: { deleted: true }, meta: { total_subscriptions: 0 } });
    expect((await p.call('GET', '/2/activity/subscriptions')).body).toEqual({ data: [], meta: { result_count: 0, total_subscriptions: 0 } });
    const again = await p.call('DELETE', `/2/activity/subscriptions/${subscription.subscription_id}`);
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ type: `${PROBLEMS}/resource-not-found`, parameter: 'subscription_id' });

    // the changes are events of the subscription's stream
    const rows: Array<{ event_type: string }> = await t.dataSource.query(
      `SELECT event_type FROM event_store.events WHERE stream_id = $1 ORDER BY stream_position`,
      [`webhooks.ActivitySubscription-${subscription.subscription_id}`],
    );
    expect(rows.map((r) => r.event_type)).toEqual([
      'webhooks.ActivitySubscriptionCreated',
      'webhooks.ActivitySubscriptionUpdated',
      'webhooks.ActivitySubscriptionDeleted',
    ]);
  });

  it('lists with an OAuth 2.0 user token granted tweet.read and like.read, as the OpenAPI document allows', async () => {
    const app = (await admin(t).post('/admin/apps', { name: 'Listing user', callback_urls: [OAUTH2_TEST_REDIRECT] })).body.data;
    const password = 'pw-123456';
    const user = { ...(await admin(t).post('/admin/users', { screen_name: uniqueScreenName('sul'), password })).body.data, password };
    const token = await oauth2UserToken(base, app, user, 'tweet.read users.read like.read');
    const created = await t.api().post('/2/activity/subscriptions').set('authorization', `Bearer ${token}`).send({ event_type: 'like.create', filter: { user_id: user.id } });
    expect(created.status).toBe(200);
    const listed = await t.api().get('/2/activity/subscriptions').set('authorization', `Bearer ${token}`);
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((s: { subscription_id: string }) => s.subscription_id)).toEqual([created.body.data.subscription.subscription_id]);
    const narrow = await oauth2UserToken(base, app, user, 'tweet.read users.read');
    const refused = await t.api().get('/2/activity/subscriptions').set('authorization', `Bearer ${narrow}`);
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toContain('like.read');
  });

  it('accepts the deprecated PascalCase names as the dot-separated ones, and both direction vocabularies', async () => {
    const p = await newPlatformApp(t, base, receivers);
    const user = await newUser();
    const bio = await p.call('POST', '/2/activity/subscriptions', { event_type: 'ProfileBioUpdate', filter: { user_id: user.id } });
    expect(bio.body.data.subscription.event_type).toBe('profile.update.bio');
    const asUser = await p.asUser(user.id);
    for (const direction of ['received', 'inbound']) {
      const dm = await asUser('POST', '/2/activity/subscriptions', { event_type: 'dm.received', filter: { user_id: user.id, direction } });
      expect(dm.status).toBe(200);
      expect(dm.body.data.subscription.filter).toEqual({ user_id: user.id, direction });
    }
  });

  it('refuses bad bodies naming the field', async () => {
    const p = await newPlatformApp(t, base, receivers);
    const user = await newUser();
    const post = (body: unknown) => p.call('POST', '/2/activity/subscriptions', body);
    invalidParameter(await post({ filter: { user_id: user.id } }), 'event_type');
    invalidParameter(await post({ event_type: 'profile.update.everything', filter: { user_id: user.id } }), 'event_type');
    invalidParameter(await post({ event_type: 'profile.update.bio' }), 'filter');
    invalidParameter(await post({ event_type: 'profile.update.bio', filter: {} }), 'filter.user_id');
    invalidParameter(await post({ event_type: 'profile.update.bio', filter: { user_id: 'abc' } }), 'filter.user_id');
    invalidParameter(await post({ event_type: 'profile.update.bio', filter: { user_id: '1234567890123' } }), 'filter.user_id');
    invalidParameter(await post({ event_type: 'profile.update.bio', filter: { user_id: user.id, colour: 'red' } }), 'filter.colour');
    invalidParameter(await post({ event_type: 'profile.update.bio', filter: { user_id: user.id, direction: 'sent' } }), 'filter.direction');
    invalidParameter(await post({ event_type: 'news.new', filter: {} }), 'filter.keyword');
    invalidParameter(await post({ event_type: 'profile.update.bio', filter: { user_id: user.id }, tag: '' }), 'tag');
    invalidParameter(await post({ event_type: 'profile.update.bio', filter: { user_id: user.id }, webhook_id: 'x' }), 'webhook_id');
    invalidParameter(await post({ event_type: 'profile.update.bio', filter: { user_id: user.id }, webhook_id: '123' }), 'webhook_id');
    invalidParameter(await post({ event_type: 'profile.update.bio', filter: { user_id: user.id }, extra: 1 }), 'extra');
    const put = await p.call('PUT', '/2/activity/subscriptions/123', {});
    invalidParameter(put, 'body');
    invalidParameter(await p.call('GET', '/2/activity/subscriptions?max_results=0'), 'max_results');
    invalidParameter(await p.call('GET', '/2/activity/subscriptions?pagination_token=nope'), 'pagination_token');
    invalidParameter(await p.call('DELETE', '/2/activity/subscriptions/not-a-number'), 'subscription_id');
    // PostgreSQL cannot store U+0000: bad input, named, never a 500
    invalidParameter(await post({ event_type: 'profile.update.bio', filter: { user_id: user.id, keyword: 'a\u0000b' } }), 'filter.keyword');
    invalidParameter(await post({ event_type: 'profile.update.bio', filter: { user_id: user.id }, tag: '\u0000' }), 'tag');
    expect((await p.call('GET', '/2/activity/subscriptions')).body.meta.total_subscriptions).toBe(0);
    const other = await newUser();
    const dm = await admin(t).post('/admin/direct_messages', { sender_id: user.id, recipient_id: other.id, text: 'x\u0000' });
    expect(dm.status).toBe(400);
    expect(Object.keys(dm.body.errors[0].parameters)).toEqual(['text']);
  });

  it("takes private events in the filtered user's own context only, and refuses duplicates", async () => {
    const p = await newPlatformApp(t, base, receivers);
    const user = await newUser();
    const body = { event_type: 'dm.sent', filter: { user_id: user.id } };
    // an app-only bearer token cannot subscribe to a user's private events
    const appOnly = await p.call('POST', '/2/activity/subscriptions', body);
    expect(appOnly.status).toBe(403);
    expect(appOnly.body).toMatchObject({ type: `${PROBLEMS}/unsupported-authentication`, detail: expect.stringContaining('dm.sent is a private event') });
    // nor another user's context
    const someoneElse = await p.asUser((await newUser()).id);
    const foreign = await someoneElse('POST', '/2/activity/subscriptions', body);
    expect(foreign.status).toBe(403);
    expect(foreign.body).toMatchObject({
      type: `${PROBLEMS}/not-authorized-for-resource`,
      resource_type: 'user',
      resource_id: user.id,
      parameter: 'filter.user_id',
    });
    const asUser = await p.asUser(user.id);
    const first = await asUser('POST', '/2/activity/subscriptions', body);
    expect(first.status).toBe(200);
    // the subscription is the app's: listed with its bearer token too
    expect((await p.call('GET', '/2/activity/subscriptions')).body.data.map((s: { subscription_id: string }) => s.subscription_id)).toEqual([
      first.body.data.subscription.subscription_id,
    ]);
    const duplicate = await asUser('POST', '/2/activity/subscriptions', body);
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({ type: `${PROBLEMS}/conflict`, resource_id: first.body.data.subscription.subscription_id });
    // public events still take the app-only token
    expect((await p.call('POST', '/2/activity/subscriptions', { event_type: 'profile.update.bio', filter: { user_id: user.id } })).status).toBe(200);
  });

  it("pages with max_results and next_token, deletes by ids, and never shows another app's subscriptions", async () => {
    const p = await newPlatformApp(t, base, receivers);
    const other = await newPlatformApp(t, base, receivers);
    const user = await newUser();
    const ids: string[] = [];
    for (const type of ['profile.update.bio', 'profile.update.screenname', 'profile.update.verified']) {
      ids.push((await p.call('POST', '/2/activity/subscriptions', { event_type: type, filter: { user_id: user.id } })).body.data.subscription.subscription_id);
    }
    const first = await p.call('GET', '/2/activity/subscriptions?max_results=2');
    expect(first.body.data.map((s: { subscription_id: string }) => s.subscription_id)).toEqual(ids.slice(0, 2));
    expect(first.body.meta).toEqual({ result_count: 2, total_subscriptions: 3, next_token: expect.stringMatching(/^[0-9A-V]{16,}$/) });
    const second = await p.call('GET', `/2/activity/subscriptions?max_results=2&pagination_token=${first.body.meta.next_token}`);
    expect(second.body).toEqual({ data: [expect.objectContaining({ subscription_id: ids[2] })], meta: { result_count: 1, total_subscriptions: 3 } });

    expect((await other.call('GET', '/2/activity/subscriptions')).body.meta.result_count).toBe(0);
    expect((await other.call('DELETE', `/2/activity/subscriptions/${ids[0]}`)).status).toBe(404);
    expect((await other.call('PUT', `/2/activity/subscriptions/${ids[0]}`, { tag: 'mine' })).status).toBe(404);

    const many = await p.call('DELETE', `/2/activity/subscriptions?ids=${ids[0]},${ids[1]},999`);
    expect(many.status).toBe(200);
    expect(many.body).toEqual({
      data: [
        { subscription_id: ids[0], deleted: true },
        { subscription_id: ids[1], deleted: true },
        { subscription_id: '999', deleted: false },
      ],
      errors: [{ subscription_id: '999', reason: 'not-found', message: expect.any(String) }],
      meta: { total_subscriptions: 1 },
    });
  });

  it('holds the per-app limit and refuses identical subscriptions under concurrent requests, a webhook change included', async () => {
    const limited = await startTestApp({ ACTIVITY_SUBSCRIPTIONS_PER_APP: '3' });
    const limitedBase = await limited.listen();
    try {
      const p = await newPlatformApp(limited, limitedBase, receivers, 'Limited');
      const users = await Promise.all([1, 2, 3, 4, 5, 6].map(() => newUser()));
      const attempts = await Promise.all(
        users.map((u) => p.call('POST', '/2/activity/subscriptions', { event_type: 'profile.update.bio', filter: { user_id: u.id } })),
      );
      expect(attempts.map((r) => r.status).sort()).toEqual([200, 200, 200, 403, 403, 403]);
      expect(attempts.find((r) => r.status === 403)!.body).toMatchObject({ title: 'Forbidden', detail: 'An app may hold at most 3 activity subscriptions' });
      expect((await p.call('GET', '/2/activity/subscriptions')).body.meta).toEqual({ result_count: 3, total_subscriptions: 3 });

      // the same subscription asked for four times at once is made once
      const q = await newPlatformApp(limited, limitedBase, receivers, 'Same');
      const body = { event_type: 'profile.update.geo', filter: { user_id: users[0].id } };
      const same = await Promise.all([0, 1, 2, 3].map(() => q.call('POST', '/2/activity/subscriptions', body)));
      expect(same.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
      const made = same.find((r) => r.status === 200)!.body.data.subscription.subscription_id;
      expect(same.find((r) => r.status === 409)!.body).toMatchObject({ type: `${PROBLEMS}/conflict`, resource_id: made });

      // a webhook change that would make it the twin of another is refused too; after its twin goes, it is not
      const webhookId = (await q.call('POST', '/2/webhooks', { url: q.receiver.url })).body.data.id;
      const withWebhook = (await q.call('POST', '/2/activity/subscriptions', { ...body, webhook_id: webhookId })).body.data.subscription.subscription_id;
      const twin = await q.call('PUT', `/2/activity/subscriptions/${made}`, { webhook_id: webhookId });
      expect(twin.status).toBe(409);
      expect(twin.body).toMatchObject({ resource_id: withWebhook });
      expect((await q.call('DELETE', `/2/activity/subscriptions/${withWebhook}`)).body).toEqual({ data: { deleted: true }, meta: { total_subscriptions: 1 } });
      const moved = await q.call('PUT', `/2/activity/subscriptions/${made}`, { webhook_id: webhookId });
      expect(moved.status).toBe(200);
      expect(moved.body.data).toEqual({ subscription: expect.objectContaining({ subscription_id: made, webhook_id: webhookId }), total_subscriptions: 1 });
      // the webhook that moved is free again
      expect((await q.call('POST', '/2/activity/subscriptions', body)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
