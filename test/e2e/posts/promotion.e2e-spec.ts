import { adsCaller, type AdsCaller } from '../../support/ads-client';
import { admin, startTestApp, type TestApp, uniqueScreenName } from '../../support/app';
import { eventually } from '../../support/eventually';
import { mp4 } from '../../support/media-files';
import { signedFetch } from '../../support/oauth1-client';

/** Promoted posts, promoted accounts, scheduled promoted posts and promotable users, with the line item DELETE rule and the history. */
describe('promotion', () => {
  let t: TestApp;
  let api: string;
  let ads: AdsCaller;
  let acct: string;
  let campaign: string;

  beforeAll(async () => {
    t = await startTestApp({ SCHEDULED_POST_POLL_MS: '100', MEDIA_PROCESSING_MS: '0' });
    api = await t.listen();
    ads = await adsCaller(t, { api });
    acct = `/12/accounts/${ads.accountId}`;
    const fi = (await ads.get(`${acct}/funding_instruments`)).body.data[0];
    campaign = (await ads.post(`${acct}/campaigns`, { funding_instrument_id: fi.id, name: 'Promotion', daily_budget_amount_local_micro: 5_000_000 })).body.data.id;
  });
  afterAll(() => t.close());

  const lineItem = async (params: Record<string, string> = {}) => {
    const res = await ads.post(`${acct}/line_items`, { campaign_id: campaign, objective: 'ENGAGEMENTS', product_type: 'PROMOTED_POSTS', placements: 'ALL_ON_PLATFORM', ...params });
    expect(res.status).toBe(200);
    return res.body.data.id as string;
  };
  const post = async (text: string, extra: Record<string, string> = {}) => (await ads.post(`${acct}/post`, { as_user_id: ads.userId, text, ...extra })).body.data.id_str as string;
  const errorOf = (res: { body: any }) => res.body.errors[0];
  const hourWindow = () => {
    const start = new Date();
    start.setUTCMinutes(0, 0, 0);
    return { start_time: start.toISOString().replace('.000', ''), end_time: new Date(start.getTime() + 3_600_000).toISOString().replace('.000', '') };
  };

  it('promotes posts of promotable users on a line item, in one request, all or none', async () => {
    const li = await lineItem();
    const [one, two] = [await post('promote me'), await post('me too')];
    const created = await ads.post(`${acct}/promoted_posts`, { line_item_id: li, post_ids: [one, two] });
    expect(created.status).toBe(200);
    expect(created.body.data).toEqual([
      {
        id: expect.any(String),
        line_item_id: li,
        post_id: one,
        entity_status: 'ACTIVE',
        approval_status: 'ACCEPTED',
        created_at: expect.any(String),
        updated_at: expect.any(String),
        deleted: false,
      },
      expect.objectContaining({ post_id: two }),
    ]);
    const [first] = created.body.data;
    expect((await ads.get(`${acct}/promoted_posts/${first.id}`)).body.data).toEqual(first);
    const listed = await ads.get(`/12/accounts/${ads.accountId}/promoted_tweets`, { line_item_ids: [li], with_total_count: true });
    expect(listed.body).toMatchObject({ data: created.body.data, total_count: 2 });
    expect((await ads.get(`${acct}/promoted_posts`, { promoted_tweet_ids: [first.id] })).body.data).toEqual([first]);

    // a post that is not the account's users' and an unknown one: nothing is written, both named
    const stranger = await adsCaller(t, { api });
    const theirs = (await stranger.post(`/12/accounts/${stranger.accountId}/post`, { as_user_id: stranger.userId, text: 'not yours' })).body.data.id_str;
    const refused = await ads.post(`/12/accounts/${ads.accountId}/promoted_tweets`, { line_item_id: li, tweet_ids: [await post('fine'), theirs, '123'] });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      expect.objectContaining({ code: 'INVALID_PARAMETER', parameter: 'post_ids', message: expect.stringContaining(theirs) }),
      expect.objectContaining({ code: 'INVALID_PARAMETER', parameter: 'post_ids', message: expect.stringContaining('123') }),
    ]);
    expect((await ads.get(`${acct}/promoted_posts`, { line_item_ids: [li] })).body.data).toHaveLength(2);
    expect(errorOf(await ads.post(`${acct}/promoted_posts`, { line_item_id: li }))).toMatchObject({ code: 'MISSING_PARAMETER', parameter: 'post_ids' });
    expect(errorOf(await ads.post(`${acct}/promoted_posts`, { line_item_id: 'nope', post_ids: [one] }))).toMatchObject({ parameter: 'line_item_id' });

    const deleted = await ads.delete(`${acct}/promoted_posts/${first.id}`);
    expect(deleted.body.data).toMatchObject({ id: first.id, deleted: true });
    expect((await ads.get(`${acct}/promoted_posts/${first.id}`)).status).toBe(404);
  });

  it('promotes only what the line item’s objective and product type run', async () => {
    const fi = (await ads.get(`${acct}/funding_instruments`)).body.data[0];
    const appCampaign = (await ads.post(`${acct}/campaigns`, { funding_instrument_id: fi.id, name: 'Apps', daily_budget_amount_local_micro: 5_000_000 })).body.data.id;
    const appLineItem = await lineItem({ campaign_id: appCampaign, objective: 'APP_INSTALLS', ios_app_store_identifier: '333903271' });
    const videoLineItem = await lineItem({ objective: 'VIDEO_VIEWS' });
    const plain = await post('plain text');
    expect(errorOf(await ads.post(`${acct}/promoted_posts`, { line_item_id: appLineItem, post_ids: [plain] }))).toMatchObject({ parameter: 'post_ids', message: expect.stringMatching(/app card/) });
    expect(errorOf(await ads.post(`${acct}/promoted_posts`, { line_item_id: videoLineItem, post_ids: [plain] }))).toMatchObject({ parameter: 'post_ids', message: expect.stringMatching(/video/) });

    const upload = await signedFetch('POST', `${api}/2/media/upload`, { consumer: ads.consumer, token: ads.token, json: { media: mp4(1280, 720, 2).toString('base64'), media_category: 'tweet_video' } });
    const video = ((await upload.json()) as { data: { id: string; media_key: string } }).data;
    await eventually(
      async () => (await (await signedFetch('GET', `${api}/2/media/upload?media_id=${video.id}`, { consumer: ads.consumer, token: ads.token })).json()) as any,
      (s) => s.data.processing_info?.state === 'succeeded',
    );
    await ads.post(`${acct}/media_library`, { media_key: video.media_key });
    const withVideo = await post('watch', { media_keys: video.media_key });
    expect((await ads.post(`${acct}/promoted_posts`, { line_item_id: videoLineItem, post_ids: [withVideo] })).status).toBe(200);

    const followers = await lineItem({ objective: 'FOLLOWERS', product_type: 'PROMOTED_ACCOUNT' });
    expect((await ads.post(`${acct}/promoted_posts`, { line_item_id: followers, post_ids: [plain] })).status).toBe(200);
  });

  it('keeps a deleted line item’s promoted posts deleted false, shown only with_deleted=true', async () => {
    const li = await lineItem();
    const promoted = (await ads.post(`${acct}/promoted_posts`, { line_item_id: li, post_ids: [await post('child')] })).body.data[0];
    expect((await ads.delete(`${acct}/line_items/${li}`)).status).toBe(200);

    expect((await ads.get(`${acct}/promoted_posts/${promoted.id}`)).status).toBe(404);
    expect((await ads.get(`${acct}/promoted_posts`, { line_item_ids: [li] })).body.data).toEqual([]);
    expect((await ads.get(`${acct}/promoted_posts/${promoted.id}`, { with_deleted: true })).body.data).toEqual({ ...promoted, deleted: false });
    expect((await ads.get(`${acct}/promoted_posts`, { line_item_ids: [li], with_deleted: true })).body.data).toEqual([{ ...promoted, deleted: false }]);
    // and nothing new goes on it
    expect(errorOf(await ads.post(`${acct}/promoted_posts`, { line_item_id: li, post_ids: [await post('late')] }))).toMatchObject({ parameter: 'line_item_id' });
  });

  it('promotes accounts of promotable users on FOLLOWERS line items', async () => {
    const followers = await lineItem({ objective: 'FOLLOWERS', product_type: 'PROMOTED_ACCOUNT' });
    const created = await ads.post(`${acct}/promoted_accounts`, { line_item_id: followers, user_id: ads.userId });
    expect(created.status).toBe(200);
    expect(created.body.data).toEqual({
      id: expect.any(String),
      line_item_id: followers,
      user_id: ads.userId,
      entity_status: 'ACTIVE',
      approval_status: 'ACCEPTED',
      created_at: expect.any(String),
      updated_at: expect.any(String),
      deleted: false,
    });
    expect((await ads.get(`${acct}/promoted_accounts`, { line_item_ids: [followers] })).body.data).toEqual([created.body.data]);
    expect((await ads.get(`${acct}/promoted_accounts/${created.body.data.id}`)).body.data).toEqual(created.body.data);
    const engagement = await lineItem();
    const incompatible = await ads.post(`${acct}/promoted_accounts`, { line_item_id: engagement, user_id: ads.userId });
    expect(incompatible.status).toBe(400);
    expect(errorOf(incompatible)).toMatchObject({ code: 'INCOMPATIBLE_LINE_ITEM', parameter: 'line_item_id' });
    const stranger = (await admin(t).post('/admin/users', { screen_name: uniqueScreenName('pa'), password: 'x' })).body.data;
    expect(errorOf(await ads.post(`${acct}/promoted_accounts`, { line_item_id: followers, user_id: stranger.id }))).toMatchObject({ parameter: 'user_id' });
    expect((await ads.delete(`${acct}/promoted_accounts/${created.body.data.id}`)).body.data.deleted).toBe(true);
  });

  it('ignores a user already promoted on the line item, answering the promotion there is', async () => {
    const followers = await lineItem({ objective: 'FOLLOWERS', product_type: 'PROMOTED_ACCOUNT' });
    const promote = () => ads.post(`${acct}/promoted_accounts`, { line_item_id: followers, user_id: ads.userId });
    const events = async () =>
      (await t.dataSource.query(`SELECT count(*)::int AS n FROM event_store.events WHERE event_type = 'campaigns.PromotedAccountCreated' AND data->'promotedAccount'->>'line_item_id' = $1`, [followers]))[0].n;
    const first = await promote();
    expect(first.status).toBe(200);
    const again = await promote();
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ data: first.body.data, request: { params: { account_id: ads.accountId, line_item_id: followers, user_id: ads.userId } } });
    expect(await events()).toBe(1);
    // concurrent promotions of the user: one promotion, every answer names it
    const other = await lineItem({ objective: 'FOLLOWERS', product_type: 'PROMOTED_ACCOUNT' });
    const racing = await Promise.all(Array.from({ length: 3 }, () => ads.post(`${acct}/promoted_accounts`, { line_item_id: other, user_id: ads.userId })));
    expect(racing.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(racing.map((r) => r.body.data.id)).size).toBe(1);
    expect((await ads.get(`${acct}/promoted_accounts`, { line_item_ids: [other] })).body.data).toHaveLength(1);
    // deleted, the user may be promoted there anew
    expect((await ads.delete(`${acct}/promoted_accounts/${first.body.data.id}`)).status).toBe(200);
    const anew = await promote();
    expect(anew.status).toBe(200);
    expect(anew.body.data.id).not.toBe(first.body.data.id);
    expect(await events()).toBe(2);
  });

  it('shows promoted posts and promoted accounts in the account history', async () => {
    const li = await lineItem();
    const promoted = (await ads.post(`${acct}/promoted_posts`, { line_item_id: li, post_ids: [await post('history')] })).body.data[0];
    await ads.delete(`${acct}/promoted_posts/${promoted.id}`);
    const history = await ads.get(`${acct}/account_history`, { entity_type: 'PROMOTED_POST', entity_id: promoted.id, ...hourWindow() });
    expect(history.status).toBe(200);
    expect(history.body.data.map((e: { change_type: string }) => e.change_type)).toEqual(['CREATE', 'DELETE']);
    expect(history.body.data[0]).toMatchObject({
      entity: 'PROMOTED_POST',
      entity_id: promoted.id,
      change_by: { user_id: ads.userId, platform: 'API_OTHER' },
      entity_data: { line_item_id: li, post_id: promoted.post_id, entity_status: 'ACTIVE', approval_status: 'ACCEPTED', deleted: false },
    });
    expect(history.body.data[1]).toMatchObject({ changes: { deleted: { old: false, new: true } }, entity_data: { deleted: true } });
    // the SDKs' name of the type reads the same entries
    const aliased = await ads.get(`${acct}/account_history`, { entity_type: 'PROMOTED_TWEET', entity_id: promoted.id, ...hourWindow() });
    expect(aliased.body.data).toEqual(history.body.data);

    const followers = await lineItem({ objective: 'FOLLOWERS', product_type: 'PROMOTED_ACCOUNT' });
    const account = (await ads.post(`${acct}/promoted_accounts`, { line_item_id: followers, user_id: ads.userId })).body.data;
    const accountHistory = await ads.get(`${acct}/account_history`, { entity_type: 'PROMOTED_ACCOUNT', entity_id: account.id, ...hourWindow() });
    expect(accountHistory.body.data).toEqual([expect.objectContaining({ change_type: 'CREATE', entity: 'PROMOTED_ACCOUNT', entity_data: expect.objectContaining({ user_id: ads.userId }) })]);
  });

  it('lists the account’s promotable users: its owner and the users granted access', async () => {
    const own = await adsCaller(t, { api });
    const colleague = (await admin(t).post('/admin/users', { screen_name: uniqueScreenName('pu'), password: 'x' })).body.data;
    await admin(t).post(`/admin/ad_accounts/${own.accountId}/users`, { user_id: colleague.id }).expect(201);
    const listed = await own.get(`/12/accounts/${own.accountId}/promotable_users`);
    expect(listed.status).toBe(200);
    // created within the same second, so in either order
    expect(listed.body.data).toHaveLength(2);
    expect(listed.body.data).toEqual(
      expect.arrayContaining([
        { id: expect.stringMatching(/^[0-9a-z]+$/), user_id: own.userId, promotable_user_type: 'FULL', created_at: expect.any(String), updated_at: expect.any(String), deleted: false },
        expect.objectContaining({ user_id: colleague.id, promotable_user_type: 'FULL' }),
      ]),
    );
    const owner = listed.body.data.find((u: { user_id: string }) => u.user_id === own.userId);
    expect((await own.get(`/12/accounts/${own.accountId}/promotable_users/${owner.id}`)).body.data).toEqual(owner);
    expect((await own.get(`/12/accounts/${own.accountId}/promotable_users/nope`)).status).toBe(404);
    const picked = await own.get(`/12/accounts/${own.accountId}/promotable_users`, { promotable_user_ids: [owner.id] });
    expect(picked.body.data).toEqual([owner]);
    expect((await own.get(`/12/accounts/${own.accountId}/promotable_users`, { promotable_user_ids: ['nope'] })).body.data).toEqual([]);
    expect((await ads.get(`${acct}/promotable_users/${owner.id}`)).status).toBe(404);
  });

  it('promotes a scheduled post once it is published', async () => {
    const li = await lineItem();
    const scheduled = (await ads.post(`${acct}/scheduled_posts`, { as_user_id: ads.userId, text: 'scheduled promo', scheduled_at: new Date(Date.now() + 90 * 60_000).toISOString() })).body.data;
    const created = await ads.post(`/12/accounts/${ads.accountId}/scheduled_promoted_tweets`, { line_item_id: li, scheduled_tweet_id: scheduled.id });
    expect(created.status).toBe(200);
    expect(created.body.data).toEqual({
      id: expect.any(String),
      line_item_id: li,
      scheduled_post_id: scheduled.id,
      post_id: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      deleted: false,
    });
    expect((await ads.get(`${acct}/scheduled_promoted_posts`, { line_item_ids: [li] })).body.data).toEqual([created.body.data]);
    expect(errorOf(await ads.post(`${acct}/scheduled_promoted_posts`, { line_item_id: li, scheduled_post_id: '42' }))).toMatchObject({ parameter: 'scheduled_post_id' });

    // bring the publication forward: the scheduled post is moved to a few seconds from now
    await ads.put(`${acct}/scheduled_posts/${scheduled.id}`, { scheduled_at: new Date(Date.now() + 2_000).toISOString() });
    const published = await eventually(
      async () => (await ads.get(`${acct}/scheduled_promoted_posts/${created.body.data.id}`)).body.data,
      (s) => s.post_id !== null,
    );
    const postId = (await ads.get(`${acct}/scheduled_posts/${scheduled.id}`)).body.data.post_id;
    expect(published.post_id).toBe(postId);
    expect((await ads.get(`${acct}/promoted_posts/${created.body.data.id}`)).body.data).toMatchObject({ line_item_id: li, post_id: postId, deleted: false });

    // once published it is a promoted post: the scheduled promotion can no longer be deleted
    const late = await ads.delete(`${acct}/scheduled_promoted_posts/${created.body.data.id}`);
    expect(late.status).toBe(400);
    expect(errorOf(late)).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'scheduled_promoted_post_id' });
    expect((await ads.get(`${acct}/scheduled_promoted_posts/${created.body.data.id}`)).body.data).toMatchObject({ deleted: false, post_id: postId });
  });

  it('deletes a scheduled promotion while its post is still to be published', async () => {
    const li = await lineItem();
    const scheduled = (await ads.post(`${acct}/scheduled_posts`, { as_user_id: ads.userId, text: 'never promoted', scheduled_at: new Date(Date.now() + 90 * 60_000).toISOString() })).body.data;
    const created = (await ads.post(`${acct}/scheduled_promoted_posts`, { line_item_id: li, scheduled_post_id: scheduled.id })).body.data;
    const removed = await ads.delete(`/12/accounts/${ads.accountId}/scheduled_promoted_tweets/${created.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.data).toMatchObject({ id: created.id, deleted: true, post_id: null });
  });
});
