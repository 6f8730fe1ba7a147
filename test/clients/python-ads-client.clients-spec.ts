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
    t = await startTestApp();
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
        .map((call: { name: string; status: number; body: any }) => [call.name, call]),
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
  });
});
