import { createHmac } from 'node:crypto';
import { openActivityStream } from '../../support/activity-stream-client';
import { admin, startTestApp, type TestApp, uniqueScreenName } from '../../support/app';
import { newPlatformApp } from '../../support/platform-app';
import type { WebhookReceiver } from '../../support/webhook-receiver';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const PROBLEMS = 'https://api.twitter.com/2/problems';

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
    // again: nothing changes
    expect((await asAlice('POST', path)).body).toEqual({ data: { subscribed: true } });
    expect((await asAlice('GET', path)).body).toEqual({ data: { subscribed: true } });
    expect((await (await p.asUser(bob.id))('GET', path)).body).toEqual({ data: { subscribed: false } });
    expect((await p.call('GET', `${path}/list`)).body).toEqual({
      data: { application_id: p.app.id, webhook_id: webhookId, webhook_url: p.receiver.url, subscriptions: [{ user_id: alice.id }] },
    });
    expect((await p.call('GET', '/2/account_activity/subscriptions/count')).body).toEqual({
      data: { account_name: p.app.id, subscriptions_count_all: '1', subscriptions_count_direct_messages: '1' },
    });

    const stream = await openActivityStream(base, p.token);
    try {
      const dm = (await admin(t).post('/admin/direct_messages', { sender_id: bob.id, recipient_id: alice.id, text: 'hello #alice' }).expect(201)).body.data;
      const [delivery] = await p.receiver.waitForDeliveries(1);
      const signature = createHmac('sha256', p.app.consumer_secret).update(delivery.body).digest('base64');
      expect(delivery.headers['x-twitter-webhooks-signature']).toBe(`sha256=${signature}`);
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
        tweet_create_events: [{ created_at: expect.stringMatching(/^\w{3} \w{3} \d\d \d\d:\d\d:\d\d \+0000 \d{4}$/), id_str: posted.body.data.id, text: 'my own post', user: { id_str: alice.id } }],
      });
      // Account Activity is for the webhook: the app's activity stream shows none of it
      await sleep(300);
      expect(stream.items).toEqual([]);
    } finally {
      stream.close();
    }

    // the app ends the subscription with its bearer token; nothing more is delivered
    expect((await p.call('DELETE', `/2/account_activity/webhooks/${webhookId}/subscriptions/${alice.id}/all`)).body).toEqual({ data: { subscribed: false } });
    expect((await asAlice('GET', path)).body).toEqual({ data: { subscribed: false } });
    await admin(t).post('/admin/direct_messages', { sender_id: bob.id, recipient_id: alice.id, text: 'after' }).expect(201);
    await sleep(800);
    expect(p.receiver.deliveries).toHaveLength(2);
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
});
