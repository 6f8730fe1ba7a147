import { createHmac } from 'node:crypto';
import { CLOCK } from '@platform/ddd';
import { ActivityMappingRegistry, EventStore, inTransaction, type RecordedEvent } from '@platform/event-store';
import { ActivityProcessor } from '../../../libs/modules/webhooks/src/features/activity-delivery/activity.processor';
import { openActivityStream } from '../../support/activity-stream-client';
import { admin, startTestApp, type TestApp, uniqueScreenName } from '../../support/app';
import { eventually } from '../../support/eventually';
import { OAUTH2_TEST_REDIRECT, oauth2UserToken } from '../../support/oauth2-user';
import { newPlatformApp } from '../../support/platform-app';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const PROBLEMS = 'https://api.twitter.com/2/problems';
/** A minute as the replay windows write it: yyyymmddhhmm, UTC. */
const minute = (d: Date) => d.toISOString().replace(/[-T:]/g, '').slice(0, 12);

/** The Account Activity API: user subscriptions to a webhook, and deliveries in its payloads. */
describe('Account Activity', () => {
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

  const newUser = async () => (await admin(t).post('/admin/users', { screen_name: uniqueScreenName('aa'), password: 'pw-123456' })).body.data as { id: string; screen_name: string };

  it("subscribes a user in their context and delivers their direct messages and posts to the webhook, signed, in the Account Activity payloads", async () => {
    const p = await newPlatformApp(t, base, receivers, 'Account activity');
    const webhookId = (await p.call('POST', '/2/webhooks', { url: p.receiver.url })).body.data.id;
    const alice = await newUser();
    const bob = await newUser();
    const asAlice = await p.asUser(alice.id);
    const path = `/2/account_activity/webhooks/${webhookId}/subscriptions/all`;

    expect(await asAlice('POST', path)).toEqual({ status: 200, body: { data: { subscribed: true } } });
    // again: refused as a duplicate, and nothing changes
    const again = await asAlice('POST', path);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      type: `${PROBLEMS}/invalid-request`,
      errors: [{ message: 'DuplicateSubscriptionFailed', parameters: { webhook_id: [webhookId] } }],
    });
    expect((await asAlice('GET', path)).body).toEqual({ data: { subscribed: true } });
    expect((await (await p.asUser(bob.id))('GET', path)).body).toEqual({ data: { subscribed: false } });
    expect((await p.call('GET', `${path}/list`)).body).toEqual({
      data: { application_id: p.app.id, webhook_id: webhookId, webhook_url: p.receiver.url, subscriptions: [{ user_id: alice.id }] },
    });
    expect((await p.call('GET', '/2/account_activity/subscriptions/count')).body).toEqual({
      data: { account_name: 'Account activity', provisioned_count: '5000', subscriptions_count_all: '1', subscriptions_count_direct_messages: '0' },
    });

    const stream = await openActivityStream(base, p.token);
    try {
      const dm = (await admin(t).post('/admin/direct_messages', { sender_id: bob.id, recipient_id: alice.id, text: 'hello #alice' }).expect(201)).body.data;
      const [delivery] = await p.receiver.waitForDeliveries(1);
      const signature = createHmac('sha256', p.app.consumer_secret).update(delivery.body).digest('base64');
      expect(delivery.headers['x-platform-webhooks-signature']).toBe(`sha256=${signature}`);
      expect(JSON.parse(delivery.body)).toEqual({
        for_user_id: alice.id,
        direct_message_events: [
          {
            type: 'message_create',
            id: dm.id,
            created_timestamp: String(Date.parse(dm.created_at)),
            message_create: {
              target: { recipient_id: alice.id },
              sender_id: bob.id,
              message_data: { text: 'hello #alice', entities: { hashtags: [{ text: 'alice', indices: [6, 12] }], symbols: [], user_mentions: [], urls: [] } },
            },
          },
        ],
        users: {
          [alice.id]: { id: alice.id, name: expect.any(String), screen_name: alice.screen_name },
          [bob.id]: { id: bob.id, name: expect.any(String), screen_name: bob.screen_name },
        },
      });

      const posted = await asAlice('POST', '/2/tweets', { text: 'my own post' });
      expect(posted.status).toBe(201);
      const [, postDelivery] = await p.receiver.waitForDeliveries(2);
      expect(JSON.parse(postDelivery.body)).toEqual({
        for_user_id: alice.id,
        post_create_events: [{ created_at: expect.stringMatching(/^\w{3} \w{3} \d\d \d\d:\d\d:\d\d \+0000 \d{4}$/), id_str: posted.body.data.id, text: 'my own post', user: { id_str: alice.id } }],
      });
      // deleting it is a post_delete_events entry: the post and its author, and when
      const before = Date.now();
      expect((await asAlice('DELETE', `/2/tweets/${posted.body.data.id}`)).status).toBe(200);
      const [, , deleteDelivery] = await p.receiver.waitForDeliveries(3);
      const deleted = JSON.parse(deleteDelivery.body);
      expect(deleted).toEqual({
        for_user_id: alice.id,
        post_delete_events: [{ status: { id: posted.body.data.id, user_id: alice.id }, timestamp_ms: expect.stringMatching(/^\d{13}$/) }],
      });
      expect(Number(deleted.post_delete_events[0].timestamp_ms)).toBeGreaterThanOrEqual(before - 1000);
      // Account Activity is for the webhook: the app's activity stream shows none of it
      await sleep(300);
      expect(stream.items).toEqual([]);
    } finally {
      stream.close();
    }

    // the app ends the subscription with its bearer token; nothing more is delivered
    expect((await p.call('DELETE', `/2/account_activity/webhooks/${webhookId}/subscriptions/${alice.id}/all`)).body).toEqual({ data: { subscribed: false } });
    expect((await asAlice('GET', path)).body).toEqual({ data: { subscribed: false } });
    // ending it again: there is no such subscription
    const gone = await p.call('DELETE', `/2/account_activity/webhooks/${webhookId}/subscriptions/${alice.id}/all`);
    expect(gone.status).toBe(400);
    expect(gone.body).toMatchObject({
      type: `${PROBLEMS}/invalid-request`,
      errors: [{ message: 'SubscriptionNotFound', parameters: { user_id: [alice.id] } }],
    });
    expect((await p.call('GET', '/2/account_activity/subscriptions/count')).body.data.subscriptions_count_all).toBe('0');
    await admin(t).post('/admin/direct_messages', { sender_id: bob.id, recipient_id: alice.id, text: 'after' }).expect(201);
    await sleep(800);
    expect(p.receiver.deliveries).toHaveLength(3);
  });

  it("delivers the follows, likes, mutes, blocks and mentions of the user's account in their Account Activity lists", async () => {
    const p = await newPlatformApp(t, base, receivers, 'Account activity lists');
    const webhookId = (await p.call('POST', '/2/webhooks', { url: p.receiver.url })).body.data.id;
    const [alice, bob] = [await newUser(), await newUser()];
    const asAlice = await p.asUser(alice.id);
    const asBob = await p.asUser(bob.id);
    expect((await asAlice('POST', `/2/account_activity/webhooks/${webhookId}/subscriptions/all`)).body).toEqual({ data: { subscribed: true } });
    const a = admin(t);
    const bodies = async (count: number) => (await p.receiver.waitForDeliveries(count)).map((d) => JSON.parse(d.body) as Record<string, any>);

    // bob follows alice: alice is told (she is the target); alice mutes and blocks bob: she is told
    await a.post(`/admin/users/${bob.id}/following`, { target_user_id: alice.id }).expect(200);
    await a.post(`/admin/users/${alice.id}/muting`, { target_user_id: bob.id }).expect(200);
    await a.post(`/admin/users/${alice.id}/blocking`, { target_user_id: bob.id }).expect(200);
    // bob likes alice's post and mentions her in his
    const post = (await asAlice('POST', '/2/tweets', { text: 'a post of mine' })).body.data;
    await a.post(`/admin/users/${bob.id}/likes`, { post_id: post.id }).expect(200);
    const mention = (await asBob('POST', '/2/tweets', { text: `hi @${alice.screen_name}` })).body.data;

    // deliveries to one webhook run side by side: find each by its list
    const all = await bodies(6);
    const withList = (list: string) => all.filter((body) => list in body);
    const [[followed], [muted], [blocked], [liked]] = ['follow_events', 'mute_events', 'block_events', 'favorite_events'].map(withList);
    const created = withList('post_create_events').find((b) => b.post_create_events[0].id_str === post.id);
    const mentioned = withList('post_create_events').find((b) => b.post_create_events[0].id_str === mention.id);
    const party = (u: { id: string; screen_name: string }) => ({ id: u.id, name: expect.any(String), screen_name: u.screen_name });
    expect(followed).toEqual({
      for_user_id: alice.id,
      follow_events: [{ type: 'follow', created_timestamp: expect.stringMatching(/^\d{13}$/), source: party(bob), target: party(alice) }],
    });
    expect(muted).toEqual({ for_user_id: alice.id, mute_events: [{ type: 'mute', created_timestamp: expect.any(String), source: party(alice), target: party(bob) }] });
    expect(blocked).toEqual({ for_user_id: alice.id, block_events: [{ type: 'block', created_timestamp: expect.any(String), source: party(alice), target: party(bob) }] });
    expect(created).toEqual({ for_user_id: alice.id, post_create_events: [expect.objectContaining({ id_str: post.id, user: { id_str: alice.id } })] });
    expect(liked).toEqual({
      for_user_id: alice.id,
      favorite_events: [
        {
          id: expect.any(String),
          created_at: expect.any(String),
          timestamp_ms: expect.any(Number),
          favorited_status: { created_at: expect.any(String), id_str: post.id, text: 'a post of mine', user: { id_str: alice.id, name: expect.any(String), screen_name: alice.screen_name } },
          user: { id_str: bob.id, name: expect.any(String), screen_name: bob.screen_name },
        },
      ],
    });
    expect(mentioned).toEqual({
      for_user_id: alice.id,
      post_create_events: [{ created_at: expect.any(String), id_str: mention.id, text: `hi @${alice.screen_name}`, user: { id_str: bob.id } }],
    });
  });

  it('answers the deprecated Account Activity replay endpoint with a replay job of the webhook, the window in the query string', async () => {
    const p = await newPlatformApp(t, base, receivers, 'Account activity replay');
    const webhookId = (await p.call('POST', '/2/webhooks', { url: p.receiver.url })).body.data.id;
    const [alice, bob] = [await newUser(), await newUser()];
    await (await p.asUser(alice.id))('POST', `/2/account_activity/webhooks/${webhookId}/subscriptions/all`);
    const from = minute(new Date(Date.now() - 60_000));
    await admin(t).post('/admin/direct_messages', { sender_id: bob.id, recipient_id: alice.id, text: 'replay me' }).expect(201);
    const [first] = await p.receiver.waitForDeliveries(1);

    const sent = minute(new Date(Number(JSON.parse(first.body).direct_message_events[0].created_timestamp)));

    // this endpoint's to_date is the first minute not replayed: up to the message's minute, nothing of it
    const path = `/2/account_activity/replay/webhooks/${webhookId}/subscriptions/all`;
    const replay = await p.call('POST', `${path}?from_date=${from}&to_date=${sent}`);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual({ replay_event: { job_id: expect.stringMatching(/^[0-9]+$/), created_at: expect.any(String) } });
    const [, status] = await p.receiver.waitForDeliveries(2);
    expect(JSON.parse(status.body)).toEqual({
      replay_job_status: { webhook_id: webhookId, job_state: 'Complete', job_state_description: expect.any(String), job_id: replay.body.replay_event.job_id },
    });
    // POST /2/webhooks/replay takes to_date as the last minute replayed: the same window resends the message
    const inclusive = await p.call('POST', '/2/webhooks/replay', { webhook_id: webhookId, from_date: from, to_date: sent });
    expect(inclusive.status).toBe(200);
    const [, , again] = await p.receiver.waitForDeliveries(3);
    expect(again.body).toBe(first.body);

    const missing = await p.call('POST', `${path}?to_date=${minute(new Date())}`);
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].parameters).toHaveProperty('from_date');
    const future = minute(new Date(Date.now() + 3_600_000));
    const late = await p.call('POST', `${path}?from_date=${from}&to_date=${future}`);
    expect(late.status).toBe(400);
    expect(late.body.errors).toEqual([{ message: 'QueryParamInvalid', parameters: { to_date: [future] } }]);
    const foreign = await p.call('POST', `/2/account_activity/replay/webhooks/12345/subscriptions/all?from_date=${from}&to_date=${minute(new Date())}`);
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors).toEqual([{ message: 'WebhookIdInvalid', parameters: { webhook_id: ['12345'] } }]);
  });

  it("tells the app's webhooks when the user revokes it, and ends the user's subscriptions there; another grant left is no revocation", async () => {
    const p = await newPlatformApp(t, base, receivers, 'Revoked');
    const other = await newPlatformApp(t, base, receivers, 'Kept');
    const webhookId = (await p.call('POST', '/2/webhooks', { url: p.receiver.url })).body.data.id;
    const otherWebhook = (await other.call('POST', '/2/webhooks', { url: other.receiver.url })).body.data.id;
    const [alice, bob] = [await newUser(), await newUser()];
    const asAlice = await p.asUser(alice.id);
    await asAlice('POST', `/2/account_activity/webhooks/${webhookId}/subscriptions/all`);
    await (await other.asUser(alice.id))('POST', `/2/account_activity/webhooks/${otherWebhook}/subscriptions/all`);

    // bob holds two tokens of the app: ending one leaves him authorizing it, and subscribed
    const asBob = await p.asUser(bob.id);
    await asBob('POST', `/2/account_activity/webhooks/${webhookId}/subscriptions/all`);
    await p.asUser(bob.id);
    expect((await asBob('POST', '/1.1/oauth/invalidate_token')).status).toBe(200);

    expect((await asAlice('POST', '/1.1/oauth/invalidate_token')).status).toBe(200);
    const [revoke] = await p.receiver.waitForDeliveries(1);
    expect(revoke.headers['x-platform-webhooks-signature']).toBe(`sha256=${createHmac('sha256', p.app.consumer_secret).update(revoke.body).digest('base64')}`);
    expect(JSON.parse(revoke.body)).toEqual({
      user_event: { revoke: { date_time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/), target: { app_id: p.app.id }, source: { user_id: alice.id } } },
    });
    await sleep(500);
    expect(p.receiver.deliveries).toHaveLength(1);
    expect(other.receiver.deliveries).toHaveLength(0);
    // alice's subscription to the app's webhook ended by itself; bob's and the other app's stay
    expect((await p.call('GET', `/2/account_activity/webhooks/${webhookId}/subscriptions/all/list`)).body.data.subscriptions).toEqual([{ user_id: bob.id }]);
    expect((await other.call('GET', `/2/account_activity/webhooks/${otherWebhook}/subscriptions/all/list`)).body.data.subscriptions).toEqual([{ user_id: alice.id }]);
    const rows: Array<{ event_type: string; data: { reason?: string } }> = await t.dataSource.query(
      'SELECT event_type, data FROM event_store.events WHERE stream_id = $1 ORDER BY stream_position',
      [`webhooks.AccountActivitySubscription-${webhookId}-${alice.id}`],
    );
    expect(rows.map((r) => [r.event_type, r.data.reason])).toEqual([
      ['webhooks.AccountActivitySubscribed', undefined],
      ['webhooks.AccountActivityUnsubscribed', 'revoked'],
    ]);

    // both of carol's grants ended at once end her subscription once, and activity goes on
    const carol = await newUser();
    const asCarol = [await p.asUser(carol.id), await p.asUser(carol.id)];
    await asCarol[0]('POST', `/2/account_activity/webhooks/${webhookId}/subscriptions/all`);
    await Promise.all(asCarol.map((call) => call('POST', '/1.1/oauth/invalidate_token')));
    const revocations = (await p.receiver.waitForDeliveries(2)).slice(1).map((d) => JSON.parse(d.body));
    expect(revocations[0].user_event.revoke.source).toEqual({ user_id: carol.id });
    await admin(t).post('/admin/direct_messages', { sender_id: alice.id, recipient_id: bob.id, text: 'still flowing' }).expect(201);
    const bodies = () => Promise.resolve(p.receiver.deliveries.map((d) => JSON.parse(d.body)));
    await eventually(bodies, (all) => all.some((b) => b.for_user_id === bob.id && b.direct_message_events));
    expect((await p.call('GET', `/2/account_activity/webhooks/${webhookId}/subscriptions/all/list`)).body.data.subscriptions).toEqual([{ user_id: bob.id }]);
  });

  it('ends a subscription once when one batch holds two revocations of it', async () => {
    const p = await newPlatformApp(t, base, receivers, 'Revoked twice');
    const webhookId = (await p.call('POST', '/2/webhooks', { url: p.receiver.url })).body.data.id;
    const dana = await newUser();
    await (await p.asUser(dana.id))('POST', `/2/account_activity/webhooks/${webhookId}/subscriptions/all`);

    // the processor as the module builds it, handed one batch whose event stands for two revocations of the app,
    // as two grants ended in one transaction would be (the running processor cannot be made to batch them together)
    const registry = new ActivityMappingRegistry();
    const revoke = (n: number) => ({ eventType: 'user.revoke', userId: dana.id, revokedAppId: p.app.id, payload: { user_event: { revoke: { n } } } });
    registry.register({ eventTypes: ['test.Revocations'], toActivity: () => [revoke(1), revoke(2)] });
    const processor = new ActivityProcessor(t.app.get(EventStore), registry, async () => new Set(), t.app.get(CLOCK));
    const now = new Date();
    const event = {
      type: 'test.Revocations',
      data: {},
      globalPosition: `${now.getTime()}${process.pid}`,
      recordedAt: now,
      occurredAt: now,
    } as unknown as RecordedEvent;
    await inTransaction(t.dataSource, (sql) => processor.handle([event], sql));

    const rows: Array<{ event_type: string; data: { reason?: string } }> = await t.dataSource.query(
      'SELECT event_type, data FROM event_store.events WHERE stream_id = $1 ORDER BY stream_position',
      [`webhooks.AccountActivitySubscription-${webhookId}-${dana.id}`],
    );
    expect(rows.map((r) => [r.event_type, r.data.reason])).toEqual([
      ['webhooks.AccountActivitySubscribed', undefined],
      ['webhooks.AccountActivityUnsubscribed', 'revoked'],
    ]);
    // both revocations still reach the webhook
    expect((await p.receiver.waitForDeliveries(2)).map((d) => JSON.parse(d.body).user_event.revoke.n).sort()).toEqual([1, 2]);
  });

  it('refuses app-only tokens where user context is needed, unknown or foreign webhooks, and webhooks that failed their CRC check', async () => {
    const p = await newPlatformApp(t, base, receivers, 'Refusals');
    const other = await newPlatformApp(t, base, receivers, 'Other');
    const webhookId = (await p.call('POST', '/2/webhooks', { url: p.receiver.url })).body.data.id;
    const foreignWebhook = (await other.call('POST', '/2/webhooks', { url: other.receiver.url })).body.data.id;
    const user = await newUser();
    const asUser = await p.asUser(user.id);

    const appOnly = await p.call('POST', `/2/account_activity/webhooks/${webhookId}/subscriptions/all`);
    expect(appOnly.status).toBe(403);
    expect(appOnly.body.type).toBe(`${PROBLEMS}/unsupported-authentication`);
    for (const id of ['12345', foreignWebhook]) {
      const res = await asUser('POST', `/2/account_activity/webhooks/${id}/subscriptions/all`);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ message: 'WebhookIdInvalid', parameters: { webhook_id: [id] } }]);
      expect((await p.call('GET', `/2/account_activity/webhooks/${id}/subscriptions/all/list`)).body.errors[0].message).toBe('WebhookIdInvalid');
    }
    expect((await asUser('POST', '/2/account_activity/webhooks/abc/subscriptions/all')).body.errors[0].parameters).toEqual({ webhook_id: ['abc'] });

    p.receiver.mode = 'wrong';
    expect((await p.call('PUT', `/2/webhooks/${webhookId}`)).body).toEqual({ data: { valid: false } });
    const invalid = await asUser('POST', `/2/account_activity/webhooks/${webhookId}/subscriptions/all`);
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual([{ message: 'CrcValidationFailed', parameters: { webhook_id: [webhookId] } }]);
  });

  it('takes an OAuth 2.0 user token with the scopes the OpenAPI document names for subscribing and checking, dm.write among them', async () => {
    const app = (await admin(t).post('/admin/apps', { name: 'AA OAuth 2.0', callback_urls: [OAUTH2_TEST_REDIRECT] })).body.data;
    const basic = `Basic ${Buffer.from(`${app.consumer_key}:${app.consumer_secret}`).toString('base64')}`;
    const bearer = (await (await fetch(`${base}/oauth2/token`, { method: 'POST', headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' }, body: 'grant_type=client_credentials' })).json()).access_token;
    const receiver = await startWebhookReceiver(app.consumer_secret);
    receivers.push(receiver);
    const webhookId = (await t.api().post('/2/webhooks').set('authorization', `Bearer ${bearer}`).send({ url: receiver.url })).body.data.id;
    const password = 'pw-123456';
    const user = { ...(await admin(t).post('/admin/users', { screen_name: uniqueScreenName('aao'), password })).body.data, password };
    const userToken = (scope: string) => oauth2UserToken(base, app, user, scope);
    const path = `/2/account_activity/webhooks/${webhookId}/subscriptions/all`;
    const withToken = (token: string, method: 'post' | 'get') => t.api()[method](path).set('authorization', `Bearer ${token}`);

    const withoutWrite = await userToken('tweet.read users.read dm.read');
    for (const method of ['post', 'get'] as const) {
      const res = await withToken(withoutWrite, method);
      expect(res.status).toBe(403);
      expect(res.body.detail).toContain('dm.write');
    }
    const full = await userToken('tweet.read users.read dm.read dm.write');
    expect((await withToken(full, 'post')).body).toEqual({ data: { subscribed: true } });
    expect((await withToken(full, 'get')).body).toEqual({ data: { subscribed: true } });
  });
});
