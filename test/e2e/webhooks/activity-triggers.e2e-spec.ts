import { Client, OAuth1 } from '@xdevplatform/xdk';
import { openActivityStream, type ActivityStreamClient } from '../../support/activity-stream-client';
import { admin, startTestApp, type TestApp, uniqueScreenName } from '../../support/app';
import { signedFetch } from '../../support/oauth1-client';
import { quietSdkCryptoFallback } from '../../support/sdk-crypto-fallback';
import { newPlatformApp, type PlatformApp } from '../../support/platform-app';
import type { WebhookReceiver } from '../../support/webhook-receiver';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const PROBLEMS = 'https://api.twitter.com/2/problems';

type Item = { data: { event_type: string; filter: Record<string, string>; payload: Record<string, any> } };

/**
 * Every activity event type the docs list fires when what it stands for
 * happens in aviary: the admin API's follows, mutes, blocks, likes, chat,
 * profile fields and news, and posts that mention users. Each spec subscribes
 * as a client would (private events in the user's own context), makes it
 * happen, and reads what the app's activity stream shows.
 */
describe('activity events from their triggers', () => {
  let t: TestApp;
  let base: string;
  const receivers: WebhookReceiver[] = [];
  const streams: ActivityStreamClient[] = [];
  let loud: () => void;

  beforeAll(async () => {
    loud = quietSdkCryptoFallback();
    t = await startTestApp();
    base = await t.listen();
  });
  afterAll(async () => {
    loud();
    for (const s of streams) s.close();
    await Promise.all(receivers.map((r) => r.close()));
    await t.close();
  });

  const newUser = async (prefix: string) =>
    (await admin(t).post('/admin/users', { screen_name: uniqueScreenName(prefix), password: 'pw-123456', name: `${prefix} user` })).body.data as {
      id: string;
      screen_name: string;
      name: string;
    };

  /** Subscribes the app to event types for a user: public ones with the bearer token, private ones in the user's context. */
  async function subscribe(p: PlatformApp, user: { id: string }, publicTypes: string[], privateTypes: string[] = []) {
    for (const event_type of publicTypes) {
      expect((await p.call('POST', '/2/activity/subscriptions', { event_type, filter: { user_id: user.id } })).status).toBe(200);
    }
    const asUser = privateTypes.length ? await p.asUser(user.id) : undefined;
    for (const event_type of privateTypes) {
      expect((await asUser!('POST', '/2/activity/subscriptions', { event_type, filter: { user_id: user.id } })).status).toBe(200);
    }
  }

  async function stream(p: PlatformApp) {
    const s = await openActivityStream(base, p.token);
    streams.push(s);
    return s;
  }

  /** The (event type, user) pairs of the items, in order. */
  const told = (items: Item[]) => items.map((i) => [i.data.event_type, i.data.filter.user_id ?? i.data.filter.keyword]);
  const v2 = (u: { id: string; screen_name: string; name: string }) => ({ data: { id: u.id, name: u.name, username: u.screen_name } });

  it('tells both users of a follow, and only the one who did it of an unfollow, a mute or a block', async () => {
    const p = await newPlatformApp(t, base, receivers, 'Graph');
    const [alice, bob] = [await newUser('fa'), await newUser('fb')];
    const graph = ['mute.mute', 'mute.unmute', 'block.block', 'block.unblock'];
    await subscribe(p, alice, ['follow.follow', 'follow.unfollow'], graph);
    await subscribe(p, bob, ['follow.follow', 'follow.unfollow'], graph);
    const s = await stream(p);
    const a = admin(t);

    expect((await a.post(`/admin/users/${alice.id}/following`, { target_user_id: bob.id })).body).toEqual({ data: { following: true, pending_follow: false } });
    // following again changes nothing: no second event
    expect((await a.post(`/admin/users/${alice.id}/following`, { target_user_id: bob.id })).body).toEqual({ data: { following: true, pending_follow: false } });
    expect((await a.delete(`/admin/users/${alice.id}/following/${bob.id}`)).body).toEqual({ data: { following: false } });
    expect((await a.delete(`/admin/users/${alice.id}/following/${bob.id}`)).body).toEqual({ data: { following: false } });
    expect((await a.post(`/admin/users/${alice.id}/muting`, { target_user_id: bob.id })).body).toEqual({ data: { muting: true } });
    expect((await a.delete(`/admin/users/${alice.id}/muting/${bob.id}`)).body).toEqual({ data: { muting: false } });
    expect((await a.post(`/admin/users/${alice.id}/blocking`, { target_user_id: bob.id })).body).toEqual({ data: { blocking: true } });
    expect((await a.delete(`/admin/users/${alice.id}/blocking/${bob.id}`)).body).toEqual({ data: { blocking: false } });

    const items = (await s.waitForItems(7)) as Item[];
    await sleep(300);
    expect(s.items).toHaveLength(7);
    expect(told(items)).toEqual([
      ['follow.follow', alice.id],
      ['follow.follow', bob.id],
      ['follow.unfollow', alice.id],
      ['mute.mute', alice.id],
      ['mute.unmute', alice.id],
      ['block.block', alice.id],
      ['block.unblock', alice.id],
    ]);
    // the pair of users, each a v2 user under `data`, as the activity payload page shows them
    const pair = { source: v2(alice), target: v2(bob) };
    for (const item of items) expect(item.data.payload).toEqual(pair);

    // each change is an event on the pair's stream of its kind
    const rows: Array<{ event_type: string }> = await t.dataSource.query(
      `SELECT event_type FROM event_store.events WHERE stream_id = $1 ORDER BY stream_position`,
      [`social.Relationship-follow-${alice.id}-${bob.id}`],
    );
    expect(rows.map((r) => r.event_type)).toEqual(['social.UserFollowed', 'social.UserUnfollowed']);
  });

  it('refuses a relationship with oneself, unknown users and malformed bodies, naming the parameter', async () => {
    const alice = await newUser('rx');
    const a = admin(t);
    const self = await a.post(`/admin/users/${alice.id}/muting`, { target_user_id: alice.id });
    expect(self.status).toBe(400);
    expect(self.body.errors[0].parameters).toHaveProperty('target_user_id');
    const unknownTarget = await a.post(`/admin/users/${alice.id}/following`, { target_user_id: '12345' });
    expect(unknownTarget.status).toBe(400);
    expect(unknownTarget.body.errors[0].parameters).toEqual({ target_user_id: ['12345'] });
    for (const path of [`/admin/users/12345/blocking`, `/admin/users/abc/blocking`]) {
      const res = await a.post(path, { target_user_id: alice.id });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ type: `${PROBLEMS}/resource-not-found`, parameter: 'user_id' });
    }
    const unknownInPath = await a.delete(`/admin/users/${alice.id}/following/12345`);
    expect(unknownInPath.status).toBe(404);
    expect(unknownInPath.body).toMatchObject({ type: `${PROBLEMS}/resource-not-found`, parameter: 'target_user_id' });
    for (const body of [{}, { target_user_id: 12 }, { target_user_id: 'x' }]) {
      const res = await a.post(`/admin/users/${alice.id}/following`, body);
      expect(res.status).toBe(400);
      expect(res.body.errors[0].parameters).toHaveProperty('target_user_id');
    }
  });

  it("tells the liker and the post's author of a like, with the post liked", async () => {
    const p = await newPlatformApp(t, base, receivers, 'Likes');
    const [author, fan] = [await newUser('la'), await newUser('lf')];
    await subscribe(p, author, [], ['like.create']);
    await subscribe(p, fan, [], ['like.create']);
    const asAuthor = await p.asUser(author.id);
    const post = (await asAuthor('POST', '/2/tweets', { text: 'like me' })).body.data;
    const s = await stream(p);
    const a = admin(t);

    expect((await a.post(`/admin/users/${fan.id}/likes`, { post_id: post.id })).body).toEqual({ data: { liked: true } });
    expect((await a.post(`/admin/users/${fan.id}/likes`, { post_id: post.id })).body).toEqual({ data: { liked: true } });
    const items = (await s.waitForItems(2)) as Item[];
    expect(told(items)).toEqual([
      ['like.create', fan.id],
      ['like.create', author.id],
    ]);
    // the like as the activity payload page shows it, the post's names under the neutral word
    expect(items[0].data.payload).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      liked_post_id: post.id,
      liked_post_author_id: author.id,
      created_at: post.created_at ?? expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      timestamp_ms: expect.stringMatching(/^\d{13}$/),
    });
    expect(items[1].data.payload).toEqual(items[0].data.payload);

    // taking it back is no activity event; liking again is a new one
    expect((await a.delete(`/admin/users/${fan.id}/likes/${post.id}`)).body).toEqual({ data: { liked: false } });
    expect((await a.post(`/admin/users/${fan.id}/likes`, { post_id: post.id })).body).toEqual({ data: { liked: true } });
    await s.waitForItems(4);
    await sleep(300);
    expect(s.items).toHaveLength(4);

    // a post that is not there (or deleted) cannot be liked
    expect((await asAuthor('DELETE', `/2/tweets/${post.id}`)).status).toBe(200);
    const gone = await a.post(`/admin/users/${author.id}/likes`, { post_id: post.id });
    expect(gone.status).toBe(400);
    expect(gone.body.errors[0].parameters).toEqual({ post_id: [post.id] });
    const unknownUser = await a.post('/admin/users/12345/likes', { post_id: post.id });
    expect(unknownUser.status).toBe(404);
  });

  it('filters likes by direction: outbound for the likes a user makes, inbound for those their posts receive', async () => {
    const p = await newPlatformApp(t, base, receivers, 'Like directions');
    const [author, fan] = [await newUser('da'), await newUser('df')];
    const asAuthor = await p.asUser(author.id);
    const asFan = await p.asUser(fan.id);
    for (const [as, user, direction] of [[asAuthor, author, 'inbound'], [asAuthor, author, 'outbound'], [asFan, fan, 'outbound']] as const) {
      const res = await as('POST', '/2/activity/subscriptions', { event_type: 'like.create', filter: { user_id: user.id, direction } });
      expect(res.status).toBe(200);
      expect(res.body.data.subscription.filter).toEqual({ user_id: user.id, direction });
    }
    const post = (await asAuthor('POST', '/2/tweets', { text: 'like me, maybe' })).body.data;
    const theirs = (await asFan('POST', '/2/tweets', { text: 'and mine' })).body.data;
    const s = await stream(p);
    const a = admin(t);
    await a.post(`/admin/users/${fan.id}/likes`, { post_id: post.id }).expect(200);
    await a.post(`/admin/users/${author.id}/likes`, { post_id: theirs.id }).expect(200);
    await s.waitForItems(3);
    await sleep(300);
    const seen = (s.items as Item[]).map((i) => [i.data.filter.user_id, i.data.filter.direction, i.data.payload.liked_post_id]);
    expect(seen).toEqual([
      [fan.id, 'outbound', post.id], // the fan's like of the author's post
      [author.id, 'inbound', post.id],
      [author.id, 'outbound', theirs.id], // the author's like of the fan's post (the fan takes no inbound likes)
    ]);
    // no direction for mutes
    const mute = await asAuthor('POST', '/2/activity/subscriptions', { event_type: 'mute.mute', filter: { user_id: author.id, direction: 'outbound' } });
    expect(mute.status).toBe(400);
    expect(mute.body.errors[0].parameters).toHaveProperty(['filter.direction']);
  });

  it("takes every event type of the OpenAPI document's enumeration", async () => {
    const p = await newPlatformApp(t, base, receivers, 'Event types');
    const user = await newUser('et');
    const asUser = await p.asUser(user.id);
    for (const event_type of ['broadcast.start', 'broadcast.end']) {
      const res = await p.call('POST', '/2/activity/subscriptions', { event_type, filter: { user_id: user.id } });
      expect(res.status).toBe(200);
      expect(res.body.data.subscription.event_type).toBe(event_type);
    }
    for (const event_type of [
      'post.reply.create',
      'post.quote.create',
      'post.repost.create',
      'chat.conversation.member_added',
      'chat.conversation.member_removed',
      'chat.conversation.admin_added',
      'chat.conversation.admin_removed',
      'chat.update.group_name',
      'chat.update.restrictions',
    ]) {
      // private: not with the app's token, in the user's own context
      expect((await p.call('POST', '/2/activity/subscriptions', { event_type, filter: { user_id: user.id } })).status).toBe(403);
      const res = await asUser('POST', '/2/activity/subscriptions', { event_type, filter: { user_id: user.id } });
      expect(res.status).toBe(200);
      expect(res.body.data.subscription.event_type).toBe(event_type);
    }
    expect((await p.call('POST', '/2/activity/subscriptions', { event_type: 'broadcast.chat', filter: { user_id: user.id } })).status).toBe(403);
  });

  it('tells each user a post mentions, and shows their ids in the entities', async () => {
    const p = await newPlatformApp(t, base, receivers, 'Mentions');
    const [writer, named, other] = [await newUser('mw'), await newUser('mn'), await newUser('mo')];
    await subscribe(p, named, [], ['post.mention.create']);
    await subscribe(p, other, [], ['post.mention.create']);
    await subscribe(p, writer, [], ['post.mention.create']);
    const s = await stream(p);
    const asWriter = await p.asUser(writer.id);
    const text = `hello @${named.screen_name.toUpperCase()} and @nobody_here_x and @${writer.screen_name}`;
    const post = (await asWriter('POST', '/2/tweets', { text })).body.data;

    const [item] = (await s.waitForItems(1)) as Item[];
    await sleep(300);
    // the author mentioning themselves is told nothing; a handle nobody has names nobody
    expect(told(s.items as Item[])).toEqual([['post.mention.create', named.id]]);
    expect(item.data.payload).toEqual({ id: post.id, text, edit_history_tweet_ids: [post.id], author_id: writer.id, created_at: expect.any(String) });

    const read = await asWriter('GET', `/2/tweets/${post.id}?tweet.fields=entities`);
    expect(read.body.data.entities.mentions).toEqual([
      { start: 6, end: 7 + named.screen_name.length, username: named.screen_name.toUpperCase(), id: named.id },
      expect.objectContaining({ username: 'nobody_here_x' }),
      expect.objectContaining({ username: writer.screen_name, id: writer.id }),
    ]);
    expect(read.body.data.entities.mentions[1]).not.toHaveProperty('id');
  });

  it('fires a profile event for each profile field the admin API changes', async () => {
    const p = await newPlatformApp(t, base, receivers, 'Profile');
    const alice = await newUser('pf');
    const types = ['profile.update.geo', 'profile.update.url', 'profile.update.profile_picture', 'profile.update.banner_picture', 'profile.update.affiliate'];
    await subscribe(p, alice, types);
    const s = await stream(p);
    const changes = {
      location: 'Lisbon',
      url: 'https://alice.example',
      profile_image_url: 'https://img.example/alice.png',
      profile_banner_url: 'https://img.example/banner.png',
      affiliation_user_id: '42',
    };
    const res = await admin(t).patch(`/admin/users/${alice.id}`, changes);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ...changes, id: alice.id, screen_name: alice.screen_name, name: alice.name, description: '', verified: false, created_at: expect.any(String) });

    const items = (await s.waitForItems(5)) as Item[];
    expect(told(items)).toEqual(types.map((type) => [type, alice.id]));
    expect(items.map((i) => i.data.payload)).toEqual(Object.values(changes).map((after) => ({ before: '', after })));

    // unset with '', and the platform's user lookup shows what is set
    await admin(t).patch(`/admin/users/${alice.id}`, { url: '' }).expect(200);
    const [, , , , , unset] = (await s.waitForItems(6)) as Item[];
    expect(unset.data).toMatchObject({ event_type: 'profile.update.url', payload: { before: 'https://alice.example', after: '' } });
    const lookup = await p.call('GET', `/2/users/by/username/${alice.screen_name}?user.fields=location,url,profile_image_url,affiliation`);
    expect(lookup.body.data).toEqual({
      id: alice.id,
      name: alice.name,
      username: alice.screen_name,
      location: 'Lisbon',
      profile_image_url: 'https://img.example/alice.png',
      affiliation: { user_id: ['42'] },
    });

    for (const [field, value] of [['url', 'ftp://x'], ['location', 'x'.repeat(31)], ['affiliation_user_id', 'abc'], ['profile_image_url', 12]] as const) {
      const bad = await admin(t).patch(`/admin/users/${alice.id}`, { [field]: value });
      expect(bad.status).toBe(400);
      expect(bad.body.errors[0].parameters).toHaveProperty(field);
    }
  });

  it('tells chat participants who joined, who sent and who received, with their directions', async () => {
    const p = await newPlatformApp(t, base, receivers, 'Chat');
    const [ann, ben, cat] = [await newUser('ca'), await newUser('cb'), await newUser('cc')];
    // the deprecated alias is taken, and answered under the name that replaced it
    await subscribe(p, ann, [], ['chat.conversation_join', 'chat.sent', 'chat.received']);
    await subscribe(p, ben, [], ['chat.received']);
    const asBen = await p.asUser(ben.id);
    const benJoins = await asBen('POST', '/2/activity/subscriptions', { event_type: 'chat.conversation.join', filter: { user_id: ben.id, direction: 'received' } });
    expect(benJoins.status).toBe(200);
    expect(benJoins.body.data.subscription.event_type).toBe('chat.conversation.join');
    const listed = (await p.call('GET', '/2/activity/subscriptions')).body.data as Array<{ event_type: string; filter: { user_id: string } }>;
    expect(listed.filter((l) => l.event_type.startsWith('chat.conversation')).map((l) => l.event_type)).toEqual(['chat.conversation.join', 'chat.conversation.join']);
    const s = await stream(p);
    const a = admin(t);

    const started = await a.post('/admin/chat/conversations', { participant_ids: [ann.id, ben.id] });
    expect(started.status).toBe(201);
    const conversation = started.body.data;
    expect(conversation).toEqual({ id: expect.stringMatching(/^[0-9]+$/), participant_ids: [ann.id, ben.id] });
    const joined = await a.post(`/admin/chat/conversations/${conversation.id}/participants`, { user_id: cat.id });
    expect(joined.body).toEqual({ data: { id: conversation.id, participant_ids: [ann.id, ben.id, cat.id] } });
    const sent = await a.post(`/admin/chat/conversations/${conversation.id}/messages`, { sender_id: ann.id, text: 'hi all' });
    expect(sent.status).toBe(201);
    expect(sent.body.data).toEqual({
      id: expect.stringMatching(/^[0-9]+$/),
      event_type: 'MessageCreate',
      text: 'hi all',
      sender_id: ann.id,
      dm_conversation_id: conversation.id,
      created_at: expect.any(String),
    });

    const items = (await s.waitForItems(5)) as Item[];
    await sleep(300);
    expect(told(s.items as Item[])).toEqual([
      ['chat.conversation.join', ann.id], // ann joined when it started (sent)
      ['chat.conversation.join', ann.id], // cat joined ann's conversation (received)
      ['chat.conversation.join', ben.id], // ben filters on received: only cat's join
      ['chat.sent', ann.id],
      ['chat.received', ben.id],
    ]);
    expect(items[0].data.payload).toEqual({ event_type: 'ParticipantsJoin', dm_conversation_id: conversation.id, participant_ids: [ann.id, ben.id], created_at: expect.any(String) });
    expect(items[2].data.payload.participant_ids).toEqual([cat.id]);
    expect(items[4].data.payload).toEqual(sent.body.data);

    const outsider = await a.post(`/admin/chat/conversations/${conversation.id}/messages`, { sender_id: (await newUser('cd')).id, text: 'let me in' });
    expect(outsider.status).toBe(400);
    expect(outsider.body.errors[0].parameters).toHaveProperty('sender_id');
    expect((await a.post('/admin/chat/conversations/12345/messages', { sender_id: ann.id, text: 'x' })).status).toBe(404);
    for (const participant_ids of [[ann.id], [ann.id, ann.id], 'x', [ann.id, '12345']]) {
      const res = await a.post('/admin/chat/conversations', { participant_ids });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].parameters).toHaveProperty('participant_ids');
    }
  });

  it('tells subscriptions whose keyword a news story holds', async () => {
    const p = await newPlatformApp(t, base, receivers, 'News');
    const keyword = uniqueScreenName('kw');
    expect((await p.call('POST', '/2/activity/subscriptions', { event_type: 'news.new', filter: { keyword } })).status).toBe(200);
    const s = await stream(p);
    const story = await admin(t).post('/admin/news', { name: `All about ${keyword.toUpperCase()}`, summary: 'A story.' });
    expect(story.status).toBe(201);
    expect(story.body.data).toEqual({ id: expect.stringMatching(/^[0-9]+$/), name: `All about ${keyword.toUpperCase()}`, summary: 'A story.', last_updated_at_ms: expect.any(Number) });
    await admin(t).post('/admin/news', { name: 'Something else entirely' }).expect(201);

    const [item] = (await s.waitForItems(1)) as Item[];
    await sleep(300);
    expect(s.items).toHaveLength(1);
    // the story as the activity payload page shows one
    const { id, name, summary, last_updated_at_ms } = story.body.data;
    expect(item.data).toMatchObject({ event_type: 'news.new', filter: { keyword } });
    expect(item.data.payload).toEqual({ id, name, summary, updated_at: new Date(last_updated_at_ms).toISOString() });
    expect((await admin(t).post('/admin/news', { name: '' })).body.errors[0].parameters).toHaveProperty('name');
  });

  it("follows, mutes and likes through the platform's own endpoints, with the official TypeScript SDK acting for its user", async () => {
    const p = await newPlatformApp(t, base, receivers, 'SDK graph');
    const [me, them] = [await newUser('sm'), await newUser('st')];
    await subscribe(p, them, ['follow.follow'], ['like.create']);
    await subscribe(p, me, ['follow.unfollow'], ['mute.mute', 'mute.unmute']);
    const token = (await admin(t).post(`/admin/users/${me.id}/access_tokens`, { app_id: p.app.id }).expect(201)).body.data;
    const oauth1 = new OAuth1({ apiKey: p.app.consumer_key, apiSecret: p.app.consumer_secret, callback: 'oob', accessToken: token.oauth_token, accessTokenSecret: token.oauth_token_secret });
    const sdk = new Client({ oauth1, baseUrl: base });
    const post = (await (await p.asUser(them.id))('POST', '/2/tweets', { text: 'theirs' })).body.data;
    const s = await stream(p);

    // the SDK hands answers back with camelCase keys
    expect(await sdk.users.followUser(me.id, { targetUserId: them.id } as never)).toEqual({ data: { following: true, pendingFollow: false } });
    expect(await sdk.users.likePost(me.id, { tweetId: post.id } as never)).toEqual({ data: { liked: true } });
    expect(await sdk.users.muteUser(me.id, { targetUserId: them.id } as never)).toEqual({ data: { muting: true } });
    expect(await sdk.users.unmuteUser(me.id, them.id)).toEqual({ data: { muting: false } });
    expect(await sdk.users.unlikePost(me.id, post.id)).toEqual({ data: { liked: false } });
    expect(await sdk.users.unfollowUser(me.id, them.id)).toEqual({ data: { following: false } });

    await s.waitForItems(5);
    await sleep(300);
    expect(told(s.items as Item[])).toEqual([
      ['follow.follow', them.id],
      ['like.create', them.id],
      ['mute.mute', me.id],
      ['mute.unmute', me.id],
      ['follow.unfollow', me.id],
    ]);

    // acting for another user is refused, naming the path parameter; so are app-only tokens
    const asMe = await p.asUser(me.id);
    const other = await asMe('POST', `/2/users/${them.id}/following`, { target_user_id: me.id });
    expect(other.status).toBe(400);
    expect(other.body).toMatchObject({ type: `${PROBLEMS}/invalid-request`, errors: [{ parameters: { id: [them.id] } }] });
    expect((await asMe('DELETE', `/2/users/${them.id}/muting/${me.id}`)).body.errors[0].parameters).toEqual({ source_user_id: [them.id] });
    expect((await asMe('POST', `/2/users/${me.id}/likes`, {})).body.errors[0].parameters).toHaveProperty('tweet_id');
    expect((await asMe('POST', `/2/users/${me.id}/likes`, { tweet_id: '12345' })).body.errors[0].parameters).toEqual({ tweet_id: ['12345'] });
    const appOnly = await p.call('POST', `/2/users/${me.id}/following`, { target_user_id: them.id });
    expect(appOnly.status).toBe(403);
    expect(appOnly.body.type).toBe(`${PROBLEMS}/unsupported-authentication`);
    // the answers carry the endpoint's own rate limit, per user (50 in 15 minutes, scaled a thousand times in tests)
    const muted = await signedFetch('POST', `${base}/2/users/${me.id}/muting`, {
      consumer: { key: p.app.consumer_key, secret: p.app.consumer_secret },
      token: { key: token.oauth_token, secret: token.oauth_token_secret },
      json: { target_user_id: them.id },
    });
    expect(muted.status).toBe(200);
    expect(muted.headers.get('x-rate-limit-limit')).toBe(String(50 * 1000));
  });
});
