import { createHmac } from 'node:crypto';
import { OpenStreams } from '@platform/http';
import { admin, ADMIN_TOKEN, startTestApp, type TestApp, uniqueScreenName } from '../../support/app';
import { eventually } from '../../support/eventually';
import { newPlatformApp, type PlatformApp } from '../../support/platform-app';
import type { WebhookReceiver } from '../../support/webhook-receiver';

const yyyymmddhhmm = (d: Date) => d.toISOString().replace(/[-T:]/g, '').slice(0, 12);

/**
 * The admin API's view of webhooks: each webhook's last CRC check, its
 * deliveries with every attempt as sent and as answered, a delivery sent
 * again, a replay window, the subscriptions of every app, and a live
 * server-sent stream of what one subscription matches.
 */
describe('admin: webhooks, deliveries and activity', () => {
  let t: TestApp;
  let base: string;
  const receivers: WebhookReceiver[] = [];
  const streams: AbortController[] = [];

  beforeAll(async () => {
    t = await startTestApp({ ACTIVITY_STREAM_KEEPALIVE_SECONDS: '1' });
    base = await t.listen();
  });
  afterAll(async () => {
    for (const stream of streams) stream.abort();
    await Promise.all(receivers.map((r) => r.close()));
    await t.close();
  });

  const newUser = async () =>
    (await admin(t).post('/admin/users', { screen_name: uniqueScreenName('adm'), password: 'pw-123456', description: 'first' })).body.data as {
      id: string;
    };
  const setBio = (userId: string, description: string) => admin(t).patch(`/admin/users/${userId}`, { description }).expect(200);
  /** An app with a webhook at its receiver, subscribed to a new user's bio changes. */
  async function subscribed(): Promise<{ p: PlatformApp; webhookId: string; user: { id: string }; subscriptionId: string }> {
    const p = await newPlatformApp(t, base, receivers, 'Admin view');
    const webhookId = (await p.call('POST', '/2/webhooks', { url: p.receiver.url }).expect(200)).body.data.id as string;
    const user = await newUser();
    const res = await p.call('POST', '/2/activity/subscriptions', { event_type: 'profile.update.bio', filter: { user_id: user.id }, tag: 'bios', webhook_id: webhookId });
    expect(res.status).toBe(200);
    return { p, webhookId, user, subscriptionId: res.body.data.subscription.subscription_id };
  }
  const deliveries = async (webhookId: string, query = '') =>
    (await admin(t).get(`/admin/webhooks/${webhookId}/deliveries${query}`).expect(200)).body.data as any[];

  it('lists every app\'s webhooks with how their last CRC check was answered', async () => {
    const { p, webhookId } = await subscribed();
    const listed = (await admin(t).get(`/admin/webhooks?app_id=${p.app.id}`).expect(200)).body.data;
    expect(listed).toEqual([
      {
        id: webhookId,
        app_id: p.app.id,
        url: p.receiver.url,
        valid: true,
        created_at: expect.any(String),
        last_crc_check: { checked_at: expect.any(String), succeeded: true, reason: null, status: 200, latency_ms: expect.any(Number) },
        last_success_at: expect.any(String),
      },
    ]);
    // a check the URL answers with an error: recorded with its status (the webhook stays valid in its grace period)
    p.receiver.mode = 'error';
    await p.call('PUT', `/2/webhooks/${webhookId}`);
    p.receiver.mode = 'correct';
    const [after] = (await admin(t).get(`/admin/webhooks?app_id=${p.app.id}`).expect(200)).body.data;
    expect(after.last_crc_check).toEqual({ checked_at: expect.any(String), succeeded: false, reason: 'answered HTTP 500', status: 500, latency_ms: expect.any(Number) });
    expect(after.last_success_at).toBe(listed[0].last_success_at);
    expect((await admin(t).get('/admin/webhooks').expect(200)).body.data.some((w: { id: string }) => w.id === webhookId)).toBe(true);
  });

  it('shows a delivery with its attempt: the signature header and body sent, the receiver\'s answer; a retry makes a second attempt', async () => {
    const { p, webhookId, user, subscriptionId } = await subscribed();
    await setBio(user.id, 'second');
    const [received] = await p.receiver.waitForDeliveries(1);

    const [delivery] = await eventually(
      () => deliveries(webhookId),
      (list) => list.length === 1 && list[0].status === 'delivered' && list[0].attempts_log.length === 1,
    );
    const item = JSON.parse(received.body);
    expect(delivery).toMatchObject({
      id: expect.stringMatching(/^[0-9]+$/),
      event: { type: 'profile.update.bio', id: item.data.event_uuid, subscription_id: subscriptionId },
      status: 'delivered',
      attempts: 1,
      last_error: null,
      created_at: expect.any(String),
      delivered_at: expect.any(String),
    });
    const [attempt] = delivery.attempts_log;
    const signature = `sha256=${createHmac('sha256', p.app.consumer_secret).update(received.body).digest('base64')}`;
    expect(attempt).toEqual({
      attempt: 1,
      started_at: expect.any(String),
      latency_ms: expect.any(Number),
      outcome: 'delivered',
      request: {
        method: 'POST',
        url: p.receiver.url,
        headers: { 'content-type': 'application/json', 'x-platform-webhooks-signature': signature },
        body: received.body,
      },
      response: { status: 200, headers: { date: expect.any(String) }, body: '' },
      error: null,
    });
    expect(received.headers['x-platform-webhooks-signature']).toBe(signature);

    const retried = await admin(t).post(`/admin/webhooks/${webhookId}/deliveries/${delivery.id}/retry`, {}).expect(202);
    expect(retried.body.data).toMatchObject({ id: delivery.id, status: 'pending', attempts: 1 });
    const again = await p.receiver.waitForDeliveries(2);
    expect(again[1].body).toBe(received.body);
    const [after] = await eventually(
      () => deliveries(webhookId),
      (list) => list[0].status === 'delivered' && list[0].attempts_log.length === 2,
    );
    expect(after.attempts).toBe(2);
    expect(after.attempts_log.map((a: { attempt: number; outcome: string }) => [a.attempt, a.outcome])).toEqual([
      [1, 'delivered'],
      [2, 'delivered'],
    ]);
  });

  it('replays a window to a webhook on its app\'s behalf', async () => {
    const { p, webhookId, user } = await subscribed();
    const from = yyyymmddhhmm(new Date(Date.now() - 60_000));
    await setBio(user.id, 'replayed');
    await p.receiver.waitForDeliveries(1);
    await eventually(() => deliveries(webhookId), (list) => list.length === 1 && list[0].status === 'delivered');

    const res = await admin(t).post(`/admin/webhooks/${webhookId}/replay`, { from_date: from, to_date: yyyymmddhhmm(new Date()) }).expect(200);
    expect(res.body).toEqual({ data: { job_id: expect.stringMatching(/^[0-9]+$/), created_at: expect.any(String) } });
    const received = await p.receiver.waitForDeliveries(2);
    expect(received[1].body).toBe(received[0].body);
    // the replay's own status message (its job done) is a delivery too, which may come first or later: the events are
    // the bio changes
    const bio = <D extends { event: { type: string | null } }>(l: D[]) => l.filter((d) => d.event.type === 'profile.update.bio');
    const list = bio(await eventually(() => deliveries(webhookId), (l) => bio(l).length === 2 && bio(l)[0].status === 'delivered'));
    expect(list[0].replay_job_id).toBe(res.body.data.job_id);
    expect(list[1].replay_job_id).toBeNull();
    // the window's rules are the replay endpoint's
    const bad = await admin(t).post(`/admin/webhooks/${webhookId}/replay`, { from_date: '2001', to_date: yyyymmddhhmm(new Date()) }).expect(400);
    expect(JSON.stringify(bad.body)).toContain('from_date');
    const missing = await admin(t).post(`/admin/webhooks/${webhookId}/replay`, { from_date: from }).expect(400);
    expect(JSON.stringify(missing.body)).toContain('to_date');
  });

  it('shows the failed attempts of a receiver that answers with an error, its answer included', async () => {
    const { p, webhookId, user } = await subscribed();
    p.receiver.deliveryMode = 'fail';
    await setBio(user.id, 'refused');
    const [delivery] = await eventually(
      () => deliveries(webhookId),
      (list) => list.length === 1 && list[0].attempts_log.length >= 2,
      15_000,
    );
    expect(delivery.status).not.toBe('delivered');
    expect(delivery.last_error).toBe('answered HTTP 503');
    for (const attempt of delivery.attempts_log.slice(0, 2)) {
      expect(attempt).toMatchObject({ outcome: 'http_error', response: { status: 503, body: 'down' }, error: null });
    }
    expect(delivery.attempts_log.slice(0, 2).map((a: { attempt: number }) => a.attempt)).toEqual([1, 2]);
    expect((await deliveries(webhookId, '?status=delivered'))).toEqual([]);
    p.receiver.deliveryMode = 'accept';
  });

  it('lists every app\'s subscriptions, and streams what one subscription matches as server-sent events', async () => {
    const { p, webhookId, user, subscriptionId } = await subscribed();
    const other = await newUser();
    await p.call('POST', '/2/activity/subscriptions', { event_type: 'profile.update.bio', filter: { user_id: other.id } }).expect(200);
    const listed = (await admin(t).get(`/admin/activity/subscriptions?app_id=${p.app.id}`).expect(200)).body.data;
    expect(listed).toHaveLength(2);
    expect(listed.find((s: { subscription_id: string }) => s.subscription_id === subscriptionId)).toEqual({
      subscription_id: subscriptionId,
      app_id: p.app.id,
      event_type: 'profile.update.bio',
      filter: { user_id: user.id },
      tag: 'bios',
      webhook_id: webhookId,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect((await admin(t).get(`/admin/activity/subscriptions?webhook_id=${webhookId}`).expect(200)).body.data.map((s: any) => s.subscription_id)).toEqual([
      subscriptionId,
    ]);

    const open = t.app.get(OpenStreams).size;
    const abort = new AbortController();
    streams.push(abort);
    const res = await fetch(`${base}/admin/activity/subscriptions/${subscriptionId}/events`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      signal: abort.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const reader = res.body!.getReader();
    let text = '';
    const readUntil = async (done: () => boolean) => {
      const deadline = Date.now() + 10_000;
      while (!done()) {
        if (Date.now() > deadline) throw new Error(`stream so far: ${text}`);
        const { value, done: ended } = await reader.read();
        if (ended) throw new Error(`stream ended: ${text}`);
        text += new TextDecoder().decode(value);
      }
    };
    await eventually(async () => t.app.get(OpenStreams).size, (n) => n === open + 1);
    // the other subscription's event first: it is not this one's
    await setBio(other.id, 'not this one');
    await setBio(user.id, 'streamed');
    await readUntil(() => /event: activity\ndata: .*\n\n/.test(text));
    const frames = [...text.matchAll(/id: (\d+)\nevent: activity\ndata: (.*)\n\n/g)];
    expect(frames).toHaveLength(1);
    expect(JSON.parse(frames[0][2])).toEqual({
      data: {
        event_type: 'profile.update.bio',
        event_uuid: expect.stringMatching(/^[0-9]+$/),
        filter: { user_id: user.id },
        tag: 'bios',
        payload: { before: 'first', after: 'streamed' },
      },
    });
    // idle: heartbeats as SSE comments
    await readUntil(() => text.includes(': keep-alive\n\n'));
    // the client leaves: the stream is closed on the server too
    abort.abort();
    await eventually(async () => t.app.get(OpenStreams).size, (n) => n === open);
  });

  it('answers unknown ids with 404 problems and bad input with 400 problems naming the parameter', async () => {
    const { webhookId } = await subscribed();
    const window = { from_date: yyyymmddhhmm(new Date(Date.now() - 60_000)), to_date: yyyymmddhhmm(new Date()) };
    const problem = async (method: 'get' | 'post', path: string, status: number, parameter: string) => {
      const res = await (method === 'get' ? admin(t).get(path) : admin(t).post(path, window));
      expect([path, res.status]).toEqual([path, status]);
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(JSON.stringify(res.body)).toContain(parameter);
    };
    await problem('get', '/admin/webhooks/99999999999999999/deliveries', 404, 'webhook_id');
    await problem('get', '/admin/webhooks/not-a-number/deliveries', 400, 'webhook_id');
    await problem('get', `/admin/webhooks/${webhookId}/deliveries?count=0`, 400, 'count');
    await problem('get', `/admin/webhooks/${webhookId}/deliveries?status=lost`, 400, 'status');
    await problem('post', `/admin/webhooks/${webhookId}/deliveries/99999999999/retry`, 404, 'delivery_id');
    await problem('post', `/admin/webhooks/${webhookId}/deliveries/abc/retry`, 404, 'delivery_id');
    await problem('post', '/admin/webhooks/99999999999999999/replay', 404, 'webhook_id');
    await problem('get', '/admin/activity/subscriptions/99999999999999999/events', 404, 'subscription_id');
    await problem('get', '/admin/activity/subscriptions?count=5000', 400, 'count');
    await problem('get', '/admin/webhooks?app_id=x', 400, 'app_id');
    await t.api().get('/admin/webhooks').expect(401);
  });
});
