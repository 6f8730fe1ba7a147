import { EventStore } from '@platform/event-store';
import { adsCaller, type AdsCaller } from '../../support/ads-client';
import { startTestApp, type TestApp } from '../../support/app';
import { eventually } from '../../support/eventually';

/** Scheduled posts (published at their time by the publisher) and draft posts (kept, previewed). */
describe('scheduled and draft posts', () => {
  let t: TestApp;
  let ads: AdsCaller;
  let acct: string;
  let card: string;

  beforeAll(async () => {
    t = await startTestApp({ SCHEDULED_POST_POLL_MS: '100' });
    ads = await adsCaller(t, { api: await t.listen() });
    acct = `/12/accounts/${ads.accountId}`;
    card = (await ads.post(`${acct}/cards/poll`, { name: 'Poll', first_choice: 'A', second_choice: 'B', duration_in_minutes: 30 })).body.data.card_uri;
  });
  afterAll(() => t.close());

  const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
  const errorOf = (res: { body: any }) => res.body.errors[0];

  it('schedules a post, changes and lists it, and deletes it (scheduled_status DELETED, then 404)', async () => {
    const at = inMinutes(90);
    const created = await ads.post(`${acct}/scheduled_posts`, { as_user_id: ads.userId, text: 'later #soon', scheduled_at: at, card_uri: card });
    expect(created.status).toBe(200);
    const scheduled = created.body.data;
    expect(scheduled).toEqual({
      id: expect.stringMatching(/^\d+$/),
      id_str: scheduled.id,
      name: null,
      text: 'later #soon',
      user_id: ads.userId,
      nullcast: true,
      card_uri: card,
      media_keys: [],
      scheduled_at: at.replace(/:\d\d\.\d{3}Z$/, ':00Z'),
      scheduled_status: 'SCHEDULED',
      completed_at: null,
      post_id: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      deleted: false,
    });

    const path = `/12/accounts/${ads.accountId}/scheduled_tweets/${scheduled.id}`;
    const changed = await ads.put(path, { text: 'later, changed', card_uri: '' });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ text: 'later, changed', card_uri: null, scheduled_at: scheduled.scheduled_at });
    expect((await ads.get(path)).body.data).toEqual(changed.body.data);
    const listed = await ads.get(`${acct}/scheduled_posts`, { user_id: ads.userId });
    expect(listed.body.data).toEqual([changed.body.data]);
    // in the posts list as a scheduled post
    const asPost = await ads.get(`${acct}/posts`, { post_type: 'SCHEDULED', trim_user: true });
    expect(asPost.body.data).toEqual([
      expect.objectContaining({ id_str: scheduled.id, full_text: 'later, changed', post_type: 'SCHEDULED', scheduled_status: 'SCHEDULED', scheduled_at: scheduled.scheduled_at }),
    ]);

    const deleted = await ads.delete(path);
    expect(deleted.body.data).toMatchObject({ deleted: true, scheduled_status: 'DELETED' });
    expect((await ads.get(path)).status).toBe(404);
    expect((await ads.get(path, { with_deleted: true })).body.data).toMatchObject({ scheduled_status: 'DELETED' });
    expect((await ads.put(path, { text: 'x' })).status).toBe(404);
  });

  it('refuses a time not in the future or more than a year ahead, and the rules of an ads post', async () => {
    const cases: Array<[Record<string, string | boolean>, string, string]> = [
      [{ as_user_id: ads.userId, text: 'past', scheduled_at: inMinutes(-1) }, 'INVALID_PARAMETER', 'scheduled_at'],
      [{ as_user_id: ads.userId, text: 'far', scheduled_at: inMinutes(60 * 24 * 400) }, 'INVALID_PARAMETER', 'scheduled_at'],
      [{ as_user_id: ads.userId, text: 'bad', scheduled_at: 'tomorrow' }, 'INVALID_PARAMETER', 'scheduled_at'],
      [{ as_user_id: ads.userId, text: 'when?' }, 'MISSING_PARAMETER', 'scheduled_at'],
      [{ as_user_id: ads.userId, scheduled_at: inMinutes(5) }, 'MISSING_PARAMETER', 'text'],
      [{ as_user_id: '1', text: 'who?', scheduled_at: inMinutes(5) }, 'INVALID_PARAMETER', 'as_user_id'],
      [{ as_user_id: ads.userId, text: 'card', card_uri: 'card://42', scheduled_at: inMinutes(5) }, 'INVALID_PARAMETER', 'card_uri'],
      [{ as_user_id: ads.userId, text: 'media', media_keys: '3_42', scheduled_at: inMinutes(5) }, 'INVALID_PARAMETER', 'media_keys'],
    ];
    for (const [params, code, parameter] of cases) {
      const res = await ads.post(`${acct}/scheduled_posts`, params);
      expect({ params, status: res.status, error: errorOf(res) }).toMatchObject({ status: 400, error: { code, parameter } });
    }
    expect((await ads.get(`${acct}/scheduled_posts`)).body.data.filter((p: { deleted: boolean }) => !p.deleted)).toEqual([]);
  });

  it('publishes a scheduled post at its time: a real post, scheduled_status SUCCESS with its post_id', async () => {
    const other = await adsCaller(t, { api: await t.listen() });
    const otherAcct = `/12/accounts/${other.accountId}`;
    // the seconds are ignored: a post scheduled a few seconds ahead is due at the start of its minute
    const at = new Date(Date.now() + 3_000).toISOString();
    const scheduled = (await other.post(`${otherAcct}/scheduled_posts`, { as_user_id: other.userId, text: 'on time', scheduled_at: at })).body.data;
    expect(scheduled.scheduled_status).toBe('SCHEDULED');
    const done = await eventually(
      async () => (await other.get(`${otherAcct}/scheduled_posts/${scheduled.id}`)).body.data,
      (s) => s.scheduled_status === 'SUCCESS',
    );
    expect(done).toMatchObject({ scheduled_status: 'SUCCESS', post_id: expect.stringMatching(/^\d+$/), completed_at: expect.any(String) });
    expect(Date.parse(done.completed_at)).toBeGreaterThanOrEqual(Date.parse(scheduled.scheduled_at));
    const published = await other.get(`${otherAcct}/posts`, { post_type: 'PUBLISHED', post_ids: [done.post_id] });
    expect(published.body.data).toEqual([expect.objectContaining({ id_str: done.post_id, full_text: 'on time', post_type: 'PUBLISHED', nullcast: true })]);
    // published once: the post's stream holds one creation, from the schedule
    const events = (await t.app.get(EventStore).readStream(`posts.Post-production-${done.post_id}`)).events;
    expect(events.map((e) => e.type)).toEqual(['posts.PostCreated']);
    expect((events[0].data as any).post).toMatchObject({ origin: 'scheduled', scheduledPostId: scheduled.id, authorId: other.userId });
    // no longer scheduled: it cannot change
    expect(errorOf(await other.put(`${otherAcct}/scheduled_posts/${scheduled.id}`, { text: 'too late' }))).toMatchObject({ code: 'INVALID_PARAMETER' });
    expect((await other.get(`${otherAcct}/posts`, { post_type: 'SCHEDULED' })).body.data).toEqual([]);
  });

  it('publishes a sandbox account’s scheduled post in the sandbox', async () => {
    const sandbox = await adsCaller(t, { api: await t.listen(), sandbox: await t.listenSandbox() });
    const account = (await sandbox.request('POST', '/12/accounts', {}, { sandbox: true })).body.data[0].id;
    const path = `/12/accounts/${account}/scheduled_posts`;
    const scheduled = (await sandbox.request('POST', path, { as_user_id: sandbox.userId, text: 'sandboxed', scheduled_at: new Date(Date.now() + 2_000).toISOString() }, { sandbox: true })).body.data;
    const done = await eventually(
      async () => (await sandbox.request('GET', `${path}/${scheduled.id}`, {}, { sandbox: true })).body.data,
      (s) => s.scheduled_status === 'SUCCESS',
    );
    const [created] = (await t.app.get(EventStore).readStream(`posts.Post-sandbox-${done.post_id}`)).events;
    expect(created.metadata.environment).toBe('sandbox');
    // not in production
    expect((await t.app.get(EventStore).readStream(`posts.Post-production-${done.post_id}`)).events).toEqual([]);
  });

  it('keeps draft posts: create, change, list, preview on a device, delete', async () => {
    const created = await ads.post(`/12/accounts/${ads.accountId}/draft_tweets`, { as_user_id: ads.userId, text: 'draft', card_uri: card, name: 'Draft one' });
    expect(created.status).toBe(200);
    const draft = created.body.data;
    expect(draft).toEqual({
      id: expect.stringMatching(/^\d+$/),
      id_str: draft.id,
      name: 'Draft one',
      text: 'draft',
      user_id: ads.userId,
      nullcast: true,
      card_uri: card,
      media_keys: [],
      created_at: expect.any(String),
      updated_at: expect.any(String),
      deleted: false,
    });
    const changed = await ads.put(`${acct}/draft_posts/${draft.id}`, { text: 'draft, changed', nullcast: false });
    expect(changed.body.data).toMatchObject({ text: 'draft, changed', nullcast: false, card_uri: card });
    expect(errorOf(await ads.put(`${acct}/draft_posts/${draft.id}`, { text: '' }))).toMatchObject({ code: 'MISSING_PARAMETER', parameter: 'text' });
    expect((await ads.get(`${acct}/draft_posts`)).body.data).toEqual([changed.body.data]);
    expect((await ads.get(`${acct}/posts`, { post_type: 'DRAFT' })).body.data).toEqual([
      expect.objectContaining({ id_str: draft.id, full_text: 'draft, changed', post_type: 'DRAFT', scopes: { followers: true } }),
    ]);
    const previewed = await ads.post(`${acct}/draft_posts/preview/${draft.id}`);
    expect(previewed.status).toBe(200);
    expect(previewed.body).toEqual({
      request: { params: { account_id: ads.accountId, draft_post_id: draft.id } },
      message: expect.stringMatching(/^See @\w+'s notifications in the app to preview your post\.$/),
    });
    expect((await ads.get(`${acct}/post_previews`, { post_ids: [draft.id], post_type: 'DRAFT' })).body.data).toEqual([
      { post_id: draft.id, preview: expect.stringContaining('draft, changed') },
    ]);

    expect((await ads.delete(`${acct}/draft_posts/${draft.id}`)).body.data).toMatchObject({ deleted: true });
    expect((await ads.get(`${acct}/draft_posts/${draft.id}`)).status).toBe(404);
    expect((await ads.post(`${acct}/draft_posts/preview/${draft.id}`)).status).toBe(404);
  });
});
