import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { loadSettings } from '@platform/config';
import { tlsIdentity } from '../../apps/api/src/tls/local-ca';
import { type AdsCaller, adsCaller } from '../support/ads-client';
import { admin, startTestApp, type TestApp } from '../support/app';

/**
 * The official python ads SDK (twitter_ads), unchanged, against aviary: the
 * scripts in `python/` drive its classes (only its domain settings point at
 * aviary's listeners) and print what a user of the SDK reads back, one JSON
 * line per step; this spec judges those lines. Runs in `npm run test:clients`:
 * it needs Debian's python3 with python3-requests-oauthlib and
 * python3-dateutil, and the SDK importable (PYTHONPATH set to its source, or
 * the `twitter-ads` package installed); `.ci/run` sets both up.
 *
 * The SDK reads the brand-word members of the real API; aviary answers the
 * neutral ones the spec's naming rule gives (`post`/`platform` for the brand
 * word). Where that shows, it is said beside the assertion.
 */
const PYTHON = process.env.DEBIAN_PYTHON ?? '/usr/bin/python3';
const run = promisify(execFile);

type Step = { name: string; value?: any; error?: string; code?: number; reset_at?: string; details?: Array<{ code: string; message: string; parameter?: string }> };

describe('the official python ads SDK against aviary', () => {
  let t: TestApp;
  let base: string;
  let sandbox: string;
  let ads: AdsCaller;
  beforeAll(async () => {
    // the real rate limits: the SDK reads their headers
    t = await startTestApp({ ADS_RATE_LIMITS: 'on' });
    base = await t.listen();
    sandbox = await t.listenSandbox();
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    ads = await adsCaller(t, { api: base, sandbox });
  });

  /** Runs one script of `python/` with the SDK (against the given listeners) and answers its steps by name. */
  async function sdk(
    script: string,
    urls: { api: string; sandbox: string } = { api: base, sandbox },
    more: string[] = [],
    env: Record<string, string> = {},
  ): Promise<Record<string, Step>> {
    if (!existsSync(PYTHON)) throw new Error(`This spec needs ${PYTHON} (apt-get install python3-requests-oauthlib python3-dateutil)`);
    try {
      await run(PYTHON, ['-c', 'import twitter_ads.client, dateutil, requests_oauthlib']);
    } catch {
      throw new Error(
        'This spec needs the python ads SDK importable: set PYTHONPATH to its source (../shared/clients/twitter-python-ads-sdk beside the clone) ' +
          'or install the twitter-ads package, with python3-requests-oauthlib and python3-dateutil',
      );
    }
    const args = [join(__dirname, 'python', script), urls.api, urls.sandbox, ads.consumer.key, ads.consumer.secret, ads.token.key, ads.token.secret, ads.accountId, ...more];
    const { stdout } = await run(PYTHON, args, { maxBuffer: 16 * 1024 * 1024, env: { ...process.env, ...env } });
    const steps = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Step);
    return Object.fromEntries(steps.map((step) => [step.name, step]));
  }

  /** A step the SDK raised an error for: its error class, status and the API's first error entry. */
  const raised = (step: Step, error: string, code: number, entry: Record<string, string>) => {
    expect(step).toMatchObject({ error, code });
    expect(step.details![0]).toMatchObject(entry);
  };

  it('manages accounts, funding instruments, campaigns, line items, targeting criteria and batches, with the account history and the rate-limit headers', async () => {
    await admin(t).patch(`/admin/apps/${ads.appId}`, { betas: ['account_history'] });
    const s = await sdk('campaigns.py');

    expect(s.accounts.value).toEqual([ads.accountId]);
    expect(s.account.value).toMatchObject({ id: ads.accountId, name: 'Test account', approval_status: 'ACCEPTED' });
    const instrument = s.funding_instruments.value[0];
    expect(instrument).toMatchObject({ id: expect.any(String), type: expect.any(String), entity_status: 'ACTIVE', able_to_fund: true });
    expect(s.funding_instrument.value).toEqual(instrument);

    // the rate-limit headers, as the cursor's attributes: reads of an account are counted per user and per account
    // (a new user and account: the first read of the endpoint leaves 9999)
    expect(s.funding_instruments_limits.value).toMatchObject({
      rate_limit_limit: '10000',
      rate_limit_remaining: '9999',
      account_rate_limit_limit: '10000',
      account_rate_limit_remaining: '9999',
      current_api_version: '12',
    });
    expect(Number(s.funding_instruments_limits.value.account_rate_limit_reset)).toBeGreaterThan(Date.now() / 1000 - 1);
    // each read of an endpoint counts: after two pages of line items, fewer are left than after the first list
    const listedLeft = Number(s.line_items_limits.value.account_rate_limit_remaining);
    expect(listedLeft).toBe(9999);
    expect(Number(s.line_items_paged_limits.value.account_rate_limit_remaining)).toBeLessThan(listedLeft - 1);
    // a write's headers, through the SDK's Response: 450 a window for the user, no account limit
    const write = s.write_headers.value;
    expect(write).toMatchObject({ 'x-rate-limit-limit': '450', 'x-current-api-version': '12' });
    expect(Number(write['x-rate-limit-remaining'])).toBeLessThan(450);
    expect(write).not.toHaveProperty('x-account-rate-limit-limit');

    // campaigns: created, read back, changed with the whole object sent back, listed, refused
    const campaign = s.campaign_created.value;
    expect(campaign).toMatchObject({ name: 'sdk campaign', entity_status: 'PAUSED', funding_instrument_id: instrument.id, daily_budget_amount_local_micro: 1000000, currency: 'USD' });
    expect(s.campaign_loaded.value).toEqual(campaign);
    expect(s.campaign_changed.value).toMatchObject({ id: campaign.id, name: 'sdk campaign, renamed', entity_status: 'ACTIVE', daily_budget_amount_local_micro: 1000000 });
    expect(s.campaigns.value).toEqual([campaign.id]);
    raised(s.campaign_without_funding, 'BadRequest', 400, { code: 'MISSING_PARAMETER', parameter: 'funding_instrument_id' });

    // line items: the SDK's enum values (PROMOTED_TWEETS, ALL_ON_TWITTER) are answered with the neutral names
    const lineItem = s.line_item_created.value;
    expect(lineItem).toMatchObject({
      campaign_id: campaign.id,
      name: 'sdk line item',
      product_type: 'PROMOTED_POSTS',
      placements: ['ALL_ON_PLATFORM', 'PUBLISHER_NETWORK'],
      categories: ['IAB1', 'IAB2'],
      advertiser_domain: 'example.com',
      bid_amount_local_micro: 10000,
      entity_status: 'PAUSED',
    });
    expect(s.line_item_changed.value).toEqual({ ...lineItem, bid_amount_local_micro: 25000, updated_at: expect.any(String) });
    expect(s.line_items.value).toEqual([lineItem.id]);
    // a page of one, then the cursor fetches the next
    expect(s.line_items_first_page.value).toEqual({ fetched: 1, exhausted: false });
    expect(s.line_items_paged.value).toHaveLength(2);
    expect(s.line_items_paged.value).toContain(lineItem.id);
    raised(s.line_items_bad_count, 'BadRequest', 400, { code: 'INVALID_PARAMETER', parameter: 'count' });

    // targeting criteria: one read back through its line item, a batch that adds one and deletes the other
    const criterion = s.criterion_created.value;
    expect(criterion).toMatchObject({ line_item_id: lineItem.id, targeting_type: 'LOCATION', targeting_value: '96683cc9126741d1', operator_type: 'EQ' });
    expect(s.criterion_loaded.value).toEqual(criterion);
    expect(s.criteria_of_line_item.value).toEqual([criterion]);
    const batchedCriterion = s.criterion_batched.value;
    expect(batchedCriterion).toMatchObject({ id: expect.any(String), line_item_id: lineItem.id, targeting_type: 'LANGUAGE', targeting_value: 'en' });
    expect(s.criteria_after_batch.value).toEqual([batchedCriterion.id]);
    raised(s.criterion_after_delete, 'NotFound', 404, { code: 'TARGETING_CRITERION_NOT_FOUND' });

    // batches: the SDK fills each object from the batch's answer, in order
    const batchedCampaign = s.campaign_batched.value;
    expect(batchedCampaign).toMatchObject({ name: 'sdk batched campaign', entity_status: 'PAUSED', daily_budget_amount_local_micro: 2000000 });
    const [one, two, renamed] = s.line_items_batched.value;
    expect(one).toMatchObject({ campaign_id: batchedCampaign.id, name: 'batched one', bid_strategy: 'MAX', bid_amount_local_micro: 20000 });
    expect(two).toMatchObject({ campaign_id: batchedCampaign.id, name: 'batched two', bid_strategy: 'AUTO' });
    expect(renamed).toMatchObject({ campaign_id: campaign.id, name: 'renamed in a batch', bid_amount_local_micro: 20000 });
    raised(s.line_item_batch_deleted, 'NotFound', 404, { code: 'LINE_ITEM_NOT_FOUND', parameter: 'line_item_id' });
    raised(s.campaign_batch_deleted, 'NotFound', 404, { code: 'CAMPAIGN_NOT_FOUND', parameter: 'campaign_id' });

    // the account history of the line item: its creation, then the bid the SDK changed
    const history = s.line_item_history.value;
    expect(history[0]).toMatchObject({ change_type: 'CREATE', entity: 'LINE_ITEM', entity_id: lineItem.id, change_by: { user_id: ads.userId } });
    expect(history.slice(1)).toContainEqual(
      expect.objectContaining({ change_type: 'UPDATE', changes: expect.objectContaining({ bid_amount_local_micro: { old: 10000, new: 25000 } }) }),
    );

    // deleted through the SDK: a load raises NotFound, with_deleted shows it deleted
    raised(s.line_item_after_delete, 'NotFound', 404, { code: 'LINE_ITEM_NOT_FOUND', parameter: 'line_item_id' });
    expect(s.line_item_with_deleted.value).toMatchObject({ id: lineItem.id, deleted: true, bid_amount_local_micro: 25000 });
    raised(s.campaign_after_delete, 'NotFound', 404, { code: 'CAMPAIGN_NOT_FOUND', parameter: 'campaign_id' });

    // the sandbox: a funding instrument created and deleted through FundingInstrument, never seen in production
    expect(s.sandbox_funding_instrument.value).toMatchObject({
      type: 'INSERTION_ORDER',
      currency: 'EUR',
      funded_amount_local_micro: 5000000000,
      start_time: '2026-07-10T00:00:00Z',
      end_time: '2030-12-31T23:59:59Z',
      entity_status: 'ACTIVE',
    });
    raised(s.production_funding_instrument, 'NotFound', 404, { code: 'FUNDING_INSTRUMENT_NOT_FOUND', parameter: 'funding_instrument_id' });
    raised(s.sandbox_funding_instrument_after_delete, 'NotFound', 404, { code: 'FUNDING_INSTRUMENT_NOT_FOUND', parameter: 'funding_instrument_id' });
  });

  it('keeps custom audiences: users added and removed, the size counted, deleted', async () => {
    const s = await sdk('audiences.py');
    const created = s.created.value;
    expect(created).toMatchObject({ name: 'sdk audience', audience_type: 'CRM', owner_account_id: ads.accountId });
    // a new audience is processing until its first count (the audiences reference's create answer); the SDK
    // reloads after its POST, and the count may have run by then
    expect([['PROCESSING', 'TOO_SMALL'], ['TOO_SMALL']]).toContainEqual(created.reasons_not_targetable);
    // users(): the success and total counts the SDK reads from the answer
    expect(s.users_added.value).toEqual([3, 3]);
    expect(s.after_add.value).toMatchObject({ id: created.id, audience_size: 3, reasons_not_targetable: ['TOO_SMALL'] });
    expect(s.listed.value).toEqual([s.after_add.value]);
    expect(s.users_removed.value).toEqual([1, 1]);
    expect(s.after_remove.value).toMatchObject({ id: created.id, audience_size: 2 });
    raised(s.users_bad_operation, 'BadRequest', 400, { code: 'INVALID_PARAMETER' });
    // nothing of the refused batch was applied
    expect(s.after_refused.value).toMatchObject({ id: created.id, audience_size: 2 });
    expect(s.deleted.value).toMatchObject({ id: created.id, deleted: true, audience_size: 2 });
    raised(s.after_delete, 'NotFound', 404, { code: 'TAILORED_AUDIENCE_NOT_FOUND', parameter: 'custom_audience_id' });
  });

  it('uploads media simple and chunked, keeps them in the media library, and makes cards and poll cards', async () => {
    const s = await sdk('creatives.py');
    // the simple upload as the SDK's example sends it: the `media` part without a filename
    const simple = s.upload_simple.value;
    expect(simple.code).toBe(200);
    const mediaKey = simple.body.media_key;
    expect(simple.body).toMatchObject({ media_key: `3_${simple.body.media_id_string}`, size: simple.size, image: { image_type: 'image/png', w: 800, h: 418 } });
    const chunked = s.upload_chunked.value;
    expect(chunked).toMatchObject({ init: 202, appended: [204, 204], finalize_code: 201, status_code: 200 });
    expect(chunked.finalize).toMatchObject({ media_key: `3_${chunked.media_id}`, size: chunked.size, image: { image_type: 'image/png', w: 1200, h: 628 } });
    expect(s.served_as_sent.value).toEqual({ [mediaKey]: true, [chunked.finalize.media_key]: true });

    // the media library; MediaLibrary's `tweeted` is the brand word for the neutral `posted` aviary answers, so it stays empty
    const added = s.library_added.value;
    // an image object has no aspect_ratio (the reference's image examples show none), so the SDK's reads empty
    expect(added).toMatchObject({ media_key: mediaKey, name: 'sdk image', file_name: 'sdk.png', media_type: 'IMAGE', aspect_ratio: null, tweeted: null });
    expect(s.library_raw.value).toMatchObject({ media_key: mediaKey, posted: false });
    expect(s.library_raw.value).not.toHaveProperty('tweeted');
    expect(s.library_listed.value).toEqual([added]);
    expect(s.library_loaded.value).toEqual(added);
    expect(s.library_changed.value).toEqual({ ...added, name: 'sdk image, renamed', updated_at: expect.any(String) });
    raised(s.library_after_delete, 'NotFound', 404, { code: 'MEDIA_NOT_FOUND', parameter: 'media_key' });

    // a card: the components it was given, with the media's metadata; renamed with the loaded components sent back
    const card = s.card_created.value;
    expect(card).toMatchObject({ name: 'sdk card', card_type: 'IMAGE_WEBSITE', card_uri: `card://${card.id}` });
    expect(card.components).toEqual([
      { type: 'MEDIA', media_key: mediaKey, media_metadata: { [mediaKey]: expect.objectContaining({ type: 'IMAGE', width: 800, height: 418 }) } },
      { type: 'DETAILS', title: 'From the SDK', destination: { type: 'WEBSITE', url: 'https://example.com/sdk' } },
    ]);
    expect(s.card_loaded.value).toEqual(card);
    expect(s.cards_listed.value).toEqual([card]);
    expect(s.card_changed.value).toEqual({ ...card, name: 'sdk card, renamed', updated_at: expect.any(String) });
    const wideKey = chunked.finalize.media_key;
    expect(s.card_media_changed.value.components[0]).toEqual({ type: 'MEDIA', media_key: wideKey, media_metadata: { [wideKey]: expect.objectContaining({ width: 1200, height: 628 }) } });
    expect(s.cards_fetched.value).toEqual([expect.objectContaining({ id: card.id, card_uri: card.card_uri, name: 'sdk card, renamed', card_type: 'IMAGE_WEBSITE' })]);
    expect(s.card_fetched.value).toEqual(s.cards_fetched.value[0]);
    const { created: slidesCard, after: slidesAfter } = s.slides_renamed.value;
    expect(slidesCard.card_type).toBe('IMAGE_MULTI_DEST_CAROUSEL_WEBSITE');
    expect(slidesAfter).toEqual({ ...slidesCard, name: 'sdk slides, renamed', updated_at: expect.any(String) });
    expect(s.card_deleted.value).toMatchObject({ id: card.id, deleted: true });
    raised(s.card_after_delete, 'NotFound', 404, { code: 'CARD_NOT_FOUND', parameter: 'card_id' });
    // a card from form parameters: 415, which the SDK raises as its base Error (it has no class for 415)
    raised(s.card_as_form, 'Error', 415, { code: 'UNSUPPORTED_MEDIA_TYPE' });

    // a poll card: never changed (405, the SDK's base Error), deleted for good
    const poll = s.poll_created.value;
    expect(poll).toMatchObject({ name: 'sdk poll', card_type: 'TEXT_POLLS', duration_in_minutes: '1440', first_choice: 'Yes', second_choice: 'No', third_choice: 'Maybe' });
    expect(s.poll_loaded.value).toEqual(poll);
    expect(s.polls_listed.value).toEqual([poll]);
    raised(s.poll_changed, 'Error', 405, {});
    raised(s.poll_after_delete, 'NotFound', 404, { code: 'CARD_NOT_FOUND', parameter: 'card_id' });
  });

  it('reads stats synchronously, through a job it downloads, and the active entities, for a delivered line item', async () => {
    const HOUR = 3_600_000;
    const iso = (at: number) => new Date(at).toISOString().replace('.000', '');
    const acct = `/12/accounts/${ads.accountId}`;
    const fi = (await ads.get(`${acct}/funding_instruments`)).body.data[0];
    const campaign = (await ads.post(`${acct}/campaigns`, { funding_instrument_id: fi.id, name: 'sdk stats', entity_status: 'ACTIVE', daily_budget_amount_local_micro: 50_000_000 })).body.data.id;
    const start = Math.floor(Date.now() / HOUR) * HOUR + HOUR;
    const lineItem = (
      await ads.post(`${acct}/line_items`, { campaign_id: campaign, objective: 'ENGAGEMENTS', product_type: 'PROMOTED_POSTS', placements: 'ALL_ON_PLATFORM', bid_amount_local_micro: 1_000_000, entity_status: 'ACTIVE', start_time: iso(start) })
    ).body.data.id;
    const post = (await ads.post(`${acct}/post`, { as_user_id: ads.userId, text: 'sdk stats' })).body.data.id_str;
    const promoted = (await ads.post(`${acct}/promoted_posts`, { line_item_id: lineItem, post_ids: [post] })).body.data[0].id;
    await admin(t).post(`/admin/ad_accounts/${ads.accountId}/clock`, { advance_hours: 30 }).expect(200);

    const s = await sdk('analytics.py', undefined, [lineItem, campaign, iso(start), iso(start + 24 * HOUR)]);
    // all_stats hands back the answer's data: 24 hours of the line item
    const [stats] = s.sync.value;
    expect(stats.id).toBe(lineItem);
    expect(stats.id_data[0].metrics.impressions).toHaveLength(24);
    expect(stats.id_data[0].metrics.impressions.some((n: number) => n > 0)).toBe(true);
    // the job, queued with its limit headers, polled to SUCCESS, and its file the synchronous answer
    expect(s.queued.value).toMatchObject({ id: expect.any(Number), status: expect.stringMatching(/QUEUED|PROCESSING|SUCCESS/) });
    expect(s.job_limit.value).toEqual({ limit: '100', remaining: expect.stringMatching(/^\d+$/) });
    expect(s.job.value).toMatchObject({ id: s.queued.value.id, status: 'SUCCESS', url: expect.stringMatching(/^http/) });
    expect(s.job_data.value.data).toEqual(s.sync.value);
    // active entities: the line item, and its promoted post under the campaign
    expect(s.active_line_items.value).toEqual([expect.objectContaining({ entity_id: lineItem, placements: ['ALL_ON_PLATFORM'] })]);
    expect(s.active_promoted.value).toEqual([expect.objectContaining({ entity_id: promoted })]);
  });

  it('posts on behalf of a promotable user and promotes, schedules and drafts posts', async () => {
    const s = await sdk('posts.py');
    const lineItem = s.line_item.value;
    expect(s.promotable_users.value).toEqual([expect.objectContaining({ user_id: ads.userId, promotable_user_type: 'FULL' })]);

    // Tweet.create answers the post itself
    const post = s.post_created.value;
    expect(post).toMatchObject({ text: 'Hello from the SDK #sdk', user: { id_str: ads.userId }, card_uri: s.poll.value.card_uri, entities: { hashtags: [{ text: 'sdk' }] } });
    expect(post.id_str).toMatch(/^\d+$/);
    // the posts list: `post_type` and `post_id` are the neutral names of the real API's tweet_type and tweet_id
    expect(s.posts_listed.value).toEqual([expect.objectContaining({ id_str: post.id_str, full_text: post.text, post_type: 'PUBLISHED', post_id: post.id_str })]);
    expect(s.post_named.value).toMatchObject({ id_str: post.id_str, name: 'sdk post' });
    expect(s.posts_after_naming.value).toEqual([expect.objectContaining({ id_str: post.id_str, name: 'sdk post' })]);
    // TweetPreview reads `tweet_id`, which aviary names post_id: empty; the preview shows the text
    expect(s.previews.value).toEqual([{ preview: expect.stringContaining('Hello from the SDK #sdk'), tweet_id: null }]);
    raised(s.post_for_another_user, 'BadRequest', 400, { code: 'INVALID_PARAMETER', parameter: 'as_user_id' });

    // UserIdLookup: the v1.1 users/show answer read by @handle, with its rate-limit headers; an unknown handle is 404 code 50
    expect(s.user_id_lookup.value).toEqual({ id: expect.any(Number), id_str: ads.userId, screen_name: expect.any(String) });
    expect(s.user_id_lookup_limits.value).toMatchObject({ rate_limit_limit: expect.any(String), rate_limit_remaining: expect.any(String) });
    expect(s.user_id_lookup_unknown).toMatchObject({ error: 'NotFound', code: 404, details: [{ code: 50, message: 'User not found.' }] });

    // promoted posts: PromotedTweet reads `tweet_id`, which aviary names post_id (the raw answer has it)
    const [first, second] = s.promoted_attached.value;
    expect(first).toMatchObject({ line_item_id: lineItem.id, entity_status: 'ACTIVE', approval_status: 'ACCEPTED', tweet_id: null });
    expect(second).toMatchObject({ line_item_id: lineItem.id });
    expect(s.promoted_loaded.value).toEqual(first);
    expect(s.promoted_listed.value).toEqual([first, second]);
    expect(s.promoted_raw.value).toMatchObject({ id: first.id, post_id: post.id_str, line_item_id: lineItem.id, deleted: false });
    expect(s.promoted_raw.value).not.toHaveProperty('tweet_id');
    raised(s.promoted_after_delete, 'NotFound', 404, { code: 'PROMOTED_POST_NOT_FOUND' });
    expect(s.promoted_with_deleted.value).toEqual([first.id]);

    // scheduled posts: ScheduledTweet reads `tweet_id` (aviary's post_id, null anyway until published)
    const scheduled = s.scheduled_created.value;
    expect(scheduled).toMatchObject({ text: 'Later, from the SDK', scheduled_status: 'SCHEDULED', user_id: ads.userId, tweet_id: null });
    expect(Date.parse(scheduled.scheduled_at)).toBeGreaterThan(Date.now() + 86_400_000);
    expect(s.scheduled_changed.value).toEqual({ ...scheduled, text: 'Later, from the SDK, changed', updated_at: expect.any(String) });
    expect(s.scheduled_listed.value).toEqual([scheduled.id]);
    // ScheduledPromotedTweet reads `scheduled_tweet_id`, which aviary names scheduled_post_id: empty
    const scheduledPromoted = s.scheduled_promoted_created.value;
    expect(scheduledPromoted).toMatchObject({ id: expect.any(String), line_item_id: lineItem.id, scheduled_tweet_id: null });
    expect(s.scheduled_promoted_loaded.value).toEqual(scheduledPromoted);
    expect(s.scheduled_promoted_raw.value).toMatchObject({ id: scheduledPromoted.id, scheduled_post_id: scheduled.id, line_item_id: lineItem.id });
    expect(s.scheduled_promoted_raw.value).not.toHaveProperty('scheduled_tweet_id');
    expect(s.scheduled_promoted_listed.value).toEqual([scheduledPromoted]);
    raised(s.scheduled_promoted_after_delete, 'NotFound', 404, { code: 'NOT_FOUND' });
    raised(s.scheduled_after_delete, 'NotFound', 404, { code: 'NOT_FOUND' });
    raised(s.scheduled_in_the_past, 'BadRequest', 400, { code: 'INVALID_PARAMETER', parameter: 'scheduled_at' });

    // draft posts
    const draft = s.draft_created.value;
    expect(draft).toMatchObject({ text: 'A draft from the SDK', user_id: ads.userId });
    expect(s.draft_changed.value).toEqual({ ...draft, text: 'A draft from the SDK, changed', updated_at: expect.any(String) });
    raised(s.draft_after_delete, 'NotFound', 404, { code: 'NOT_FOUND' });
  });

  describe('on a server with fault injection on', () => {
    let faulty: TestApp;
    beforeAll(async () => {
      faulty = await startTestApp({ FAULT_INJECTION: 'on', ADS_RATE_LIMITS: 'on' });
    });
    afterAll(() => faulty.close());

    it('retries through injected 429s, or waits until the reset their headers give', async () => {
      // this app's requests only: the database is shared with every other spec
      const rule = (body: object) => admin(faulty).post('/admin/faults', { method: 'GET', status: 429, app_id: ads.appId, ...body }).expect(201);
      const campaigns = (await rule({ path: '/12/accounts/*/campaigns', count: 2 })).body.data;
      const instruments = (await rule({ path: '/12/accounts/*/funding_instruments', count: 1 })).body.data;
      await rule({ path: '/12/accounts/*/line_items', count: 1 });

      const s = await sdk('faults.py', { api: await faulty.listen(), sandbox: await faulty.listenSandbox() });

      // retry_on_status with 429: two refusals, then the list
      expect(s.campaigns_retried.value).toEqual([]);
      // handle_rate_limit: slept until x-account-rate-limit-reset (a second on) and 5 more, then read the list
      expect(s.instruments_waited.value.count).toBeGreaterThan(0);
      expect(s.instruments_waited.value.waited_seconds).toBeGreaterThanOrEqual(4);
      // neither: the SDK's RateLimit, from the ads error body
      raised(s.line_items_refused, 'RateLimit', 429, { code: 'TOO_MANY_REQUESTS' });
      // every fault was met: no rule is left
      const left = (await admin(faulty).get('/admin/faults')).body.data.map((r: { id: string }) => r.id);
      expect(left).not.toContain(campaigns.id);
      expect(left).not.toContain(instruments.id);
    });
  });

  describe('on a server whose ads limits allow one request a window', () => {
    let limited: TestApp;
    beforeAll(async () => {
      limited = await startTestApp({ ADS_RATE_LIMITS: '0.0001' });
    });
    afterAll(() => limited.close());

    it('raises the SDK’s RateLimit past the limit, with the reset time the headers gave', async () => {
      // the same database: the credentials made for this test serve on this server too
      const s = await sdk('rate_limits.py', { api: await limited.listen(), sandbox: await limited.listenSandbox() });
      const first = s.first_read.value;
      expect(first.campaigns).toEqual([]);
      expect(first.limits).toMatchObject({ rate_limit_limit: '1', rate_limit_remaining: '0', account_rate_limit_limit: '1', account_rate_limit_remaining: '0' });
      raised(s.second_read, 'RateLimit', 429, { code: 'TOO_MANY_REQUESTS' });
      // RateLimit.reset_at: the account's window (the header the SDK reads first), as the first answer gave it
      expect(s.second_read).toMatchObject({ reset_at: first.limits.account_rate_limit_reset });
      expect(Number(s.second_read.reset_at)).toBeGreaterThan(Date.now() / 1000);
    });
  });

  it("reaches the real API hosts over HTTPS as it ships: the hosts mapped to aviary, aviary's local CA trusted", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'aviary-tls-sdk-'));
    const identity = (await tlsIdentity(loadSettings({ TLS: 'on', DATA_DIR: dataDir })))!;
    const secure = await startTestApp({ ADS_RATE_LIMITS: 'on', TLS: 'on' }, [], { tls: identity });
    try {
      const urls = { api: await secure.listen(), sandbox: await secure.listenSandbox() };
      const screenName = (await admin(t).get(`/admin/users/${ads.userId}`)).body.data.screen_name as string;
      const s = await sdk('real_hosts.py', urls, [screenName], { REQUESTS_CA_BUNDLE: identity.caPath! });
      // the SDK's own domains, unchanged
      expect(s.domains.value).toEqual(['https://ads-api.twitter.com', 'https://ads-api-sandbox.twitter.com', 'https://api.twitter.com']);
      expect(s.account.value).toMatchObject({ id: ads.accountId, name: 'Test account' });
      expect(s.user_id_lookup.value).toEqual({ id: expect.any(Number), id_str: ads.userId, screen_name: screenName });
      expect(Array.isArray(s.sandbox_accounts.value)).toBe(true);
      // without the CA trusted, the handshake fails: the SDK meets aviary's certificate, not the real one
      const untrusted = await sdk('real_hosts.py', urls, [screenName], { REQUESTS_CA_BUNDLE: '' }).catch((error: Error) => error);
      expect(String(untrusted instanceof Error ? untrusted.message : JSON.stringify(untrusted))).toMatch(/CERTIFICATE_VERIFY_FAILED|SSLError/);
    } finally {
      await secure.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
