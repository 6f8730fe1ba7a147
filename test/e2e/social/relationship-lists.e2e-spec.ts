import { Client, OAuth1 } from '@xdevplatform/xdk';
import { admin, startTestApp, type TestApp, uniqueScreenName } from '../../support/app';
import { newPlatformApp, type PlatformApp } from '../../support/platform-app';
import { quietSdkCryptoFallback } from '../../support/sdk-crypto-fallback';
import type { WebhookReceiver } from '../../support/webhook-receiver';

const PROBLEMS = 'https://api.twitter.com/2/problems';

/** Whom a user follows, who follows them, and whom the caller mutes or blocks: the platform's lists, newest first. */
describe('relationship lists', () => {
  let t: TestApp;
  let base: string;
  let p: PlatformApp;
  const receivers: WebhookReceiver[] = [];
  let loud: () => void;

  beforeAll(async () => {
    loud = quietSdkCryptoFallback();
    t = await startTestApp();
    base = await t.listen();
    p = await newPlatformApp(t, base, receivers, 'Graph lists');
  });
  afterAll(async () => {
    await Promise.all(receivers.map((r) => r.close()));
    await t.close();
    loud();
  });

  const newUser = async (name = 'Someone') =>
    (await admin(t).post('/admin/users', { screen_name: uniqueScreenName('rl'), password: 'pw-123456', name }).expect(201)).body.data as {
      id: string;
      screen_name: string;
    };

  it('lists whom a user follows and who follows them, newest first, in pages, as follows and unfollows leave them', async () => {
    const [ann, ben, cal, dee] = [await newUser('Ann'), await newUser('Ben'), await newUser('Cal'), await newUser('Dee')];
    const asAnn = await p.asUser(ann.id);
    for (const other of [ben, cal, dee]) expect((await asAnn('POST', `/2/users/${ann.id}/following`, { target_user_id: other.id })).status).toBe(200);
    await (await p.asUser(ben.id))('POST', `/2/users/${ben.id}/following`, { target_user_id: ann.id });
    // cal is unfollowed, then followed again: now the newest
    await asAnn('DELETE', `/2/users/${ann.id}/following/${cal.id}`);
    await asAnn('POST', `/2/users/${ann.id}/following`, { target_user_id: cal.id });

    const all = await p.call('GET', `/2/users/${ann.id}/following?user.fields=created_at`);
    expect(all.status).toBe(200);
    expect(all.body).toEqual({
      data: [cal, dee, ben].map((u) => ({ id: u.id, name: expect.any(String), username: u.screen_name, created_at: expect.any(String) })),
      meta: { result_count: 3 },
    });
    const first = await p.call('GET', `/2/users/${ann.id}/following?max_results=2`);
    expect(first.body.data.map((u: { id: string }) => u.id)).toEqual([cal.id, dee.id]);
    expect(first.body.meta).toEqual({ result_count: 2, next_token: expect.stringMatching(/^[0-9A-V]{16,}$/) });
    const second = await p.call('GET', `/2/users/${ann.id}/following?max_results=2&pagination_token=${first.body.meta.next_token}`);
    expect(second.body).toEqual({ data: [{ id: ben.id, name: 'Ben', username: ben.screen_name }], meta: { result_count: 1 } });

    expect((await p.call('GET', `/2/users/${ann.id}/followers`)).body).toEqual({ data: [{ id: ben.id, name: 'Ben', username: ben.screen_name }], meta: { result_count: 1 } });
    // nobody: only the count
    expect((await p.call('GET', `/2/users/${dee.id}/following`)).body).toEqual({ meta: { result_count: 0 } });
    // in user context too, with the endpoint's own limit (300 in 15 minutes, scaled a thousand times in tests)
    const asDee = await p.asUser(dee.id);
    expect((await asDee('GET', `/2/users/${dee.id}/followers`)).body.data.map((u: { id: string }) => u.id)).toEqual([ann.id]);
    expect((await p.call('GET', `/2/users/${ann.id}/followers`)).headers['x-rate-limit-limit']).toBe(String(300 * 1000));
  });

  it('lists whom the calling user mutes or blocks, in their own context only', async () => {
    const [eve, fay, gus] = [await newUser('Eve'), await newUser('Fay'), await newUser('Gus')];
    const asEve = await p.asUser(eve.id);
    await asEve('POST', `/2/users/${eve.id}/muting`, { target_user_id: fay.id });
    await asEve('POST', `/2/users/${eve.id}/muting`, { target_user_id: gus.id });
    await asEve('DELETE', `/2/users/${eve.id}/muting/${fay.id}`);
    await admin(t).post(`/admin/users/${eve.id}/blocking`, { target_user_id: fay.id }).expect(200);

    expect((await asEve('GET', `/2/users/${eve.id}/muting`)).body).toEqual({ data: [{ id: gus.id, name: 'Gus', username: gus.screen_name }], meta: { result_count: 1 } });
    expect((await asEve('GET', `/2/users/${eve.id}/blocking?user.fields=verified`)).body).toEqual({
      data: [{ id: fay.id, name: 'Fay', username: fay.screen_name, verified: false }],
      meta: { result_count: 1 },
    });
    // another user's list, or an app-only token: refused
    const foreign = await asEve('GET', `/2/users/${fay.id}/muting`);
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors).toEqual([{ message: `The \`id\` query parameter value [${fay.id}] must be the same as the authenticating user`, parameters: { id: [fay.id] } }]);
    const appOnly = await p.call('GET', `/2/users/${eve.id}/blocking`);
    expect(appOnly.status).toBe(403);
    expect(appOnly.body.type).toBe(`${PROBLEMS}/unsupported-authentication`);
  });

  it('refuses unknown and malformed users, bad page sizes and tokens it did not mint, naming the parameter', async () => {
    const hal = await newUser('Hal');
    const unknown = await p.call('GET', '/2/users/123456789012/following');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ type: `${PROBLEMS}/resource-not-found`, resource_id: '123456789012', parameter: 'id' });
    expect((await p.call('GET', '/2/users/abc/followers')).body.errors[0].parameters).toEqual({ id: ['abc'] });
    for (const size of ['0', '1001', 'ten']) {
      const res = await p.call('GET', `/2/users/${hal.id}/following?max_results=${size}`);
      expect(res.status).toBe(400);
      expect(res.body.errors[0]).toEqual({ message: 'The `max_results` query parameter is not between 1 and 1000', parameters: { max_results: [size] } });
    }
    const forged = await p.call('GET', `/2/users/${hal.id}/following?pagination_token=not-a-token`);
    expect(forged.status).toBe(400);
    expect(forged.body.errors[0].parameters).toEqual({ pagination_token: ['not-a-token'] });
    expect((await p.call('GET', `/2/users/${hal.id}/following?user.fields=secret`)).body.errors[0].parameters).toHaveProperty(['user.fields']);
  });

  it("refuses following oneself, the problem's detail saying why", async () => {
    const kay = await newUser('Kay');
    const res = await (await p.asUser(kay.id))('POST', `/2/users/${kay.id}/following`, { target_user_id: kay.id });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      type: `${PROBLEMS}/invalid-request`,
      title: 'Invalid Request',
      status: 400,
      detail: 'A user cannot follow themselves: target_user_id must be another user',
      errors: [{ message: 'A user cannot follow themselves: target_user_id must be another user', parameters: { target_user_id: [kay.id] } }],
      parameter: 'target_user_id',
      value: kay.id,
    });
  });

  it('answers the official TypeScript SDK unchanged but for baseUrl', async () => {
    const [ivy, jon] = [await newUser('Ivy'), await newUser('Jon')];
    const token = (await admin(t).post(`/admin/users/${ivy.id}/access_tokens`, { app_id: p.app.id }).expect(201)).body.data;
    const oauth1 = new OAuth1({ apiKey: p.app.consumer_key, apiSecret: p.app.consumer_secret, callback: 'oob', accessToken: token.oauth_token, accessTokenSecret: token.oauth_token_secret });
    const sdk = new Client({ oauth1, baseUrl: base });
    await sdk.users.followUser(ivy.id, { targetUserId: jon.id } as never);
    await sdk.users.muteUser(ivy.id, { targetUserId: jon.id } as never);
    const following = await sdk.users.getFollowing(ivy.id, { maxResults: 10 });
    expect(following.data?.map((u) => u.username)).toEqual([jon.screen_name]);
    expect(following.meta?.resultCount).toBe(1);
    const followers = await new Client({ bearerToken: p.token, baseUrl: base }).users.getFollowers(jon.id);
    expect(followers.data?.map((u) => u.id)).toEqual([ivy.id]);
    expect((await sdk.users.getMuting(ivy.id)).data?.map((u) => u.id)).toEqual([jon.id]);
  });
});
