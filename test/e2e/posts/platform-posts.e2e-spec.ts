import { Client, OAuth1 } from '@xdevplatform/xdk';
import { EventStore } from '@platform/event-store';
import { adsCaller, type AdsCaller } from '../../support/ads-client';
import { startTestApp, type TestApp } from '../../support/app';
import { png } from '../../support/media-files';
import { signedFetch } from '../../support/oauth1-client';
import { quietSdkCryptoFallback } from '../../support/sdk-crypto-fallback';

const PROBLEMS = 'https://api.twitter.com/2/problems';

/** Posts through the platform API (`/2/tweets`, `/2/posts`): create, read back, edit within the hour, delete. */
describe('platform posts', () => {
  let t: TestApp;
  let api: string;
  let me: AdsCaller;
  let other: AdsCaller;
  let loud: () => void;

  beforeAll(async () => {
    loud = quietSdkCryptoFallback();
    t = await startTestApp({ MEDIA_PROCESSING_MS: '0' });
    api = await t.listen();
    me = await adsCaller(t, { api });
    other = await adsCaller(t, { api });
  });
  afterAll(async () => {
    loud();
    await t.close();
  });

  async function call(caller: AdsCaller, method: string, path: string, json?: unknown) {
    const res = await signedFetch(method, `${api}${path}`, { consumer: caller.consumer, token: caller.token, json });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined, type: res.headers.get('content-type') };
  }

  it('creates a post (201), reads it back with fields and expansions, and deletes it', async () => {
    const created = await call(me, 'POST', '/2/tweets', { text: 'Hello from the platform #v2 @friend' });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    expect(created.body).toEqual({ data: { id: expect.stringMatching(/^\d+$/), text: 'Hello from the platform #v2 @friend', edit_history_tweet_ids: [id] } });

    const read = await call(me, 'GET', `/2/tweets/${id}?tweet.fields=created_at,author_id,entities,reply_settings,public_metrics&expansions=author_id`);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({
      id,
      author_id: me.userId,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/),
      reply_settings: 'everyone',
      entities: { hashtags: [{ start: 24, end: 27, tag: 'v2' }], mentions: [{ start: 28, end: 35, username: 'friend' }] },
      public_metrics: { like_count: 0, retweet_count: 0 },
    });
    expect(read.body.includes.users).toEqual([expect.objectContaining({ id: me.userId, username: expect.any(String) })]);
    // the neutral spelling reads the same post
    expect((await call(me, 'GET', `/2/posts/${id}`)).body.data).toEqual({ id, text: created.body.data.text, edit_history_tweet_ids: [id] });
    expect((await call(me, 'GET', `/2/tweets/${id}?tweet.fields=nope`)).body).toMatchObject({ type: `${PROBLEMS}/invalid-request` });

    // only the author deletes it
    const refused = await call(other, 'DELETE', `/2/tweets/${id}`);
    expect(refused.status).toBe(403);
    expect(refused.type).toMatch(/^application\/problem\+json/);
    expect((await call(me, 'DELETE', `/2/posts/${id}`)).body).toEqual({ data: { deleted: true } });
    const gone = await call(me, 'GET', `/2/tweets/${id}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ type: `${PROBLEMS}/resource-not-found`, resource_type: 'post', resource_id: id });
    expect((await call(me, 'DELETE', `/2/tweets/${id}`)).status).toBe(404);
  });

  it('edits the caller’s own post within the hour, keeping the edit history', async () => {
    const first = (await call(me, 'POST', '/2/tweets', { text: 'tpyo' })).body.data;
    const edited = await call(me, 'POST', '/2/tweets', { text: 'typo', edit_options: { previous_post_id: first.id } });
    expect(edited.status).toBe(201);
    expect(edited.body.data.edit_history_tweet_ids).toEqual([first.id, edited.body.data.id]);

    const notMine = await call(other, 'POST', '/2/tweets', { text: 'hijack', edit_options: { previous_post_id: first.id } });
    expect(notMine.status).toBe(403);
    const unknown = await call(me, 'POST', '/2/tweets', { text: 'x', edit_options: { previous_post_id: '123' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].parameters).toHaveProperty(['edit_options.previous_post_id']);

    // a post made more than an hour ago can no longer be edited
    const store = t.app.get(EventStore);
    const old = new Date(Date.now() - 61 * 60_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
    const oldId = '4' + String(Date.now()).padStart(18, '0');
    await store.append({
      streamId: `posts.Post-production-${oldId}`,
      streamType: 'posts.Post',
      expectedVersion: 0,
      events: [{ type: 'posts.PostCreated', data: { environment: 'production', post: { ...postFacts(oldId, me.userId), createdAt: old } } }],
    });
    const late = await call(me, 'POST', '/2/tweets', { text: 'too late', edit_options: { previous_post_id: oldId } });
    expect(late.status).toBe(403);
    expect(late.body.detail).toMatch(/an hour/);
  });

  it('takes the caller’s finished uploads, replies and quotes, and refuses what it cannot take', async () => {
    const upload = await signedFetch('POST', `${api}/2/media/upload`, { consumer: me.consumer, token: me.token, json: { media: png(64, 64).toString('base64'), media_category: 'tweet_image' } });
    const media = ((await upload.json()) as { data: { id: string; media_key: string } }).data;
    const withMedia = await call(me, 'POST', '/2/tweets', { media: { media_ids: [media.id] } });
    expect(withMedia.status).toBe(201);
    const read = await call(me, 'GET', `/2/tweets/${withMedia.body.data.id}?tweet.fields=attachments&expansions=attachments.media_keys`);
    expect(read.body.data.attachments).toEqual({ media_keys: [media.media_key] });
    expect(read.body.includes.media).toEqual([{ media_key: media.media_key, type: 'photo' }]);
    // another user's upload is not the caller's
    expect((await call(other, 'POST', '/2/tweets', { media: { media_ids: [media.id] } })).status).toBe(400);

    const reply = await call(other, 'POST', '/2/tweets', { text: 'a reply', reply: { in_reply_to_tweet_id: withMedia.body.data.id } });
    expect(reply.status).toBe(201);
    const replyRead = await call(other, 'GET', `/2/tweets/${reply.body.data.id}?tweet.fields=in_reply_to_user_id,referenced_tweets,conversation_id`);
    expect(replyRead.body.data).toMatchObject({
      in_reply_to_user_id: me.userId,
      conversation_id: withMedia.body.data.id,
      referenced_tweets: [{ type: 'replied_to', id: withMedia.body.data.id }],
    });
    const poll = await call(me, 'POST', '/2/tweets', { text: 'Which?', poll: { options: ['a', 'b'], duration_minutes: 60 } });
    expect(poll.status).toBe(201);

    const bad: Array<[unknown, string]> = [
      [{}, 'text'],
      [{ text: 'x', unknown_member: 1 }, 'unknown_member'],
      [{ text: 'x', reply: { in_reply_to_tweet_id: '999' } }, 'reply.in_reply_to_tweet_id'],
      [{ text: 'x', quote_tweet_id: 'abc' }, 'quote_tweet_id'],
      [{ text: 'x', media: { media_ids: ['1', '2', '3', '4', '5'] } }, 'media.media_ids'],
      [{ text: 'x', poll: { options: ['only'], duration_minutes: 60 } }, 'poll.options'],
      [{ text: 'x', poll: { options: ['a', 'b'], duration_minutes: 1 } }, 'poll.duration_minutes'],
      [{ text: 'x', reply_settings: 'nobody' }, 'reply_settings'],
      [{ text: 'x', card_uri: 'card://1' }, 'card_uri'],
      [{ text: 'y'.repeat(25_001) }, 'text'],
    ];
    for (const [body, parameter] of bad) {
      const res = await call(me, 'POST', '/2/tweets', body);
      expect({ body, status: res.status, type: res.body.type }).toEqual({ body, status: 400, type: `${PROBLEMS}/invalid-request` });
      expect(JSON.stringify(res.body.errors)).toContain(parameter);
    }
  });

  it('posts with a card of an ad account of the caller', async () => {
    const card = (await me.post(`/12/accounts/${me.accountId}/cards/poll`, { name: 'P', first_choice: 'a', second_choice: 'b', duration_in_minutes: 30 })).body.data.card_uri;
    const posted = await call(me, 'POST', '/2/tweets', { text: 'with a card', card_uri: card });
    expect(posted.status).toBe(201);
    expect((await call(me, 'GET', `/2/tweets/${posted.body.data.id}?tweet.fields=card_uri`)).body.data.card_uri).toBe(card);
    expect((await call(other, 'POST', '/2/tweets', { text: 'not my card', card_uri: card })).status).toBe(400);
  });

  it('creates and deletes a post through the official TypeScript SDK, unchanged but for baseUrl', async () => {
    const oauth1 = new OAuth1({ apiKey: me.consumer.key, apiSecret: me.consumer.secret, callback: 'oob', accessToken: me.token.key, accessTokenSecret: me.token.secret });
    const sdk = new Client({ oauth1, baseUrl: api });
    const created = await sdk.posts.create({ text: 'from the SDK' });
    const id = created.data!.id!;
    expect(created.data).toMatchObject({ id: expect.stringMatching(/^\d+$/), text: 'from the SDK' });
    const read = (await sdk.posts.getById(id, { postFields: ['author_id', 'created_at'] } as never)) as { data?: unknown };
    expect(read.data).toMatchObject({ id, text: 'from the SDK', authorId: me.userId });
    const deleted = (await sdk.posts.delete(id)) as { data?: unknown };
    expect(deleted.data).toEqual({ deleted: true });
    expect((await call(me, 'GET', `/2/tweets/${id}`)).status).toBe(404);
  });
});

/** A post's facts as the posts module records them (for a post made in the past). */
function postFacts(id: string, authorId: string) {
  return {
    id,
    authorId,
    text: 'an old post',
    createdAt: new Date().toISOString(),
    accountId: null,
    origin: 'platform',
    scheduledPostId: null,
    nullcast: false,
    name: null,
    card: null,
    media: [],
    conversationSettings: 'EVERYONE',
    video: { title: null, description: null, cta: null, ctaValue: null },
    replyTo: null,
    quoteOf: null,
    poll: null,
    platformOptions: {},
    editOf: null,
    editHistory: [id],
    deleted: false,
  };
}
