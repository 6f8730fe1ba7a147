import { Client, OAuth1 } from '@xdevplatform/xdk';
import { admin, startTestApp, type TestApp, uniqueScreenName } from '../../support/app';
import { newPlatformApp, type PlatformApp } from '../../support/platform-app';
import { quietSdkCryptoFallback } from '../../support/sdk-crypto-fallback';
import type { WebhookReceiver } from '../../support/webhook-receiver';

const PROBLEMS = 'https://api.twitter.com/2/problems';

/** The posts a user likes and the users who like a post: the platform's like lists, newest like first. */
describe('like lists', () => {
  let t: TestApp;
  let base: string;
  let p: PlatformApp;
  const receivers: WebhookReceiver[] = [];

  let loud: () => void;

  beforeAll(async () => {
    loud = quietSdkCryptoFallback();
    t = await startTestApp();
    base = await t.listen();
    p = await newPlatformApp(t, base, receivers, 'Like lists');
  });
  afterAll(async () => {
    await Promise.all(receivers.map((r) => r.close()));
    await t.close();
    loud();
  });

  const newUser = async (name: string) =>
    (await admin(t).post('/admin/users', { screen_name: uniqueScreenName('ll'), password: 'pw-123456', name }).expect(201)).body.data as {
      id: string;
      screen_name: string;
    };

  it('lists the posts a user likes and who likes a post, newest like first, in pages, as likes are taken back and posts deleted', async () => {
    const [kim, lou] = [await newUser('Kim'), await newUser('Lou')];
    const [asKim, asLou] = [await p.asUser(kim.id), await p.asUser(lou.id)];
    const posts: Array<{ id: string; text: string }> = [];
    for (const text of ['one', 'two', 'three', 'four']) posts.push((await asLou('POST', '/2/tweets', { text })).body.data);
    for (const post of posts) expect((await asKim('POST', `/2/users/${kim.id}/likes`, { tweet_id: post.id })).status).toBe(200);
    await asLou('POST', `/2/users/${lou.id}/likes`, { tweet_id: posts[0].id });
    // two is taken back; four is deleted by its author
    await asKim('DELETE', `/2/users/${kim.id}/likes/${posts[1].id}`);
    expect((await asLou('DELETE', `/2/tweets/${posts[3].id}`)).status).toBe(200);

    const asMo = await p.asUser((await newUser('Mo')).id);
    const liked = await asMo('GET', `/2/users/${kim.id}/liked_tweets?tweet.fields=author_id`);
    expect(liked.status).toBe(200);
    expect(liked.body).toEqual({
      data: [posts[2], posts[0]].map((post) => ({ id: post.id, text: post.text, edit_history_tweet_ids: [post.id], author_id: lou.id })),
      meta: { result_count: 2 },
    });

    const likers = await asMo('GET', `/2/tweets/${posts[0].id}/liking_users?max_results=1`);
    expect(likers.body).toEqual({ data: [{ id: lou.id, name: 'Lou', username: lou.screen_name }], meta: { result_count: 1, next_token: expect.stringMatching(/^[0-9A-V]{16,}$/) } });
    const more = await asKim('GET', `/2/posts/${posts[0].id}/liking_users?max_results=1&pagination_token=${likers.body.meta.next_token}&user.fields=verified`);
    expect(more.body).toEqual({ data: [{ id: kim.id, name: 'Kim', username: kim.screen_name, verified: false }], meta: { result_count: 1 } });
    expect((await asMo('GET', `/2/tweets/${posts[1].id}/liking_users`)).body).toEqual({ meta: { result_count: 0 } });
    expect((await asMo('GET', `/2/users/${lou.id}/liked_tweets?max_results=10`)).body).toEqual({
      data: [{ id: posts[0].id, text: 'one', edit_history_tweet_ids: [posts[0].id] }],
      meta: { result_count: 1 },
    });
  });

  it('refuses app-only tokens, unknown users and posts, deleted posts, bad page sizes and tokens, naming the parameter', async () => {
    const mo = await newUser('Mo');
    const asMo = await p.asUser(mo.id);
    const post = (await (await p.asUser(mo.id))('POST', '/2/tweets', { text: 'soon gone' })).body.data;
    await (await p.asUser(mo.id))('DELETE', `/2/tweets/${post.id}`);
    const cases: Array<[string, number, string]> = [
      ['/2/users/123456789012/liked_tweets', 404, 'resource-not-found'],
      [`/2/tweets/${post.id}/liking_users`, 404, 'resource-not-found'],
      ['/2/tweets/123456789012/liking_users', 404, 'resource-not-found'],
      ['/2/users/x1/liked_tweets', 400, 'invalid-request'],
      [`/2/users/${mo.id}/liked_tweets?max_results=4`, 400, 'invalid-request'],
      [`/2/tweets/${post.id}/liking_users?max_results=101`, 400, 'invalid-request'],
      [`/2/users/${mo.id}/liked_tweets?pagination_token=zzzzzzzzzzzzzzzzzz`, 400, 'invalid-request'],
      [`/2/users/${mo.id}/liked_tweets?tweet.fields=nope`, 400, 'invalid-request'],
    ];
    for (const [path, status, type] of cases) {
      const res = await asMo('GET', path);
      expect([path, res.status, res.body.type]).toEqual([path, status, `${PROBLEMS}/${type}`]);
    }
    const tooFew = await asMo('GET', `/2/users/${mo.id}/liked_tweets?max_results=4`);
    expect(tooFew.body.errors).toEqual([{ message: 'The `max_results` query parameter is not between 5 and 100', parameters: { max_results: ['4'] } }]);
    expect(tooFew.body.detail).toBe('The `max_results` query parameter is not between 5 and 100');
    // five is the smallest page the OpenAPI document allows
    expect((await asMo('GET', `/2/users/${mo.id}/liked_tweets?max_results=5`)).body).toEqual({ meta: { result_count: 0 } });
    // user context only, as the OpenAPI document has it
    const appOnly = await p.call('GET', `/2/users/${mo.id}/liked_tweets`);
    expect(appOnly.status).toBe(403);
    expect(appOnly.body.type).toBe(`${PROBLEMS}/unsupported-authentication`);
    expect((await t.api().get(`/2/users/${mo.id}/liked_tweets`)).status).toBe(401);
  });

  it('answers the official TypeScript SDK unchanged but for baseUrl', async () => {
    const [ned, oli] = [await newUser('Ned'), await newUser('Oli')];
    const post = (await (await p.asUser(oli.id))('POST', '/2/tweets', { text: 'for the sdk' })).body.data;
    await admin(t).post(`/admin/users/${ned.id}/likes`, { post_id: post.id }).expect(200);
    const token = (await admin(t).post(`/admin/users/${ned.id}/access_tokens`, { app_id: p.app.id }).expect(201)).body.data;
    const oauth1 = new OAuth1({ apiKey: p.app.consumer_key, apiSecret: p.app.consumer_secret, callback: 'oob', accessToken: token.oauth_token, accessTokenSecret: token.oauth_token_secret });
    const sdk = new Client({ oauth1, baseUrl: base });
    const liked = await sdk.users.getLikedPosts(ned.id, { maxResults: 10, postFields: ['created_at'] });
    expect(liked.data?.map((post) => post.id)).toEqual([post.id]);
    const likers = await sdk.posts.getLikingUsers(post.id);
    expect(likers.data?.map((user) => user.username)).toEqual([ned.screen_name]);
  });
});
