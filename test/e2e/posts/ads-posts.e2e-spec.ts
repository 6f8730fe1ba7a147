import { adsCaller, type AdsCaller } from '../../support/ads-client';
import { openActivityStream, type ActivityStreamClient } from '../../support/activity-stream-client';
import { admin, startTestApp, type TestApp, uniqueScreenName } from '../../support/app';
import { eventually } from '../../support/eventually';
import { gif, mp4, png } from '../../support/media-files';
import { signedFetch } from '../../support/oauth1-client';
import { newPlatformApp } from '../../support/platform-app';
import type { WebhookReceiver } from '../../support/webhook-receiver';

/** Posts through the ads API: made on behalf of promotable users, named, listed, previewed; their activity events. */
describe('ads posts', () => {
  let t: TestApp;
  let api: string;
  let ads: AdsCaller;
  let acct: string;
  let images: string[];
  let video: string;
  let animated: string;
  let pollCard: string;
  const receivers: WebhookReceiver[] = [];
  const streams: ActivityStreamClient[] = [];

  beforeAll(async () => {
    t = await startTestApp({ MEDIA_PROCESSING_MS: '0' });
    api = await t.listen();
    ads = await adsCaller(t, { api });
    acct = `/12/accounts/${ads.accountId}`;
    images = [];
    for (let i = 0; i < 5; i++) images.push(await libraryMedia(png(800 + i, 418), 'tweet_image'));
    video = await libraryMedia(mp4(1280, 720, 3), 'tweet_video');
    animated = await libraryMedia(gif(320, 240), 'tweet_gif');
    pollCard = (await ads.post(`${acct}/cards/poll`, { name: 'Poll', first_choice: 'Yes', second_choice: 'No', duration_in_minutes: 60 })).body.data.card_uri;
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await Promise.all(receivers.map((r) => r.close()));
    await t.close();
  });

  async function libraryMedia(bytes: Buffer, category: string): Promise<string> {
    const res = await signedFetch('POST', `${api}/2/media/upload`, { consumer: ads.consumer, token: ads.token, json: { media: bytes.toString('base64'), media_category: category } });
    const { id, media_key } = ((await res.json()) as { data: { id: string; media_key: string } }).data;
    await eventually(
      async () => (await (await signedFetch('GET', `${api}/2/media/upload?media_id=${id}`, { consumer: ads.consumer, token: ads.token })).json()) as any,
      (s) => !s.data.processing_info || s.data.processing_info.state === 'succeeded',
    );
    expect((await ads.post(`${acct}/media_library`, { media_key })).status).toBe(200);
    return media_key;
  }

  const errorOf = (res: { body: any }) => res.body.errors[0];

  it('posts with a poll card on behalf of the account’s user; a subscribed app sees post.create, then post.delete', async () => {
    const p = await newPlatformApp(t, api, receivers);
    const webhookId = (await p.call('POST', '/2/webhooks', { url: p.receiver.url })).body.data.id;
    for (const eventType of ['post.create', 'post.delete']) {
      expect((await p.call('POST', '/2/activity/subscriptions', { event_type: eventType, filter: { user_id: ads.userId }, webhook_id: webhookId })).status).toBe(200);
    }
    const stream = await openActivityStream(api, p.token);
    streams.push(stream);

    const text = 'Vote now #aviary @someone https://example.com/poll';
    const res = await ads.post(`${acct}/post`, { as_user_id: ads.userId, text, card_uri: pollCard, name: 'Poll post' });
    expect(res.status).toBe(200);
    const post = res.body.data;
    expect(post).toMatchObject({
      id_str: expect.stringMatching(/^\d+$/),
      text,
      name: 'Poll post',
      card_uri: pollCard,
      truncated: false,
      scopes: { followers: false },
      retweet_count: 0,
      favorite_count: 0,
      in_reply_to_status_id: null,
      user: { id_str: ads.userId, screen_name: expect.any(String) },
      lang: expect.any(String),
    });
    expect(post.created_at).toMatch(/^[A-Z][a-z]{2} [A-Z][a-z]{2} \d\d \d\d:\d\d:\d\d \+0000 \d{4}$/);
    expect(post.entities.hashtags).toEqual([{ text: 'aviary', indices: [9, 16] }]);
    expect(post.entities.user_mentions).toEqual([{ screen_name: 'someone', indices: [17, 25] }]);
    expect(post.entities.urls).toEqual([expect.objectContaining({ url: 'https://example.com/poll', indices: [26, 50] })]);
    // absent from the POST answer, present in GET
    expect(post).not.toHaveProperty('conversation_settings');
    // the id is a JSON number wider than a double, written as digits
    expect(res.body.data.id).toBeGreaterThan(1e15);
    expect((await fetch(`${api}/health`)).ok).toBe(true);

    const [created] = await p.receiver.waitForDeliveries(1);
    const item = JSON.parse(created.body).data;
    expect(item).toMatchObject({ event_type: 'post.create', filter: { user_id: ads.userId }, payload: { id: post.id_str, text, author_id: ads.userId } });
    const [streamed] = await stream.waitForItems(1);
    expect(streamed.data).toMatchObject({ event_type: 'post.create', payload: { id: post.id_str } });

    const deleted = await signedFetch('DELETE', `${api}/2/tweets/${post.id_str}`, { consumer: ads.consumer, token: ads.token });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ data: { deleted: true } });
    const deliveries = await p.receiver.waitForDeliveries(2);
    expect(JSON.parse(deliveries[1].body).data).toMatchObject({ event_type: 'post.delete' });
    // the deleted post's id and author, nothing more
    expect(JSON.parse(deliveries[1].body).data.payload).toEqual({ id: post.id_str, author_id: ads.userId });
    expect((await stream.waitForItems(2))[1].data).toMatchObject({ event_type: 'post.delete' });
    // gone from the lists
    const listed = await ads.get(`${acct}/posts`, { post_type: 'PUBLISHED', post_ids: [post.id_str] });
    expect(listed.body.data).toEqual([]);
  });

  it('answers the SDKs’ path and names, trims the user, and shows full_text in extended mode', async () => {
    const res = await ads.post(`/11/accounts/${ads.accountId}/tweet`, { as_user_id: ads.userId, text: 'hello, world', trim_user: true, tweet_mode: 'extended' });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toEqual({ id: Number(ads.userId), id_str: ads.userId });
    expect(res.body.data).toMatchObject({ full_text: 'hello, world', display_text_range: [0, 12] });
    expect(res.body.data).not.toHaveProperty('text');
    expect(res.body.request.params).toMatchObject({ as_user_id: ads.userId, trim_user: true, account_id: ads.accountId });
  });

  it('takes library media: up to 4 images, or 1 GIF, or 1 video, never mixed', async () => {
    const four = await ads.post(`${acct}/post`, { as_user_id: ads.userId, media_keys: images.slice(0, 4) });
    expect(four.status).toBe(200);
    expect(four.body.data.text).toBe('');
    const withVideo = await ads.post(`${acct}/post`, { as_user_id: ads.userId, text: 'watch', media_keys: [video], video_title: 'Trailer', video_cta: 'WATCH_NOW', video_cta_value: 'https://example.com' });
    expect(withVideo.status).toBe(200);
    expect((await ads.post(`${acct}/post`, { as_user_id: ads.userId, media_keys: [animated] })).status).toBe(200);

    const five = await ads.post(`${acct}/post`, { as_user_id: ads.userId, media_keys: images });
    expect(five.status).toBe(400);
    expect(errorOf(five)).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'media_keys' });
    const mixed = await ads.post(`${acct}/post`, { as_user_id: ads.userId, media_keys: [images[0], video] });
    expect(errorOf(mixed)).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'media_keys' });
    const twoGifs = await ads.post(`${acct}/post`, { as_user_id: ads.userId, media_keys: [animated, animated] });
    expect(errorOf(twoGifs)).toMatchObject({ parameter: 'media_keys' });
    const unknown = await ads.post(`${acct}/post`, { as_user_id: ads.userId, media_keys: ['3_12345'] });
    expect(errorOf(unknown)).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'media_keys' });
    const titleWithoutVideo = await ads.post(`${acct}/post`, { as_user_id: ads.userId, media_keys: [images[0]], video_title: 'no' });
    expect(errorOf(titleWithoutVideo)).toMatchObject({ parameter: 'video_title' });
    const ctaAlone = await ads.post(`${acct}/post`, { as_user_id: ads.userId, media_keys: [video], video_cta: 'VISIT_SITE' });
    expect(errorOf(ctaAlone)).toMatchObject({ parameter: 'video_cta_value' });
  });

  it('refuses what the spec refuses, naming the parameter, and writes nothing', async () => {
    const stranger = (await admin(t).post('/admin/users', { screen_name: uniqueScreenName('st'), password: 'x' })).body.data;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ text: 'no author' }, 'MISSING_PARAMETER', 'as_user_id'],
      [{ as_user_id: ads.userId }, 'MISSING_PARAMETER', 'text'],
      [{ as_user_id: ads.userId, text: '   ' }, 'MISSING_PARAMETER', 'text'],
      [{ as_user_id: ads.userId, text: 'x'.repeat(25_001) }, 'INVALID_PARAMETER', 'text'],
      [{ as_user_id: stranger.id, text: 'not mine' }, 'INVALID_PARAMETER', 'as_user_id'],
      [{ as_user_id: ads.userId, text: 'card', card_uri: 'card://1' }, 'INVALID_PARAMETER', 'card_uri'],
      [{ as_user_id: ads.userId, text: 'card', card_uri: 'https://x' }, 'INVALID_PARAMETER', 'card_uri'],
      [{ as_user_id: ads.userId, text: 'both', card_uri: pollCard, media_keys: [images[0]] }, 'INVALID_PARAMETER', 'media_keys'],
      [{ as_user_id: ads.userId, text: 'n', name: 'n'.repeat(81) }, 'INVALID_PARAMETER', 'name'],
      [{ as_user_id: ads.userId, text: 'c', conversation_settings: 'NOBODY' }, 'INVALID_PARAMETER', 'conversation_settings'],
      [{ as_user_id: ads.userId, text: 'v', video_description: 'd'.repeat(201) }, 'INVALID_PARAMETER', 'video_description'],
    ];
    for (const [params, code, parameter] of cases) {
      // as a JSON body: a 25,001-character text is more than a request line takes
      const res = await ads.request('POST', `${acct}/post`, {}, { json: params });
      expect({ params, status: res.status, error: errorOf(res) }).toMatchObject({ status: 400, error: { code, parameter } });
    }
    // 25,000 characters is the limit, not more
    expect((await ads.request('POST', `${acct}/post`, {}, { json: { as_user_id: ads.userId, text: 'y'.repeat(25_000) } })).status).toBe(200);
    expect((await ads.get(`${acct}/posts`, { post_type: 'PUBLISHED', count: 1000 })).body.data.every((p: { full_text: string }) => p.full_text !== 'not mine')).toBe(true);
  });

  it('posts organically only as the authenticated user, and for another promotable user only promoted-only', async () => {
    const colleague = (await admin(t).post('/admin/users', { screen_name: uniqueScreenName('co'), password: 'x' })).body.data;
    await admin(t).post(`/admin/ad_accounts/${ads.accountId}/users`, { user_id: colleague.id }).expect(201);
    const organic = await ads.post(`${acct}/post`, { as_user_id: ads.userId, text: 'organic', nullcast: false });
    expect(organic.status).toBe(200);
    expect(organic.body.data.scopes).toEqual({ followers: true });
    const forColleague = await ads.post(`${acct}/post`, { as_user_id: colleague.id, text: 'promoted only' });
    expect(forColleague.status).toBe(200);
    expect(forColleague.body.data.user.id_str).toBe(colleague.id);
    const organicForColleague = await ads.post(`${acct}/post`, { as_user_id: colleague.id, text: 'organic', nullcast: false });
    expect(errorOf(organicForColleague)).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'nullcast' });

    // the colleague's posts are listed for the colleague
    const theirs = await ads.get(`${acct}/posts`, { post_type: 'PUBLISHED', user_id: colleague.id });
    expect(theirs.body.data.map((p: { id_str: string }) => p.id_str)).toEqual([forColleague.body.data.id_str]);
  });

  it('names a post, lists the user’s posts by timeline, and previews them', async () => {
    const first = (await ads.post(`${acct}/post`, { as_user_id: ads.userId, text: 'first #one', conversation_settings: 'FOLLOWING' })).body.data;
    const second = (await ads.post(`${acct}/post`, { as_user_id: ads.userId, text: 'second' })).body.data;
    const organic = (await ads.post(`${acct}/post`, { as_user_id: ads.userId, text: 'organic one', nullcast: false })).body.data;

    const named = await ads.put(`${acct}/posts/${first.id_str}/name`, { name: 'Launch' });
    expect(named.status).toBe(200);
    expect(named.body.data).toMatchObject({
      name: 'Launch',
      post_id: first.id_str,
      post_type: 'PUBLISHED',
      nullcast: true,
      conversation_settings: 'FOLLOWING',
      scheduled_at: null,
      scheduled_status: null,
      full_text: 'first #one',
      display_text_range: [0, 10],
      user: { id_str: ads.userId },
    });
    const unnamed = await ads.put(`/12/accounts/${ads.accountId}/tweets/${first.id_str}/name`, { name: '' });
    expect(unnamed.body).toMatchObject({ data: { name: null } });
    expect((await ads.put(`${acct}/posts/999999999/name`, { name: 'x' })).status).toBe(404);
    const other = await adsCaller(t, { api });
    expect((await other.put(`/12/accounts/${other.accountId}/posts/${first.id_str}/name`, { name: 'x' })).status).toBe(404);

    const nullcast = await ads.get(`${acct}/posts`, { post_type: 'PUBLISHED', post_ids: [first.id_str, second.id_str, organic.id_str] });
    expect(nullcast.status).toBe(200);
    expect(nullcast.body.data.map((p: { id_str: string }) => p.id_str)).toEqual([second.id_str, first.id_str]);
    expect(nullcast.body.data[1]).toMatchObject({ post_type: 'PUBLISHED', conversation_settings: 'FOLLOWING', name: null });
    const organicOnly = await ads.get(`/12/accounts/${ads.accountId}/tweets`, { tweet_type: 'PUBLISHED', timeline_type: 'ORGANIC', tweet_ids: [first.id_str, organic.id_str] });
    expect(organicOnly.body.data.map((p: { id_str: string }) => p.id_str)).toEqual([organic.id_str]);
    const all = await ads.get(`${acct}/posts`, { post_type: 'PUBLISHED', timeline_type: 'ALL', count: 2, post_ids: [first.id_str, second.id_str, organic.id_str] });
    expect(all.body.data).toHaveLength(2);
    const rest = await ads.get(`${acct}/posts`, { post_type: 'PUBLISHED', timeline_type: 'ALL', count: 2, post_ids: [first.id_str, second.id_str, organic.id_str], cursor: all.body.next_cursor });
    expect([...all.body.data, ...rest.body.data].map((p: { id_str: string }) => p.id_str)).toEqual([organic.id_str, second.id_str, first.id_str]);

    expect(errorOf(await ads.get(`${acct}/posts`, {}))).toMatchObject({ code: 'MISSING_PARAMETER', parameter: 'post_type' });
    expect(errorOf(await ads.get(`${acct}/posts`, { post_type: 'LIVE' }))).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'post_type' });
    const stranger = (await admin(t).post('/admin/users', { screen_name: uniqueScreenName('st'), password: 'x' })).body.data;
    expect(errorOf(await ads.get(`${acct}/posts`, { post_type: 'PUBLISHED', user_id: stranger.id }))).toMatchObject({ parameter: 'user_id' });

    const previews = await ads.get(`/12/accounts/${ads.accountId}/tweet_previews`, { tweet_ids: [second.id_str, first.id_str], tweet_type: 'PUBLISHED' });
    expect(previews.status).toBe(200);
    expect(previews.body.data.map((p: { post_id: string }) => p.post_id)).toEqual([second.id_str, first.id_str]);
    expect(previews.body.data[0].preview).toMatch(/^<iframe class='post-preview' srcdoc='.*second.*'/s);
    expect(errorOf(await ads.get(`${acct}/post_previews`, { post_type: 'PUBLISHED' }))).toMatchObject({ code: 'MISSING_PARAMETER', parameter: 'post_ids' });
  });

  it('lists only the posts whose name begins with `name`, whatever its case, published, draft and scheduled alike', async () => {
    const tag = `N${Date.now().toString(36)}`;
    const launch = (await ads.post(`${acct}/post`, { as_user_id: ads.userId, text: 'to be named', name: `${tag} Launch 50%` })).body.data;
    const other = (await ads.post(`${acct}/post`, { as_user_id: ads.userId, text: 'named otherwise', name: `x${tag}` })).body.data;
    await ads.post(`${acct}/post`, { as_user_id: ads.userId, text: 'no name' });

    const ids = (res: { body: any }) => res.body.data.map((p: { id_str: string }) => p.id_str);
    expect(ids(await ads.get(`${acct}/posts`, { post_type: 'PUBLISHED', name: tag.toLowerCase() }))).toEqual([launch.id_str]);
    expect(ids(await ads.get(`/12/accounts/${ads.accountId}/tweets`, { tweet_type: 'PUBLISHED', name: `${tag} LAUNCH 50%` }))).toEqual([launch.id_str]);
    // `%` and `_` are characters of the name, not wildcards
    expect(ids(await ads.get(`${acct}/posts`, { post_type: 'PUBLISHED', name: `${tag}_` }))).toEqual([]);
    expect(ids(await ads.get(`${acct}/posts`, { post_type: 'PUBLISHED', name: `x${tag}` }))).toEqual([other.id_str]);

    const draft = (await ads.post(`${acct}/draft_posts`, { as_user_id: ads.userId, text: 'a draft', name: `${tag} draft` })).body.data;
    await ads.post(`${acct}/draft_posts`, { as_user_id: ads.userId, text: 'another draft', name: 'unrelated' });
    expect(ids(await ads.get(`${acct}/posts`, { post_type: 'DRAFT', name: tag }))).toEqual([draft.id]);
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = (await ads.post(`${acct}/scheduled_posts`, { as_user_id: ads.userId, text: 'later', scheduled_at: inAnHour, name: `${tag} later` })).body.data;
    expect(ids(await ads.get(`${acct}/posts`, { post_type: 'SCHEDULED', name: tag }))).toEqual([scheduled.id]);

    expect(errorOf(await ads.get(`${acct}/posts`, { post_type: 'PUBLISHED', name: 'n'.repeat(81) }))).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'name' });
  });

  it('previews the posts of the type asked for and leaves out the ids that are not of it', async () => {
    const published = (await ads.post(`${acct}/post`, { as_user_id: ads.userId, text: 'shown' })).body.data;
    const draft = (await ads.post(`${acct}/draft_posts`, { as_user_id: ads.userId, text: 'a draft' })).body.data;

    const res = await ads.get(`${acct}/post_previews`, { post_ids: [draft.id, published.id_str, '123'], post_type: 'PUBLISHED' });
    expect(res.status).toBe(200);
    expect(res.body.data.map((p: { post_id: string }) => p.post_id)).toEqual([published.id_str]);
    const drafts = await ads.get(`${acct}/post_previews`, { post_ids: [published.id_str, draft.id], post_type: 'DRAFT' });
    expect(drafts.body.data.map((p: { post_id: string }) => p.post_id)).toEqual([draft.id]);
  });
});
