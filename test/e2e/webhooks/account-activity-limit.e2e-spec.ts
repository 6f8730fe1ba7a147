import { admin, startTestApp, type TestApp, uniqueScreenName } from '../../support/app';
import { newPlatformApp } from '../../support/platform-app';
import type { WebhookReceiver } from '../../support/webhook-receiver';

const PROBLEMS = 'https://api.twitter.com/2/problems';

/** The app's limit on Account Activity subscriptions, over all its webhooks (a server of its own, with a small limit). */
describe('Account Activity subscription limit', () => {
  let t: TestApp;
  let base: string;
  const receivers: WebhookReceiver[] = [];

  beforeAll(async () => {
    t = await startTestApp({ ACCOUNT_ACTIVITY_SUBSCRIPTIONS_PER_APP: '2' });
    base = await t.listen();
  });
  afterAll(async () => {
    await Promise.all(receivers.map((r) => r.close()));
    await t.close();
  });

  const newUser = async () => (await admin(t).post('/admin/users', { screen_name: uniqueScreenName('aal'), password: 'pw-123456' })).body.data as { id: string };
  const subscribePath = (webhookId: string) => `/2/account_activity/webhooks/${webhookId}/subscriptions/all`;

  it('refuses one subscription past the limit as SubscriptionLimitExceeded, counted over every webhook of the app', async () => {
    const p = await newPlatformApp(t, base, receivers, 'Limited');
    const first = (await p.call('POST', '/2/webhooks', { url: p.receiver.url })).body.data.id as string;
    const second = (await p.call('POST', '/2/webhooks', { url: `${p.receiver.url}?second` })).body.data.id as string;
    const [alice, bob, carol] = [await newUser(), await newUser(), await newUser()];
    const asAlice = await p.asUser(alice.id);
    expect((await asAlice('POST', subscribePath(first))).status).toBe(200);
    expect((await asAlice('POST', subscribePath(second))).status).toBe(200);
    expect((await p.call('GET', '/2/account_activity/subscriptions/count')).body.data).toMatchObject({ provisioned_count: '2', subscriptions_count_all: '2' });

    const asBob = await p.asUser(bob.id);
    const refused = await asBob('POST', subscribePath(first));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ type: `${PROBLEMS}/invalid-request`, errors: [{ message: 'SubscriptionLimitExceeded' }] });
    expect(refused.body.detail).toContain('at most 2');
    expect((await asBob('GET', subscribePath(first))).body).toEqual({ data: { subscribed: false } });

    // another app has a limit of its own
    const other = await newPlatformApp(t, base, receivers, 'Unaffected');
    const otherWebhook = (await other.call('POST', '/2/webhooks', { url: other.receiver.url })).body.data.id as string;
    expect((await (await other.asUser(bob.id))('POST', subscribePath(otherWebhook))).status).toBe(200);

    // ending a subscription frees its place; deleting a webhook frees its subscriptions' places
    expect((await p.call('DELETE', `/2/account_activity/webhooks/${first}/subscriptions/${alice.id}/all`)).status).toBe(200);
    expect((await asBob('POST', subscribePath(first))).status).toBe(200);
    expect((await (await p.asUser(carol.id))('POST', subscribePath(first))).status).toBe(400);
    expect((await p.call('DELETE', `/2/webhooks/${second}`)).status).toBe(200);
    expect((await p.call('GET', '/2/account_activity/subscriptions/count')).body.data.subscriptions_count_all).toBe('1');
    expect((await (await p.asUser(carol.id))('POST', subscribePath(first))).status).toBe(200);
  });

  it('keeps to the limit when users subscribe at the same moment', async () => {
    const p = await newPlatformApp(t, base, receivers, 'Racing');
    const webhookId = (await p.call('POST', '/2/webhooks', { url: p.receiver.url })).body.data.id as string;
    const users = [await newUser(), await newUser(), await newUser(), await newUser()];
    const callers = await Promise.all(users.map((u) => p.asUser(u.id)));
    const answers = await Promise.all(callers.map((call) => call('POST', subscribePath(webhookId))));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 400, 400]);
    for (const refused of answers.filter((r) => r.status === 400)) expect(refused.body.errors).toEqual([{ message: 'SubscriptionLimitExceeded' }]);
    expect((await p.call('GET', `${subscribePath(webhookId)}/list`)).body.data.subscriptions).toHaveLength(2);
  });

  it('frees the place of a subscription that ended because the user revoked the app', async () => {
    const p = await newPlatformApp(t, base, receivers, 'Revoked place');
    const webhookId = (await p.call('POST', '/2/webhooks', { url: p.receiver.url })).body.data.id as string;
    const [alice, bob, carol] = [await newUser(), await newUser(), await newUser()];
    const asAlice = await p.asUser(alice.id);
    expect((await asAlice('POST', subscribePath(webhookId))).status).toBe(200);
    expect((await (await p.asUser(bob.id))('POST', subscribePath(webhookId))).status).toBe(200);
    const asCarol = await p.asUser(carol.id);
    expect((await asCarol('POST', subscribePath(webhookId))).body.errors).toEqual([{ message: 'SubscriptionLimitExceeded' }]);

    expect((await asAlice('POST', '/1.1/oauth/invalidate_token')).status).toBe(200);
    await p.receiver.waitForDeliveries(1); // the revocation, delivered as the subscription ends
    expect((await asCarol('POST', subscribePath(webhookId))).status).toBe(200);
  });
});
