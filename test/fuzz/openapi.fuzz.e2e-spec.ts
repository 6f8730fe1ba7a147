import { adsCaller } from '../support/ads-client';
import { ADMIN_TOKEN, startTestApp, type TestApp } from '../support/app';
import { ownTestDatabase } from '../support/own-database';
import { newPlatformApp } from '../support/platform-app';
import type { WebhookReceiver } from '../support/webhook-receiver';
import { type Credentials, fuzz, operationsOf } from './openapi-fuzzer';

/**
 * The fuzz suite: every operation of the server's OpenAPI document, called by
 * a property-based fuzzer (see openapi-fuzzer.ts). A few thousand requests in
 * `npm test`; `npm run test:fuzz` sends FUZZ_RUNS (50,000). A failure prints
 * the request, the answer and the seed; `FUZZ_SEED=<seed>` replays it.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 2500);
const SEED = process.env.FUZZ_SEED !== undefined ? Number(process.env.FUZZ_SEED) : Date.now() % 2 ** 31;

describe('fuzzing every operation of /openapi.json', () => {
  let t: TestApp;
  let base: string;
  let credentials: Credentials;
  let database: { url: string; drop(): Promise<void> } | undefined;
  const receivers: WebhookReceiver[] = [];

  beforeAll(async () => {
    // fault injection on, so that /admin/faults is fuzzed too, on a database of its own: the rules the fuzzer
    // makes (a week long, for every app) reach no other spec's server
    database = await ownTestDatabase('fuzz');
    const env = { FAULT_INJECTION: 'on' };
    // FUZZ_LOGS=error shows the server's own account of each failure
    t = process.env.FUZZ_LOGS
      ? await startTestApp({ ...env, LOG_LEVEL: process.env.FUZZ_LOGS, LOG_FORMAT: 'json' }, [], { logs: true, databaseUrl: database.url })
      : await startTestApp(env, [], { databaseUrl: database.url });
    base = await t.listen();
    const sandboxBase = await t.listenSandbox();
    const platform = await newPlatformApp(t, base, receivers, 'Fuzzer');
    const ads = await adsCaller(t, { api: base, sandbox: sandboxBase }, { existing: { consumer: { key: platform.app.consumer_key, secret: platform.app.consumer_secret }, appId: platform.app.id } });
    const account = `/12/accounts/${ads.accountId}`;
    const fundingInstrument = (await ads.get(`${account}/funding_instruments`)).body.data[0].id as string;
    const campaign = (await ads.post(`${account}/campaigns`, { funding_instrument_id: fundingInstrument, name: 'Fuzzed' })).body.data.id as string;
    const lineItem = (
      await ads.post(`${account}/line_items`, { campaign_id: campaign, objective: 'ENGAGEMENTS', product_type: 'PROMOTED_POSTS', placements: ['ALL_ON_PLATFORM'] })
    ).body.data.id as string;
    const curatedCategory = (await ads.get(`${account}/curated_categories`, { country_codes: 'US' })).body.data?.[0]?.id as string | undefined;
    const catalog = (await ads.post('/12/product_catalogs', { name: 'Fuzzed' })).body.data.id as string;
    await ads.request('PUT', `/12/product_catalogs/${catalog}/products`, {}, {
      json: { products: [{ id: 'sku-1', title: 't', description: 'd', availability: 'in stock', condition: 'new', price: '1.00 USD', link: 'https://x.example/p', image_link: 'https://x.example/p.png', brand: 'b' }] },
    });
    const feed = (
      await ads.request('POST', `/12/product_catalogs/${catalog}/scheduled_feeds`, {}, {
        json: { feed_url: 'http://127.0.0.1:1/feed.csv', feed_format: 'CSV', frequency: 'WEEKLY', repeat: 'SUNDAY', start_time: '03:00', time_zone: 'UTC' },
      })
    ).body.data.id as string;
    const productSet = (
      await ads.request('POST', `/12/product_catalogs/${catalog}/product_sets`, {}, {
        json: { name: 'Fuzzed', type: 'FILTERED', filters: [{ attribute: 'inventory', operator: 'GREATER_THAN', value: '0' }] },
      })
    ).body.data.id as string;
    const customAudience = (await ads.post(`${account}/custom_audiences`, { name: 'Fuzzed' })).body.data.id as string;
    const doNotReachList = (await ads.post(`${account}/do_not_reach_lists`, { name: 'Fuzzed' })).body.data.id as string;
    const targetingCriterion = (
      await ads.post(`${account}/targeting_criteria`, { line_item_id: lineItem, targeting_type: 'BROAD_KEYWORD', targeting_value: 'fuzz' })
    ).body.data.id as string;
    const sandboxAccount = (await ads.request('POST', '/12/accounts', {}, { sandbox: true })).body.data.id as string;
    const webhook = (await platform.call('POST', '/2/webhooks', { url: platform.receiver.url })).body.data.id as string;
    credentials = {
      admin: ADMIN_TOKEN,
      bearer: platform.token,
      consumer: ads.consumer,
      token: ads.token,
      ids: {
        account_id: [ads.accountId],
        funding_instrument_id: [fundingInstrument],
        campaign_id: [campaign],
        line_item_id: [lineItem],
        curated_category_id: curatedCategory ? [curatedCategory] : [],
        user_id: [ads.userId],
        app_id: [ads.appId],
        webhook_id: [webhook],
        entity_id: [campaign, lineItem],
        product_catalog_id: [catalog],
        scheduled_feed_id: [feed],
        product_set_id: [productSet],
        custom_audience_id: [customAudience],
        tailored_audience_id: [customAudience],
        targeting_criterion_id: [targetingCriterion],
        do_not_reach_list_id: [doNotReachList],
      },
      sandbox: { base: sandboxBase, ids: { account_id: [sandboxAccount] } },
    };
  });

  afterAll(async () => {
    for (const receiver of receivers) await receiver.close();
    await t?.close();
    await database?.drop();
  });

  it(`answers ${RUNS} fuzzed requests without a 5xx, each error in its interface's shape (seed ${SEED})`, async () => {
    const document = (await t.api().get('/openapi.json')).body;
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(50);
    const started = Date.now();
    const run = await fuzz(operations, base, credentials, {
      runs: RUNS,
      seed: SEED,
      onProgress: (done) => process.env.FUZZ_PROGRESS && process.stdout.write(`fuzz: ${done} requests\n`),
    });
    const seconds = (Date.now() - started) / 1000;
    // the count and time the closing figures quote
    process.stdout.write(
      `fuzz: ${run.requests} requests over ${operations.length} operations in ${seconds.toFixed(1)} s, seed ${SEED}, ${run.failures.length} failures\n`,
    );
    // every failure with its request; the seed above draws the same requests again
    expect(run.failures.slice(0, 20)).toEqual([]);
    expect((await t.api().get('/health')).status).toBe(200);
  }, 3_600_000);
});
