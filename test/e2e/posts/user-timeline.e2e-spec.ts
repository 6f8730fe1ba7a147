import { Client } from '@xdevplatform/xdk';
import { admin, startTestApp, type TestApp, uniqueScreenName } from '../../support/app';
import { newPlatformApp, type PlatformApp } from '../../support/platform-app';
import type { WebhookReceiver } from '../../support/webhook-receiver';

const PROBLEMS = 'https://api.twitter.com/2/problems';

/** A user's timelines: their organic posts (`/tweets`) and the posts that mention them (`/mentions`), newest first, each in its latest version. */
describe('user timelines', () => {
  let t: TestApp;
  let base: string;
  let p: PlatformApp;
  const receivers: WebhookReceiver[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    base = await t.listen();
    p = await newPlatformApp(t, base, receivers, 'Timelines');
  });
  afterAll(async () => {
    await Promise.all(receivers.map((r) => r.close()));
    await t.close();
  });

  const newUser = async () =>
    (await admin(t).post('/admin/users', { screen_name: uniqueScreenName('tl'), password: 'pw-123456' }).expect(201)).body.data as { id: string; screen_name: string };
  const ids = (body: { data?: Array<{ id: string }> }) => (body.data ?? []).map((post) => post.id);

  it('shows organic posts newest first, edits in their latest version, replies unless excluded, in pages', async () => {
    const [pat, other] = [await newUser(), await newUser()];
    const [asPat, asOther] = [await p.asUser(pat.id), await p.asUser(other.id)];
    const post = async (body: object) => (await asPat('POST', '/2/tweets', body)).body.data as { id: string; text: string };
    const theirs = (await asOther('POST', '/2/tweets', { text: 'theirs' })).body.data;
    const first = await post({ text: 'first' });
    const typo = await post({ text: 'tpyo' });
    const fixed = await post({ text: 'typo', edit_options: { previous_post_id: typo.id } });
    await post({ text: 'promoted only', nullcast: true });
    const gone = await post({ text: 'gone' });
    expect((await asPat('DELETE', `/2/tweets/${gone.id}`)).status).toBe(200);
    const reply = await post({ text: 'a reply', reply: { in_reply_to_tweet_id: theirs.id } });
    const last = await post({ text: 'last' });

    const all = await p.call('GET', `/2/users/${pat.id}/tweets?tweet.fields=created_at`);
    expect(all.status).toBe(200);
    expect(all.body).toEqual({
      data: [last, reply, fixed, first].map((x) => ({ id: x.id, text: x.text, edit_history_tweet_ids: expect.any(Array), created_at: expect.any(String) })),
      meta: { result_count: 4, newest_id: last.id, oldest_id: first.id },
    });
    expect(all.body.data[2].edit_history_tweet_ids).toEqual([typo.id, fixed.id]);
    expect(ids((await p.call('GET', `/2/users/${pat.id}/tweets?exclude=replies`)).body)).toEqual([last.id, fixed.id, first.id]);
    // the brand word and the neutral one are both taken
    expect(ids((await p.call('GET', `/2/users/${pat.id}/tweets?exclude=replies,reposts`)).body)).toEqual([last.id, fixed.id, first.id]);
    expect(ids((await p.call('GET', `/2/users/${pat.id}/tweets?exclude=retweets,replies`)).body)).toEqual([last.id, fixed.id, first.id]);

    // pages of 5 at least: six more posts make two pages
    const more: string[] = [];
    for (let i = 0; i < 6; i++) more.unshift((await post({ text: `more ${i}` })).id);
    const page1 = await p.call('GET', `/2/users/${pat.id}/tweets?max_results=5`);
    expect(ids(page1.body)).toEqual(more.slice(0, 5));
    expect(page1.body.meta).toEqual({ result_count: 5, newest_id: more[0], oldest_id: more[4], next_token: expect.stringMatching(/^[0-9A-V]{16,}$/) });
    const page2 = await p.call('GET', `/2/users/${pat.id}/tweets?max_results=5&pagination_token=${page1.body.meta.next_token}`);
    expect(ids(page2.body)).toEqual([more[5], last.id, reply.id, fixed.id, first.id]);
    expect(page2.body.meta.next_token).toBeUndefined();

    // between ids, and in time
    expect(ids((await p.call('GET', `/2/users/${pat.id}/tweets?since_id=${fixed.id}&until_id=${more[5]}`)).body)).toEqual([last.id, reply.id]);
    const future = new Date(Date.now() + 3_600_000).toISOString().replace(/\.\d+Z$/, 'Z');
    expect((await p.call('GET', `/2/users/${pat.id}/tweets?start_time=${future}`)).body).toEqual({ meta: { result_count: 0 } });
    const past = new Date(Date.now() - 3_600_000).toISOString();
    expect((await p.call('GET', `/2/users/${pat.id}/tweets?start_time=${past}&max_results=100`)).body.meta.result_count).toBe(10);
  });

  it('shows the posts that mention a user, newest first, in their latest version, not promoted-only ones', async () => {
    const [sam, tia, uma] = [await newUser(), await newUser(), await newUser()];
    const [asTia, asUma] = [await p.asUser(tia.id), await p.asUser(uma.id)];
    const hello = (await asTia('POST', '/2/tweets', { text: `hello @${sam.screen_name}` })).body.data;
    const draft = (await asUma('POST', '/2/tweets', { text: `hi @${sam.screen_name} sp` })).body.data;
    const edited = (await asUma('POST', '/2/tweets', { text: `hi @${sam.screen_name}`, edit_options: { previous_post_id: draft.id } })).body.data;
    await asTia('POST', '/2/tweets', { text: `promoted @${sam.screen_name}`, nullcast: true });
    await asTia('POST', '/2/tweets', { text: `not about @${uma.screen_name}` });

    const mentions = await p.call('GET', `/2/users/${sam.id}/mentions?tweet.fields=author_id`);
    expect(mentions.status).toBe(200);
    expect(mentions.body).toEqual({
      data: [
        { id: edited.id, text: `hi @${sam.screen_name}`, edit_history_tweet_ids: [draft.id, edited.id], author_id: uma.id },
        { id: hello.id, text: `hello @${sam.screen_name}`, edit_history_tweet_ids: [hello.id], author_id: tia.id },
      ],
      meta: { result_count: 2, newest_id: edited.id, oldest_id: hello.id },
    });
    expect(ids((await p.call('GET', `/2/users/${sam.id}/mentions?until_id=${edited.id}`)).body)).toEqual([hello.id]);
    expect((await p.call('GET', `/2/users/${tia.id}/mentions`)).body).toEqual({ meta: { result_count: 0 } });
    // the mentions take no `exclude`: it is dropped, as unknown parameters are
    expect(ids((await p.call('GET', `/2/users/${sam.id}/mentions?exclude=replies`)).body)).toEqual([edited.id, hello.id]);
  });

  it('refuses unknown and malformed users and bad parameters, naming them', async () => {
    const quinn = await newUser();
    const unknown = await p.call('GET', '/2/users/123456789012/tweets');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ type: `${PROBLEMS}/resource-not-found`, parameter: 'id' });
    const bad: Array<[string, string]> = [
      ['max_results=4', 'max_results'],
      ['max_results=101', 'max_results'],
      ['start_time=yesterday', 'start_time'],
      ['since_id=abc', 'since_id'],
      ['exclude=likes', 'exclude'],
      ['pagination_token=nope', 'pagination_token'],
    ];
    for (const [q, parameter] of bad) {
      const res = await p.call('GET', `/2/users/${quinn.id}/tweets?${q}`);
      expect([q, res.status, Object.keys(res.body.errors[0].parameters)]).toEqual([q, 400, [parameter]]);
    }
    expect((await p.call('GET', '/2/users/x/tweets')).body.errors[0].parameters).toEqual({ id: ['x'] });
  });

  it('answers the official TypeScript SDK unchanged but for baseUrl', async () => {
    const rae = await newUser();
    const posted = (await (await p.asUser(rae.id))('POST', '/2/tweets', { text: 'for the sdk' })).body.data;
    const sdk = new Client({ bearerToken: p.token, baseUrl: base });
    const timeline = await sdk.users.getPosts(rae.id, { maxResults: 5 });
    expect(timeline.data?.map((post) => post.text)).toEqual(['for the sdk']);
    expect(timeline.meta?.newestId).toBe(posted.id);
    const fan = await newUser();
    const mention = (await (await p.asUser(fan.id))('POST', '/2/tweets', { text: `hey @${rae.screen_name}` })).body.data;
    expect((await sdk.users.getMentions(rae.id)).data?.map((post) => post.id)).toEqual([mention.id]);
  });
});
