import { createHmac } from 'node:crypto';
import { admin, startTestApp, type TestApp, uniqueScreenName } from '../../support/app';
import { openActivityStream, type ActivityStreamClient } from '../../support/activity-stream-client';
import { signedFetch } from '../../support/oauth1-client';
import { newPlatformApp, type PlatformApp } from '../../support/platform-app';
import type { WebhookReceiver } from '../../support/webhook-receiver';

const PROBLEMS = 'https://api.twitter.com/2/problems';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const yyyymmddhhmm = (d: Date) => d.toISOString().replace(/[-T:]/g, '').slice(0, 12);

describe('activity events: webhook deliveries, the stream, replay', () => {
  let t: TestApp;
  let base: string;
  const receivers: WebhookReceiver[] = [];
  const streams: ActivityStreamClient[] = [];

  beforeAll(async () => {
    t = await startTestApp({ ACTIVITY_STREAM_KEEPALIVE_SECONDS: '1' });
    base = await t.listen();
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await Promise.all(receivers.map((r) => r.close()));
    await t.close();
  });

  const newUser = async () =>
    (await admin(t).post('/admin/users', { screen_name: uniqueScreenName('act'), password: 'pw-123456', description: 'first' })).body
      .data as { id: string; screen_name: string };
  const setBio = (userId: string, description: string) => admin(t).patch(`/admin/users/${userId}`, { description }).expect(200);
  const stream = async (p: PlatformApp, query = '') => {
    const client = await openActivityStream(base, p.token, query);
    streams.push(client);
    return client;
  };
  /** Subscribes with the app's bearer token, or in a user's context (private events). */
  async function subscribe(p: PlatformApp, body: object, call: (method: string, path: string, body?: unknown) => Promise<{ status: number; body: any }> = p.call) {
    const res = await call('POST', '/2/activity/subscriptions', body);
    expect(res.status).toBe(200);
    return res.body.data.subscription as { subscription_id: string };
  }
  async function webhookOf(p: PlatformApp) {
    return (await p.call('POST', '/2/webhooks', { url: p.receiver.url })).body.data.id as string;
  }

  it('delivers a profile change to the webhook, signed with the consumer secret, and to the open stream', async () => {
    const p = await newPlatformApp(t, base, receivers);
    const user = await newUser();
    const webhookId = await webhookOf(p);
    await subscribe(p, { event_type: 'profile.update.bio', filter: { user_id: user.id }, tag: 'bios', webhook_id: webhookId });
    const client = await stream(p);
    expect(client.status).toBe(200);
    expect(client.headers['content-type']).toMatch(/^application\/json/);

    await setBio(user.id, 'second');

    const [delivery] = await p.receiver.waitForDeliveries(1);
    const expected = createHmac('sha256', p.app.consumer_secret).update(delivery.body).digest('base64');
    expect(delivery.headers['x-platform-webhooks-signature']).toBe(`sha256=${expected}`);
    // the header under the neutral word only (the spec's naming rule)
    expect(delivery.headers['x-twitter-webhooks-signature']).toBeUndefined();
    expect(delivery.headers['content-type']).toBe('application/json');
    const item = JSON.parse(delivery.body);
    expect(item).toEqual({
      data: {
        event_type: 'profile.update.bio',
        event_uuid: expect.stringMatching(/^[0-9]{1,19}$/),
        filter: { user_id: user.id },
        tag: 'bios',
        payload: { before: 'first', after: 'second' },
      },
    });
    const [streamed] = await client.waitForItems(1);
    expect(streamed).toEqual(item);
    expect(client.bareNewline).toBe(false);
    // an idle stream sends bare \r\n keep-alives
    await sleep(1300);
    expect(client.lines.filter((l) => l === '').length).toBeGreaterThan(0);
    expect(client.bareNewline).toBe(false);
  });

  it('filters direct messages by user and direction, with the DM event as payload', async () => {
    const p = await newPlatformApp(t, base, receivers);
    const alice = await newUser();
    const bob = await newUser();
    const asAlice = await p.asUser(alice.id);
    await subscribe(p, { event_type: 'dm.received', filter: { user_id: alice.id } }, asAlice);
    await subscribe(p, { event_type: 'dm.indicate_typing', filter: { user_id: alice.id, direction: 'received' } }, asAlice);
    const client = await stream(p);

    await admin(t).post('/admin/direct_messages/typing', { sender_id: alice.id, recipient_id: bob.id }).expect(200);
    await admin(t).post('/admin/direct_messages', { sender_id: alice.id, recipient_id: bob.id, text: 'to bob' }).expect(201);
    await admin(t).post('/admin/direct_messages/typing', { sender_id: bob.id, recipient_id: alice.id }).expect(200);
    const sent = (await admin(t).post('/admin/direct_messages', { sender_id: bob.id, recipient_id: alice.id, text: 'hi alice' }).expect(201))
      .body.data;

    await client.waitForItems(2);
    await sleep(300);
    expect(client.items.map((i) => i.data.event_type)).toEqual(['dm.indicate_typing', 'dm.received']);
    expect(client.items[0].data.filter).toEqual({ user_id: alice.id, direction: 'received' });
    expect(client.items[1].data.payload).toEqual({
      direct_message_events: [
        {
          type: 'message_create',
          id: sent.id,
          created_timestamp: String(Date.parse(sent.created_at)),
          message_create: {
            target: { recipient_id: alice.id },
            sender_id: bob.id,
            message_data: { text: 'hi alice', entities: { hashtags: [], symbols: [], user_mentions: [], urls: [] } },
          },
        },
      ],
      users: {
        [alice.id]: { data: { id: alice.id, name: expect.any(String), username: expect.any(String) } },
        [bob.id]: { data: { id: bob.id, name: expect.any(String), username: expect.any(String) } },
      },
    });
    // only bob's typing reached alice: her own typing to bob is an event for bob alone
    expect(client.items[0].data.payload).toMatchObject({ direct_message_indicate_typing_events: [{ sender_id: bob.id, target: { recipient_id: alice.id } }] });
  });

  it('stops private events reaching an app once the user revokes it', async () => {
    const p = await newPlatformApp(t, base, receivers);
    const alice = await newUser();
    const bob = await newUser();
    const token = (await admin(t).post(`/admin/users/${alice.id}/access_tokens`, { app_id: p.app.id }).expect(201)).body.data;
    const consumer = { key: p.app.consumer_key, secret: p.app.consumer_secret };
    const userToken = { key: token.oauth_token, secret: token.oauth_token_secret };
    const subscribed = await signedFetch('POST', `${base}/2/activity/subscriptions`, {
      consumer,
      token: userToken,
      json: { event_type: 'dm.received', filter: { user_id: alice.id } },
    });
    expect(subscribed.status).toBe(200);
    const client = await stream(p);
    await admin(t).post('/admin/direct_messages', { sender_id: bob.id, recipient_id: alice.id, text: 'before' }).expect(201);
    await client.waitForItems(1);

    const revoked = await signedFetch('POST', `${base}/1.1/oauth/invalidate_token`, { consumer, token: userToken });
    expect(revoked.status).toBe(200);
    await admin(t).post('/admin/direct_messages', { sender_id: bob.id, recipient_id: alice.id, text: 'after' }).expect(201);
    await sleep(800);
    const textOf = (payload: unknown) => (payload as { direct_message_events: Array<{ message_create: { message_data: { text: string } } }> }).direct_message_events[0].message_create.message_data.text;
    expect(client.items.map((i) => textOf(i.data.payload))).toEqual(['before']);
  });

  it('retries a delivery the receiver refused, once it is back, and keeps the state in the database', async () => {
    const p = await newPlatformApp(t, base, receivers);
    const user = await newUser();
    const webhookId = await webhookOf(p);
    await subscribe(p, { event_type: 'profile.update.bio', filter: { user_id: user.id }, webhook_id: webhookId });
    p.receiver.deliveryMode = 'fail';
    await setBio(user.id, 'while down');
    for (let i = 0; p.receiver.refused < 2 && i < 200; i++) await sleep(50);
    expect(p.receiver.refused).toBeGreaterThanOrEqual(2);
    const [pending] = await t.dataSource.query(
      `SELECT status, attempts, last_error FROM webhooks.deliveries WHERE webhook_id = $1`,
      [webhookId],
    );
    expect(pending).toMatchObject({ status: 'pending', last_error: 'answered HTTP 503' });
    p.receiver.deliveryMode = 'accept';
    const [delivery] = await p.receiver.waitForDeliveries(1);
    expect(JSON.parse(delivery.body).data.payload).toEqual({ before: 'first', after: 'while down' });
    // the worker records the outcome once the receiver's answer is back: after the receiver has the delivery
    let done: { status: string; attempts: number } | undefined;
    for (let i = 0; done?.status !== 'delivered' && i < 100; i++) {
      if (i > 0) await sleep(50);
      [done] = await t.dataSource.query(`SELECT status, attempts FROM webhooks.deliveries WHERE webhook_id = $1`, [webhookId]);
    }
    expect(done!.status).toBe('delivered');
    expect(done!.attempts).toBeGreaterThanOrEqual(3);
  });

  it('does not let a slow receiver with a backlog hold back another webhook', async () => {
    const slow = await newPlatformApp(t, base, receivers);
    const fast = await newPlatformApp(t, base, receivers);
    const busy = await newUser();
    const quiet = await newUser();
    const slowWebhook = await webhookOf(slow);
    await subscribe(slow, { event_type: 'profile.update.bio', filter: { user_id: busy.id }, webhook_id: slowWebhook });
    await subscribe(fast, { event_type: 'profile.update.bio', filter: { user_id: quiet.id }, webhook_id: await webhookOf(fast) });
    const from = yyyymmddhhmm(new Date(Date.now() - 60_000));
    // more than every slot of a replica (64), then replayed at once: a backlog queued in one go
    for (let i = 1; i <= 70; i++) await setBio(busy.id, `busy ${i}`);
    await slow.receiver.waitForDeliveries(70);
    slow.receiver.deliveryDelayMs = 3000;
    await slow.call('POST', '/2/webhooks/replay', { webhook_id: slowWebhook, from_date: from, to_date: yyyymmddhhmm(new Date()) }).expect(200);
    await sleep(500);
    const started = Date.now();
    await setBio(quiet.id, 'not held back');
    await fast.receiver.waitForDeliveries(1, 2500);
    expect(Date.now() - started).toBeLessThan(2500);
  }, 30_000);

  it('sends nothing to an invalid webhook; a replay delivers the window again once it is valid', async () => {
    const p = await newPlatformApp(t, base, receivers);
    const user = await newUser();
    const webhookId = await webhookOf(p);
    await subscribe(p, { event_type: 'profile.update.bio', filter: { user_id: user.id }, webhook_id: webhookId });
    const from = yyyymmddhhmm(new Date(Date.now() - 60_000));

    await setBio(user.id, 'delivered');
    const [first] = await p.receiver.waitForDeliveries(1);

    p.receiver.mode = 'wrong';
    expect((await p.call('PUT', `/2/webhooks/${webhookId}`)).body).toEqual({ data: { valid: false } });
    const client = await stream(p);
    await setBio(user.id, 'missed');
    await client.waitForItems(1); // the stream still gets it
    await sleep(800);
    expect(p.receiver.deliveries).toHaveLength(1);

    p.receiver.mode = 'correct';
    expect((await p.call('PUT', `/2/webhooks/${webhookId}`)).body).toEqual({ data: { valid: true } });
    const replay = await p.call('POST', '/2/webhooks/replay', { webhook_id: webhookId, from_date: from, to_date: yyyymmddhhmm(new Date()) });
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual({ data: { job_id: expect.stringMatching(/^[0-9]+$/), created_at: expect.any(String) } });
    // the window's two events again, then the job's end
    const all = await p.receiver.waitForDeliveries(4);
    const bodies = all.map((d) => JSON.parse(d.body));
    const replayed = bodies.slice(1, 3).map((b) => b.data);
    expect(replayed.map((d) => d.payload.after).sort()).toEqual(['delivered', 'missed']);
    // the same event keeps its event_uuid, so receivers can drop duplicates
    expect(replayed.find((d) => d.payload.after === 'delivered').event_uuid).toBe(JSON.parse(first.body).data.event_uuid);
    expect(bodies[3]).toEqual({
      replay_job_status: { webhook_id: webhookId, job_state: 'Complete', job_state_description: expect.any(String), job_id: replay.body.data.job_id },
    });
    expect(all[3].headers['x-platform-webhooks-signature']).toBe(`sha256=${createHmac('sha256', p.app.consumer_secret).update(all[3].body).digest('base64')}`);
    // a later replay of the same window resends the events, not the status of the job before
    let again = await p.call('POST', '/2/webhooks/replay', { webhook_id: webhookId, from_date: from, to_date: yyyymmddhhmm(new Date()) });
    for (let tries = 0; again.status === 400 && tries < 50; tries++) {
      await sleep(100);
      again = await p.call('POST', '/2/webhooks/replay', { webhook_id: webhookId, from_date: from, to_date: yyyymmddhhmm(new Date()) });
    }
    expect(again.status).toBe(200);
    const second = (await p.receiver.waitForDeliveries(7)).slice(4).map((d) => JSON.parse(d.body));
    expect(second.filter((b) => b.data).map((b) => b.data.payload.after).sort()).toEqual(['delivered', 'missed']);
    expect(second.filter((b) => b.replay_job_status).map((b) => b.replay_job_status.job_id)).toEqual([again.body.data.job_id]);
  });

  it("tells the webhook a replay job ended Incomplete when deliveries were given up", async () => {
    const p = await newPlatformApp(t, base, receivers);
    const user = await newUser();
    const webhookId = await webhookOf(p);
    await subscribe(p, { event_type: 'profile.update.bio', filter: { user_id: user.id }, webhook_id: webhookId });
    await setBio(user.id, 'given up on replay');
    await p.receiver.waitForDeliveries(1);
    p.receiver.deliveryMode = 'fail';
    const window = { webhook_id: webhookId, from_date: yyyymmddhhmm(new Date(Date.now() - 60_000)), to_date: yyyymmddhhmm(new Date()) };
    const replay = await p.call('POST', '/2/webhooks/replay', window);
    expect(replay.status).toBe(200);
    // every attempt at the replayed delivery refused (WEBHOOK_DELIVERY_ATTEMPTS), then the receiver is back
    for (let i = 0; p.receiver.refused < t.settings.WEBHOOK_DELIVERY_ATTEMPTS && i < 200; i++) await sleep(50);
    expect(p.receiver.refused).toBeGreaterThanOrEqual(t.settings.WEBHOOK_DELIVERY_ATTEMPTS);
    p.receiver.deliveryMode = 'accept';
    const [, status] = await p.receiver.waitForDeliveries(2);
    expect(JSON.parse(status.body)).toEqual({
      replay_job_status: { webhook_id: webhookId, job_state: 'Incomplete', job_state_description: expect.any(String), job_id: replay.body.data.job_id },
    });
  }, 20_000);

  it('runs one replay job per webhook at a time, even for two requests at the same moment; the second is ReplayConflictError', async () => {
    const p = await newPlatformApp(t, base, receivers);
    const user = await newUser();
    const webhookId = await webhookOf(p);
    await subscribe(p, { event_type: 'profile.update.bio', filter: { user_id: user.id }, webhook_id: webhookId });
    await setBio(user.id, 'to replay');
    await p.receiver.waitForDeliveries(1);
    // a receiver that refuses keeps the replayed delivery retrying: the job stays in progress
    p.receiver.deliveryMode = 'fail';
    const now = yyyymmddhhmm(new Date());
    const body = { webhook_id: webhookId, from_date: yyyymmddhhmm(new Date(Date.now() - 60_000)), to_date: now };
    const both = await Promise.all([0, 1].map(() => p.call('POST', '/2/webhooks/replay', body)));
    expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(both.find((r) => r.status === 400)!.body).toMatchObject({
      type: `${PROBLEMS}/invalid-request`,
      errors: [{ message: 'ReplayConflictError', parameters: { webhook_id: [webhookId] } }],
    });
    await sleep(500);
    expect((await p.call('POST', '/2/webhooks/replay', body)).body.errors).toEqual([{ message: 'ReplayConflictError', parameters: { webhook_id: [webhookId] } }]);
  });

  it('refuses a replay to a webhook that failed its last CRC check as CrcValidationFailed', async () => {
    const p = await newPlatformApp(t, base, receivers);
    const webhookId = await webhookOf(p);
    p.receiver.mode = 'wrong';
    expect((await p.call('PUT', `/2/webhooks/${webhookId}`)).body).toEqual({ data: { valid: false } });
    const window = { webhook_id: webhookId, from_date: yyyymmddhhmm(new Date(Date.now() - 60_000)), to_date: yyyymmddhhmm(new Date()) };
    const refused = await p.call('POST', '/2/webhooks/replay', window);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ type: `${PROBLEMS}/invalid-request`, errors: [{ message: 'CrcValidationFailed', parameters: { webhook_id: [webhookId] } }] });
    p.receiver.mode = 'correct';
    expect((await p.call('PUT', `/2/webhooks/${webhookId}`)).body).toEqual({ data: { valid: true } });
    expect((await p.call('POST', '/2/webhooks/replay', window)).status).toBe(200);
  });

  it('takes the next replay job once the last one has delivered everything, or had nothing to deliver', async () => {
    const p = await newPlatformApp(t, base, receivers);
    const user = await newUser();
    const webhookId = await webhookOf(p);
    await subscribe(p, { event_type: 'profile.update.bio', filter: { user_id: user.id }, webhook_id: webhookId });
    await setBio(user.id, 'replayed once');
    await p.receiver.waitForDeliveries(1);
    const window = { webhook_id: webhookId, from_date: yyyymmddhhmm(new Date(Date.now() - 60_000)), to_date: yyyymmddhhmm(new Date()) };
    expect((await p.call('POST', '/2/webhooks/replay', window)).status).toBe(200);
    await p.receiver.waitForDeliveries(2);
    // the job ends with its last delivery: another one is taken
    let again = await p.call('POST', '/2/webhooks/replay', window);
    for (let tries = 0; again.status === 400 && tries < 50; tries++) {
      await sleep(100);
      again = await p.call('POST', '/2/webhooks/replay', window);
    }
    expect(again.status).toBe(200);
    // live, replayed; then the first job's status and the second job's event, which the worker delivers side by side
    // (either may arrive first); the second job's status last, as its job ends with its event's delivery
    const bodies = (await p.receiver.waitForDeliveries(5)).map((d) => JSON.parse(d.body));
    const kind = (b: { data?: unknown; replay_job_status?: { job_state: string } }) => (b.data ? 'event' : b.replay_job_status!.job_state);
    expect(bodies.slice(0, 2).map(kind)).toEqual(['event', 'event']);
    expect(bodies.slice(2, 4).map(kind).sort()).toEqual(['Complete', 'event']);
    expect(kind(bodies[4])).toBe('Complete');
    const jobs = bodies.filter((b) => !b.data).map((b) => b.replay_job_status.job_id);
    expect(new Set(jobs).size).toBe(2);
    expect(jobs[1]).toBe(again.body.data.job_id);

    // a window with no activity finishes its job at once
    const other = await newPlatformApp(t, base, receivers);
    const quiet = await webhookOf(other);
    const empty = { webhook_id: quiet, from_date: yyyymmddhhmm(new Date(Date.now() - 120_000)), to_date: yyyymmddhhmm(new Date(Date.now() - 60_000)) };
    expect((await other.call('POST', '/2/webhooks/replay', empty)).status).toBe(200);
    let next = await other.call('POST', '/2/webhooks/replay', empty);
    for (let tries = 0; next.status === 400 && tries < 50; tries++) {
      await sleep(100);
      next = await other.call('POST', '/2/webhooks/replay', empty);
    }
    expect(next.status).toBe(200);
  });

  it('refuses bad replay requests naming the field, and unknown webhooks', async () => {
    const p = await newPlatformApp(t, base, receivers);
    const webhookId = await webhookOf(p);
    const now = yyyymmddhhmm(new Date());
    const replay = (body: object) => p.call('POST', '/2/webhooks/replay', body);
    const missing = await replay({ from_date: now, to_date: now });
    expect(missing.status).toBe(400);
    expect(missing.body.type).toBe(`${PROBLEMS}/invalid-request`);
    expect(Object.keys(missing.body.errors[0].parameters)).toEqual(['webhook_id']);
    // the window's refusals are QueryParamInvalid, naming the parameter and its value
    const later = yyyymmddhhmm(new Date(Date.now() + 3_600_000));
    const tooEarly = yyyymmddhhmm(new Date(Date.now() - 25 * 3_600_000));
    const cases: Array<[object, string, string]> = [
      [{ webhook_id: webhookId, from_date: '2026-11-21', to_date: now }, 'from_date', '2026-11-21'],
      [{ webhook_id: webhookId, from_date: '202613010000', to_date: now }, 'from_date', '202613010000'],
      [{ webhook_id: webhookId, from_date: now, to_date: 202611210900 }, 'to_date', '202611210900'],
      [{ webhook_id: webhookId, from_date: tooEarly, to_date: now }, 'from_date', tooEarly],
      [{ webhook_id: webhookId, from_date: later, to_date: later }, 'from_date', later],
      [{ webhook_id: webhookId, from_date: now, to_date: later }, 'to_date', later],
      [{ webhook_id: webhookId, from_date: now, to_date: yyyymmddhhmm(new Date(Date.now() - 3_600_000)) }, 'from_date', now],
    ];
    for (const [body, parameter, value] of cases) {
      const res = await replay(body);
      expect(res.status).toBe(400);
      expect(res.body.type).toBe(`${PROBLEMS}/invalid-request`);
      expect(res.body.errors).toEqual([{ message: 'QueryParamInvalid', parameters: { [parameter]: [value] } }]);
    }
    const unknown = await replay({ webhook_id: '12345', from_date: now, to_date: now });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ type: `${PROBLEMS}/invalid-request`, errors: [{ message: 'WebhookIdInvalid', parameters: { webhook_id: ['12345'] } }] });
  });

  it('backfills the stream, ends it at end_time, and validates its parameters', async () => {
    const p = await newPlatformApp(t, base, receivers);
    const user = await newUser();
    await subscribe(p, { event_type: 'profile.update.bio', filter: { user_id: user.id } });
    const before = new Date(Date.now() - 1000).toISOString();
    // attached before the change: a live stream carries what is delivered after it attaches
    const live = await stream(p);
    await setBio(user.id, 'earlier');
    await live.waitForItems(1);

    const backfilled = await stream(p, '?backfill_minutes=2');
    await backfilled.waitForItems(1);
    expect(backfilled.items[0].data.payload).toEqual({ before: 'first', after: 'earlier' });

    const bounded = await stream(p, `?start_time=${before}&end_time=${new Date().toISOString()}`);
    await bounded.ended;
    expect(bounded.items.map((i) => i.data.payload)).toEqual([{ before: 'first', after: 'earlier' }]);

    for (const [query, parameter] of [
      ['?backfill_minutes=6', 'backfill_minutes'],
      ['?backfill_minutes=two', 'backfill_minutes'],
      ['?start_time=yesterday', 'start_time'],
      [`?start_time=${before}&end_time=${before}`, 'end_time'],
    ]) {
      const res = await t.api().get(`/2/activity/stream${query}`).set('authorization', `Bearer ${p.token}`);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.errors[0].parameters)).toEqual([parameter]);
    }
  });

  it('matches every event of many concurrent writers exactly once, in each stream order', async () => {
    const p = await newPlatformApp(t, base, receivers);
    const webhookId = await webhookOf(p);
    const users = await Promise.all(Array.from({ length: 10 }, () => newUser()));
    for (const user of users) await subscribe(p, { event_type: 'profile.update.bio', filter: { user_id: user.id }, webhook_id: webhookId });
    const client = await stream(p);
    const changes = 5;
    await Promise.all(
      users.map(async (user) => {
        for (let i = 1; i <= changes; i++) await setBio(user.id, `v${i}`);
      }),
    );
    const total = users.length * changes;
    await client.waitForItems(total, 20_000);
    const delivered = await p.receiver.waitForDeliveries(total, 20_000);
    await sleep(300);
    for (const items of [client.items.map((i) => i.data), delivered.map((d) => JSON.parse(d.body).data)]) {
      expect(items).toHaveLength(total);
      expect(new Set(items.map((i) => i.event_uuid)).size).toBe(total);
      for (const user of users) {
        const mine = items.filter((i) => (i.filter as { user_id: string }).user_id === user.id).map((i) => i.payload as { after: string });
        expect(mine.map((m) => m.after).sort()).toEqual(['v1', 'v2', 'v3', 'v4', 'v5']);
      }
    }
    // the stream shows each user's changes in the order they happened
    for (const user of users) {
      const chain = client.items
        .map((i) => i.data)
        .filter((d) => (d.filter as { user_id: string }).user_id === user.id)
        .map((d) => d.payload as { before: string; after: string });
      expect(chain).toEqual(['first', 'v1', 'v2', 'v3', 'v4'].map((b, i) => ({ before: b, after: `v${i + 1}` })));
    }
  }, 30_000);
});

describe('activity across replicas', () => {
  let first: TestApp;
  let second: TestApp;
  const receivers: WebhookReceiver[] = [];

  beforeAll(async () => {
    first = await startTestApp();
    second = await startTestApp();
  });
  afterAll(async () => {
    await Promise.all(receivers.map((r) => r.close()));
    await first.close();
    await second.close();
  });

  it('streams on one replica what was written through another', async () => {
    const base = await first.listen();
    const otherBase = await second.listen();
    const p = await newPlatformApp(first, base, receivers);
    const user = (await admin(first).post('/admin/users', { screen_name: uniqueScreenName('rep'), password: 'pw-123456' })).body.data;
    await p.call('POST', '/2/activity/subscriptions', { event_type: 'profile.update.bio', filter: { user_id: user.id } }).expect(200);
    const client = await openActivityStream(otherBase, p.token);
    try {
      await admin(first).patch(`/admin/users/${user.id}`, { description: 'written on the first replica' }).expect(200);
      const [item] = await client.waitForItems(1);
      expect(item.data.payload).toEqual({ before: '', after: 'written on the first replica' });
    } finally {
      client.close();
    }
  });
});

describe('deliveries across a restart', () => {
  const receivers: WebhookReceiver[] = [];
  afterAll(() => Promise.all(receivers.map((r) => r.close())));

  it('resumes a delivery queued before the server stopped', async () => {
    const before = await startTestApp();
    const base = await before.listen();
    const p = await newPlatformApp(before, base, receivers);
    const user = (await admin(before).post('/admin/users', { screen_name: uniqueScreenName('rst'), password: 'pw-123456' })).body.data;
    const webhookId = (await p.call('POST', '/2/webhooks', { url: p.receiver.url })).body.data.id;
    await p.call('POST', '/2/activity/subscriptions', { event_type: 'profile.update.bio', filter: { user_id: user.id }, webhook_id: webhookId }).expect(200);
    p.receiver.deliveryMode = 'fail';
    await admin(before).patch(`/admin/users/${user.id}`, { description: 'queued before the restart' }).expect(200);
    for (let i = 0; p.receiver.refused < 1 && i < 200; i++) await sleep(50);
    expect(p.receiver.refused).toBeGreaterThanOrEqual(1);
    await before.close();

    p.receiver.deliveryMode = 'accept';
    const after = await startTestApp();
    try {
      const [delivery] = await p.receiver.waitForDeliveries(1);
      expect(JSON.parse(delivery.body).data.payload).toEqual({ before: '', after: 'queued before the restart' });
    } finally {
      await after.close();
    }
  });
});

describe('the periodic CRC re-check', () => {
  let t: TestApp;
  let base: string;
  const receivers: WebhookReceiver[] = [];

  beforeAll(async () => {
    // due after a second without a success, looked for every second, passing failures tolerated for 3 seconds
    t = await startTestApp({ WEBHOOK_CRC_RECHECK_SECONDS: '1', WEBHOOK_CRC_RECHECK_INTERVAL_SECONDS: '1', WEBHOOK_CRC_GRACE_SECONDS: '3' });
    base = await t.listen();
  });
  afterAll(async () => {
    await Promise.all(receivers.map((r) => r.close()));
    await t.close();
  });

  const checksOf = async (webhookId: string) =>
    (
      await t.dataSource.query(
        `SELECT data FROM event_store.events WHERE stream_id = $1 AND event_type = 'webhooks.WebhookCrcChecked' ORDER BY stream_position`,
        [`webhooks.Webhook-${webhookId}`],
      )
    ).map((row: { data: Record<string, unknown> }) => row.data);
  async function validAfterChecks(p: Awaited<ReturnType<typeof newPlatformApp>>, until: (valid: boolean) => boolean) {
    let valid = true;
    for (let i = 0; i < 150 && !until(valid); i++) {
      await sleep(100);
      valid = (await p.call('GET', '/2/webhooks')).body.data[0].valid;
    }
    return valid;
  }

  it('marks a webhook that answers a wrong token invalid at its first re-check', async () => {
    const p = await newPlatformApp(t, base, receivers);
    const webhookId = (await p.call('POST', '/2/webhooks', { url: p.receiver.url })).body.data.id;
    p.receiver.mode = 'wrong';
    expect(await validAfterChecks(p, (valid) => !valid)).toBe(false);
    expect(await checksOf(webhookId)).toEqual([expect.objectContaining({ valid: false, reason: 'answered a wrong response_token', transient: false })]);
  }, 20_000);

  it('keeps a webhook answering HTTP 500 valid through its grace period, retrying, then marks it invalid', async () => {
    const p = await newPlatformApp(t, base, receivers);
    const webhookId = (await p.call('POST', '/2/webhooks', { url: p.receiver.url })).body.data.id;
    p.receiver.mode = 'error';
    expect(await validAfterChecks(p, (valid) => !valid)).toBe(false);
    const checks = await checksOf(webhookId);
    // retried at each interval while in grace, each failure recorded as passing
    expect(checks.length).toBeGreaterThanOrEqual(2);
    expect(checks[0]).toMatchObject({ valid: true, reason: 'answered HTTP 500', transient: true });
    expect(checks[checks.length - 1]).toMatchObject({ valid: false, reason: 'answered HTTP 500', transient: true });
  }, 20_000);

  it('a success ends the grace period: the webhook stays valid and is not challenged again until it is due', async () => {
    const p = await newPlatformApp(t, base, receivers);
    const webhookId = (await p.call('POST', '/2/webhooks', { url: p.receiver.url })).body.data.id;
    p.receiver.mode = 'error';
    for (let i = 0; i < 100 && (await checksOf(webhookId)).length === 0; i++) await sleep(100);
    p.receiver.mode = 'correct';
    for (let i = 0; i < 100 && !(await checksOf(webhookId)).some((c: { reason: unknown }) => c.reason === null); i++) await sleep(100);
    const checks = await checksOf(webhookId);
    expect(checks[checks.length - 1]).toMatchObject({ valid: true, reason: null });
    expect((await p.call('GET', '/2/webhooks')).body.data[0].valid).toBe(true);
  }, 20_000);
});
