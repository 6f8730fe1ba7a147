import { Client } from '@xdevplatform/xdk';
import { admin, startTestApp, type TestApp, uniqueScreenName } from '../../support/app';
import { newPlatformApp } from '../../support/platform-app';
import type { WebhookReceiver } from '../../support/webhook-receiver';

describe('activity through the official TypeScript SDK', () => {
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

  it('manages subscriptions, reads the activity stream and starts a replay, unchanged but for baseUrl', async () => {
    const p = await newPlatformApp(t, base, receivers);
    const user = (await admin(t).post('/admin/users', { screen_name: uniqueScreenName('sdk'), password: 'pw-123456', description: 'old' })).body
      .data;
    const sdk = new Client({ bearerToken: p.token, baseUrl: base });

    const created = await sdk.activity.createSubscription({ eventType: 'profile.update.bio', filter: { userId: user.id }, tag: 'sdk' } as never);
    const subscriptionId = (created as { data: { subscription: { subscriptionId: string } } }).data.subscription.subscriptionId;
    expect(subscriptionId).toMatch(/^[0-9]+$/);
    const listed = await sdk.activity.getSubscriptions();
    expect(listed.data).toEqual([expect.objectContaining({ subscriptionId, eventType: 'profile.update.bio', tag: 'sdk' })]);

    const stream = await sdk.stream.activity();
    const received = new Promise<Record<string, unknown>>((resolve) => {
      stream.on('data', (event: { data?: Record<string, unknown> }) => event?.data && resolve(event.data));
    });
    // the stream is open once its headers are in; give the server a moment to attach it
    await new Promise((resolve) => setTimeout(resolve, 200));
    await admin(t).patch(`/admin/users/${user.id}`, { description: 'new' }).expect(200);
    const item = await received;
    stream.close();
    expect(item).toMatchObject({ event_type: 'profile.update.bio', filter: { user_id: user.id }, tag: 'sdk', payload: { before: 'old', after: 'new' } });

    const webhookId = (await sdk.webhooks.create({ url: p.receiver.url })).data!.id!;
    const minute = new Date().toISOString().replace(/[-T:]/g, '').slice(0, 12);
    const job = await sdk.webhooks.createWebhookReplayJob({ webhookId, fromDate: minute, toDate: minute } as never);
    expect(job).toMatchObject({ data: { jobId: expect.stringMatching(/^[0-9]+$/), createdAt: expect.any(String) } });

    expect(await sdk.activity.deleteSubscription(subscriptionId)).toMatchObject({ data: { deleted: true } });
  });
});
