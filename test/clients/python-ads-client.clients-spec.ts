import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { adsCaller } from '../support/ads-client';
import { startTestApp, type TestApp } from '../support/app';

/**
 * The ads API as the official python ads SDK calls it: Debian's
 * python3-requests-oauthlib signing, parameters in the query string, lists as
 * repeated keys, `True`, whole objects sent back on update, and version 11
 * paths. Runs in `npm run test:clients` (it needs python outside npm; .ci/run
 * installs the package; scripts/sdk has the check that drives the SDK itself).
 */
const PYTHON = process.env.DEBIAN_PYTHON ?? '/usr/bin/python3';
const run = promisify(execFile);

describe('ads API from python requests-oauthlib, as the official SDK calls it', () => {
  let t: TestApp;
  beforeAll(async () => {
    // the real rate limits: the SDK reads their headers
    t = await startTestApp({ ADS_RATE_LIMITS: 'on' });
  });
  afterAll(() => t.close());

  it('lists, creates, updates with the whole object sent back, pages and refuses bad parameters', async () => {
    if (!existsSync(PYTHON)) throw new Error(`This spec needs ${PYTHON} with python3-requests-oauthlib (apt-get install python3-requests-oauthlib)`);
    const base = await t.listen();
    const ads = await adsCaller(t, { api: base });
    const { stdout } = await run(PYTHON, [
      join(__dirname, 'python/ads_calls.py'),
      base,
      ads.consumer.key,
      ads.consumer.secret,
      ads.token.key,
      ads.token.secret,
      ads.accountId,
    ]);
    const calls = Object.fromEntries(
      stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line))
        .map((call: { name: string; status: number; body: any; headers: Record<string, string> }) => [call.name, call]),
    );
    expect(calls.accounts).toMatchObject({ status: 200, body: { data: [expect.objectContaining({ id: ads.accountId })] } });
    expect(calls.accounts.body.request.params).toEqual({ with_deleted: true });
    expect(calls.create_campaign).toMatchObject({ status: 200, body: { data: { name: 'python campaign', entity_status: 'PAUSED' } } });
    expect(calls.create_line_item.status).toBe(200);
    expect(calls.create_line_item.body.data).toMatchObject({
      product_type: 'PROMOTED_POSTS',
      placements: ['ALL_ON_PLATFORM', 'PUBLISHER_NETWORK'],
      categories: ['IAB1', 'IAB2'],
      bid_amount_local_micro: 10000,
    });
    expect(calls.update_line_item.status).toBe(200);
    expect(calls.update_line_item.body.data).toMatchObject({ bid_amount_local_micro: 25000, name: 'python line item' });
    expect(calls.list_line_items.status).toBe(200);
    expect(calls.list_line_items.body.data.map((li: { id: string }) => li.id)).toEqual([calls.create_line_item.body.data.id]);
    expect(calls.list_line_items.body.request.params).toMatchObject({
      campaign_ids: [calls.create_campaign.body.data.id, 'nope'],
      with_deleted: true,
      count: 1,
    });
    expect(calls.bad_count).toMatchObject({ status: 400, body: { errors: [expect.objectContaining({ code: 'INVALID_PARAMETER', parameter: 'count' })] } });
    // what the SDK reads as a response's rate_limit (writes: 450 a minute for the user token) and account_rate_limit (reads of the account)
    const write = calls.update_line_item.headers;
    expect(write).toMatchObject({ 'x-rate-limit-limit': '450', 'x-current-api-version': '12' });
    expect(Number(write['x-rate-limit-remaining'])).toBeLessThan(450);
    expect(Number(write['x-rate-limit-reset'])).toBeGreaterThan(Date.now() / 1000 - 1);
    expect(write).not.toHaveProperty('x-account-rate-limit-limit');
    expect(calls.list_line_items.headers).toMatchObject({
      'x-rate-limit-limit': '10000',
      'x-rate-limit-remaining': '9999',
      'x-account-rate-limit-limit': '10000',
      'x-account-rate-limit-remaining': '9999',
      'x-account-rate-limit-reset': expect.stringMatching(/^\d+$/),
    });
    // the batch endpoints, as Campaign.batch_save and LineItem.batch_save call them
    expect(calls.batch_campaigns).toMatchObject({ status: 200, body: { data: [{ name: 'batched campaign', entity_status: 'PAUSED' }] } });
    expect(calls.batch_line_items.status).toBe(200);
    expect(calls.batch_line_items.body.data).toEqual([
      expect.objectContaining({ campaign_id: calls.batch_campaigns.body.data[0].id, name: 'batched one', bid_strategy: 'MAX', bid_amount_local_micro: 20000 }),
      expect.objectContaining({ name: 'batched two', bid_strategy: 'AUTO' }),
      expect.objectContaining({ id: calls.create_line_item.body.data.id, name: 'renamed in a batch' }),
    ]);
  });

  it('uploads media in chunks and keeps it in the media library, cards and poll cards, as the SDK calls them', async () => {
    if (!existsSync(PYTHON)) throw new Error(`This spec needs ${PYTHON} with python3-requests-oauthlib (apt-get install python3-requests-oauthlib)`);
    const base = await t.listen();
    const ads = await adsCaller(t, { api: base });
    const { stdout } = await run(PYTHON, [
      join(__dirname, 'python/creatives_calls.py'),
      base,
      ads.consumer.key,
      ads.consumer.secret,
      ads.token.key,
      ads.token.secret,
      ads.accountId,
    ]);
    const calls = Object.fromEntries(
      stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line))
        .map((call: { name: string; status: number; body: any }) => [call.name, call]),
    );
    const mediaId = calls.upload_init.body.media_id_string;
    expect(calls.upload_init).toMatchObject({ status: 202, body: { media_key: `3_${mediaId}` } });
    expect([calls.upload_append_0.status, calls.upload_append_1.status]).toEqual([204, 204]);
    expect(calls.upload_finalize).toMatchObject({ status: 201, body: { media_key: `3_${mediaId}`, image: { image_type: 'image/png', w: 800, h: 418 } } });
    expect(calls.upload_status.status).toBe(200);
    const mediaKey = `3_${mediaId}`;
    expect(calls.library_add).toMatchObject({ status: 200, body: { data: { media_key: mediaKey, name: 'python image', media_type: 'IMAGE', media_category: 'POST_IMAGE' } } });
    expect(calls.library_list.body.data.map((o: { media_key: string }) => o.media_key)).toEqual([mediaKey]);
    expect(calls.library_load.body.data).toEqual(calls.library_add.body.data);
    expect(calls.library_update).toMatchObject({ status: 200, body: { data: { name: 'python image renamed', file_name: 'python.png' } } });
    expect(calls.card_create).toMatchObject({ status: 200, body: { data: { name: 'python card', card_type: 'IMAGE_WEBSITE' } } });
    expect(calls.card_load.body.data).toEqual(calls.card_create.body.data);
    expect(calls.card_list.body.data).toEqual([calls.card_create.body.data]);
    expect(calls.card_update).toMatchObject({ status: 200, body: { data: { name: 'python card renamed', card_type: 'IMAGE_WEBSITE' } } });
    expect(calls.card_form).toMatchObject({ status: 415, body: { errors: [expect.objectContaining({ code: 'UNSUPPORTED_MEDIA_TYPE' })] } });
    expect(calls.poll_create).toMatchObject({ status: 200, body: { data: { name: 'python poll', card_type: 'TEXT_POLLS', duration_in_minutes: '1440' } } });
    expect(calls.poll_load.body.data).toEqual(calls.poll_create.body.data);
    expect(calls.poll_list).toMatchObject({ status: 200, body: { data: [calls.poll_create.body.data], total_count: 1 } });
    expect(calls.poll_update.status).toBe(405);
    expect(calls.poll_delete.status).toBe(200);
    expect(calls.poll_after_delete.status).toBe(404);
    expect(calls.library_delete).toMatchObject({ status: 200, body: { data: { media_key: mediaKey, deleted: true } } });
  });

  it('creates a post with a poll card and promotes it, as the SDK’s Tweet and PromotedTweet call them', async () => {
    if (!existsSync(PYTHON)) throw new Error(`This spec needs ${PYTHON} with python3-requests-oauthlib (apt-get install python3-requests-oauthlib)`);
    const base = await t.listen();
    const ads = await adsCaller(t, { api: base });
    const { stdout } = await run(PYTHON, [
      join(__dirname, 'python/posts_calls.py'),
      base,
      ads.consumer.key,
      ads.consumer.secret,
      ads.token.key,
      ads.token.secret,
      ads.accountId,
      ads.userId,
    ]);
    const calls = Object.fromEntries(
      stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line))
        .map((call: { name: string; status: number; body: any }) => [call.name, call]),
    );
    const post = calls.create_post.body.data;
    expect(calls.create_post.status).toBe(200);
    expect(post).toMatchObject({ text: 'Hello from python #sdk', user: { id_str: ads.userId }, card_uri: calls.create_poll.body.data.card_uri, entities: { hashtags: [{ text: 'sdk' }] } });
    expect(post.id).toBeGreaterThan(1e15);
    expect(calls.list_posts.body.data).toEqual([expect.objectContaining({ id_str: post.id_str, post_type: 'PUBLISHED' })]);
    expect(calls.name_post.body.data).toMatchObject({ name: 'python post', post_id: post.id_str });
    const promoted = calls.promote.body.data[0];
    expect(calls.promote.status).toBe(200);
    expect(promoted).toMatchObject({ line_item_id: calls.create_line_item.body.data.id, post_id: post.id_str, entity_status: 'ACTIVE', approval_status: 'ACCEPTED', deleted: false });
    expect(calls.load_promoted.body.data).toEqual(promoted);
    expect(calls.list_promoted.body.data).toEqual([promoted]);
    expect(calls.delete_promoted.body.data).toMatchObject({ id: promoted.id, deleted: true });
  });
});
