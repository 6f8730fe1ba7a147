import { gunzipSync } from 'node:zlib';
import { adsCaller, type AdsCaller } from '../../support/ads-client';
import { ADMIN_TOKEN, startTestApp, type TestApp } from '../../support/app';
import { eventually } from '../../support/eventually';
import { signedFetch } from '../../support/oauth1-client';
import { EventStore } from '@platform/event-store';

const HOUR = 3_600_000;
const iso = (at: number) => new Date(at).toISOString().replace('.000', '');

/** Asynchronous stats jobs: queued, processed into a gzipped file equal to the synchronous answer, listed, cancelled, limited. */
describe('stats jobs', () => {
  let t: TestApp;
  let api: string;
  let ads: AdsCaller;
  let acct: string;
  let jobs: string;
  let lineItem: string;
  let promoted: string;
  let range: { start_time: string; end_time: string };

  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_ADS_BASE_URL: 'http://public.example', JOB_FILES_SWEEP_MS: '100' });
    api = await t.listen();
    ads = await adsCaller(t, { api });
    acct = `/12/accounts/${ads.accountId}`;
    jobs = `/12/stats/jobs/accounts/${ads.accountId}`;
    const start = Math.floor(Date.now() / HOUR) * HOUR;
    range = { start_time: iso(start), end_time: iso(start + 72 * HOUR) };
    const fi = (await ads.get(`${acct}/funding_instruments`)).body.data[0];
    const campaign = await ads.post(`${acct}/campaigns`, { funding_instrument_id: fi.id, name: 'Jobs', daily_budget_amount_local_micro: 500_000_000, entity_status: 'ACTIVE' });
    expect(campaign.status).toBe(200);
    const li = await ads.post(`${acct}/line_items`, {
      campaign_id: campaign.body.data.id,
      objective: 'ENGAGEMENTS',
      product_type: 'PROMOTED_POSTS',
      placements: 'ALL_ON_PLATFORM',
      bid_amount_local_micro: 1_500_000,
      entity_status: 'ACTIVE',
      start_time: iso(start - HOUR),
    });
    expect(li.status).toBe(200);
    lineItem = li.body.data.id;
    const post = (await ads.post(`${acct}/post`, { as_user_id: ads.userId, text: 'stats' })).body.data.id_str as string;
    const pp = await ads.post(`${acct}/promoted_posts`, { line_item_id: lineItem, post_ids: [post] });
    expect(pp.status).toBe(200);
    promoted = pp.body.data[0].id;
    // the line item targets two platforms: its PLATFORMS segments
    for (const value of ['0', '1']) expect((await ads.post(`${acct}/targeting_criteria`, { line_item_id: lineItem, targeting_type: 'PLATFORM', targeting_value: value })).status).toBe(200);
    const advanced = await t.api().post(`/admin/ad_accounts/${ads.accountId}/clock`).set('authorization', `Bearer ${ADMIN_TOKEN}`).send({ advance_hours: 72 });
    expect(advanced.status).toBe(200);
  });
  afterAll(() => t.close());

  const params = (extra: Record<string, string> = {}) => ({ entity: 'LINE_ITEM', entity_ids: lineItem, ...range, granularity: 'HOUR', placement: 'ALL_ON_TWITTER', metric_groups: 'ENGAGEMENT,BILLING', ...extra });
  const finished = (jobId: string) =>
    eventually(
      () => ads.get(jobs, { job_ids: jobId }),
      (res) => res.status === 200 && ['SUCCESS', 'FAILED'].includes(res.body.data[0]?.status),
      20_000,
    ).then((res) => res.body.data[0]);
  const download = async (url: string) => {
    const path = new URL(url).pathname;
    const res = await fetch(`${api}${path}`);
    return { res, body: JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8')) };
  };
  const errorOf = (res: { body: any }) => res.body.errors[0];

  it('queues a job with the parameters in the query string and answers it with the limit headers', async () => {
    const res = await ads.post(jobs, params());
    expect(res.status).toBe(200);
    const job = res.body.data;
    expect(job).toMatchObject({
      id_str: expect.stringMatching(/^\d{19}$/),
      account_id: ads.accountId,
      entity: 'LINE_ITEM',
      entity_ids: [lineItem],
      start_time: range.start_time,
      end_time: range.end_time,
      granularity: 'HOUR',
      placement: 'ALL_ON_PLATFORM',
      metric_groups: ['ENGAGEMENT', 'BILLING'],
      segmentation_type: null,
      country: null,
      platform: null,
      status: expect.stringMatching(/^(QUEUED|PROCESSING|SUCCESS)$/),
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
    });
    // the id is a JSON number of 19 digits, written as the id_str's digits
    const raw = await (await signedFetch('GET', `${api}${jobs}?job_ids=${job.id_str}`, { consumer: ads.consumer, token: ads.token })).text();
    expect(raw).toContain(`"id":${job.id_str},`);
    expect(res.headers.get('x-concurrent-job-limit')).toBe('100');
    expect(Number(res.headers.get('x-concurrent-job-limit-remaining'))).toBeLessThanOrEqual(99);
  });

  it('makes a gzipped file equal to the synchronous answer for the same parameters', async () => {
    const sync = await ads.get(`/12/stats/accounts/${ads.accountId}`, params());
    expect(sync.status).toBe(200);
    expect(sync.body.data[0].id_data[0].metrics.impressions).not.toBeNull();
    const created = await ads.post(jobs, params());
    const job = await finished(created.body.data.id_str);
    expect(job).toMatchObject({ status: 'SUCCESS', url: expect.stringMatching(new RegExp(`^http://public\\.example/ton/advertiser-api-async-analytics/stats_job_${job.id_str}_[0-9a-f]+\\.json\\.gz$`)) });
    expect(Date.parse(job.expires_at) - Date.parse(job.updated_at)).toBe(48 * HOUR);
    const { res, body } = await download(job.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/gzip');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(body).toEqual(sync.body);

    // a signed request passes too, and the sandbox listener serves the same path (its own jobs)
    const signed = await signedFetch('GET', `${api}${new URL(job.url).pathname}`, { consumer: ads.consumer, token: ads.token });
    expect(signed.status).toBe(200);
    expect(signed.headers.get('content-encoding')).toBeNull();
    expect((await t.sandbox().get(new URL(job.url).pathname)).status).toBe(404);
    // a wrong token or an unknown job is not found
    expect((await fetch(`${api}${new URL(job.url).pathname.replace(/_[0-9a-f]+\.json/, '_0123456789abcdef0123456789abcdef.json')}`)).status).toBe(404);
    expect((await fetch(`${api}/ton/advertiser-api-async-analytics/stats_job_1_x.json.gz`)).status).toBe(404);
  });

  it('answers 404 for a file past its expiry, which the sweeper then deletes', async () => {
    const job = await finished((await ads.post(jobs, params())).body.data.id_str);
    const path = new URL(job.url).pathname;
    expect((await fetch(`${api}${path}`)).status).toBe(200);
    // the 48 hours gone by (the file's expiry moved into the past)
    await t.dataSource.query(`UPDATE analytics.job_files SET expires_at = now() - interval '1 second' WHERE job_id = $1`, [job.id_str]);
    expect((await fetch(`${api}${path}`)).status).toBe(404);
    await eventually(
      () => t.dataSource.query(`SELECT 1 FROM analytics.job_files WHERE job_id = $1`, [job.id_str]) as Promise<unknown[]>,
      (rows) => rows.length === 0,
    );
    expect((await ads.get(jobs, { job_ids: job.id_str })).body.data[0]).toMatchObject({ status: 'SUCCESS', url: job.url });
  });

  it('splits segmented metrics among segments that add up to the totals', async () => {
    const whole = (await ads.get(`/12/stats/accounts/${ads.accountId}`, params({ entity: 'PROMOTED_TWEET', entity_ids: promoted, granularity: 'TOTAL' }))).body.data[0].id_data[0].metrics;
    expect(whole.impressions[0]).toBeGreaterThan(0);
    expect(whole.billed_charge_local_micro[0]).toBeGreaterThan(0);
    for (const segmentation_type of ['GENDER', 'AGE', 'PLATFORMS']) {
      const created = await ads.post(jobs, params({ entity: 'PROMOTED_TWEET', entity_ids: promoted, granularity: 'TOTAL', segmentation_type }));
      expect(created.status).toBe(200);
      expect(created.body.data.segmentation_type).toBe(segmentation_type);
      const job = await finished(created.body.data.id_str);
      expect(job.status).toBe('SUCCESS');
      const { body } = await download(job.url);
      expect(body.request.params.segmentation_type).toBe(segmentation_type);
      const items = body.data[0].id_data;
      expect(items.length).toBeGreaterThan(1);
      for (const item of items) expect(item.segment).toEqual({ segment_name: expect.any(String), segment_value: expect.any(String) });
      if (segmentation_type === 'GENDER') expect(items.map((i: any) => i.segment.segment_name)).toEqual(['Male', 'Female']);
      if (segmentation_type === 'PLATFORMS') expect(items.map((i: any) => i.segment)).toEqual([{ segment_name: 'iOS', segment_value: '0' }, { segment_name: 'Android', segment_value: '1' }]);
      for (const [name, value] of Object.entries(whole)) {
        if (!Array.isArray(value)) continue;
        const sum = items.reduce((total: number, item: any) => total + (item.metrics[name]?.[0] ?? 0), 0);
        expect([name, sum]).toEqual([name, value[0]]);
      }
    }
    const metros = await ads.post(jobs, params({ granularity: 'TOTAL', segmentation_type: 'METROS', country: '96683cc9126741d1' }));
    const job = await finished(metros.body.data.id_str);
    const { body } = await download(job.url);
    expect(body.data[0].id_data.map((i: any) => i.segment.segment_value)).toContain('819');
  });

  it('lists the jobs newest first, a page at a time', async () => {
    const created = [];
    for (let i = 0; i < 3; i++) created.push((await ads.post(jobs, params())).body.data.id_str);
    const first = await ads.get(jobs, { count: 2 });
    expect(first.status).toBe(200);
    expect(first.headers.get('x-concurrent-job-limit')).toBe('100');
    expect(first.body.data.map((j: any) => j.id_str)).toEqual([created[2], created[1]]);
    expect(first.body.next_cursor).toEqual(expect.any(String));
    const second = await ads.get(jobs, { count: 2, cursor: first.body.next_cursor });
    expect(second.body.data[0].id_str).toBe(created[0]);
    const picked = await ads.get(jobs, { job_ids: [created[0], created[2]].join(',') });
    expect(picked.body.data.map((j: any) => j.id_str)).toEqual([created[2], created[0]]);
    expect(picked.body.next_cursor).toBeNull();
    expect(errorOf(await ads.get(jobs, { cursor: 'forged.cursor' }))).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'cursor' });
    expect(errorOf(await ads.get(jobs, { count: 0 }))).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'count' });
  });

  it('cancels an unfinished job, answers a finished one as it is, and does not find an unknown one', async () => {
    const done = await finished((await ads.post(jobs, params())).body.data.id_str);
    const again = await ads.delete(`${jobs}/${done.id_str}`);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ id_str: done.id_str, status: 'SUCCESS' });
    expect(again.headers.get('x-concurrent-job-limit')).toBe('100');
    // a job cancelled at once: CANCELLED, unless it had already finished
    const created = (await ads.post(jobs, params())).body.data;
    const cancelled = await ads.delete(`${jobs}/${created.id_str}`);
    expect(cancelled.status).toBe(200);
    expect(['CANCELLED', 'SUCCESS']).toContain(cancelled.body.data.status);
    if (cancelled.body.data.status === 'CANCELLED') {
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await ads.get(jobs, { job_ids: created.id_str })).body.data[0]).toMatchObject({ status: 'CANCELLED', url: null, expires_at: null });
    }
    expect(errorOf(await ads.delete(`${jobs}/1234567890123456789`))).toMatchObject({ code: 'NOT_FOUND' });
    expect((await ads.delete(`${jobs}/1234567890123456789`)).status).toBe(404);
    // an id past what a job id can be names no job, wherever it is given
    const past = '9999999999999999999';
    expect((await ads.delete(`${jobs}/${past}`)).status).toBe(404);
    expect((await ads.get(jobs, { job_ids: past })).body.data).toEqual([]);
    expect((await fetch(`${api}/ton/advertiser-api-async-analytics/stats_job_${past}_${'a'.repeat(32)}.json.gz`)).status).toBe(404);
    // another account's job is not found either
    const other = await adsCaller(t, { api });
    expect((await other.delete(`/12/stats/jobs/accounts/${other.accountId}/${done.id_str}`)).status).toBe(404);
  });

  it('serves a sandbox job\'s file on the sandbox listener, at the base the job was asked on', async () => {
    const sandboxBase = await t.listenSandbox();
    const caller = await adsCaller(t, { api, sandbox: sandboxBase });
    const account = (await caller.request('POST', '/12/accounts', {}, { sandbox: true })).body.data[0].id as string;
    const created = await caller.request('POST', `/12/stats/jobs/accounts/${account}`, { ...params(), entity: 'ACCOUNT', entity_ids: account }, { sandbox: true });
    expect(created.status).toBe(200);
    expect(created.headers.get('x-concurrent-job-limit-remaining')).toBe('99');
    const job = (
      await eventually(
        () => caller.request('GET', `/12/stats/jobs/accounts/${account}`, { job_ids: created.body.data.id_str }, { sandbox: true }),
        (res) => res.body.data?.[0]?.status === 'SUCCESS',
        20_000,
      )
    ).body.data[0];
    expect(job.url.startsWith(`${sandboxBase}/ton/advertiser-api-async-analytics/stats_job_${job.id_str}_`)).toBe(true);
    const res = await fetch(job.url);
    expect([res.status, res.headers.get('content-type'), res.headers.get('content-encoding')]).toEqual([200, 'application/gzip', null]);
    const body = JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8'));
    expect(body).toMatchObject({ data_type: 'stats', data: [{ id: account, id_data: [{ segment: null }] }] });
    // the production listener has no such file
    expect((await fetch(`${api}${new URL(job.url).pathname}`)).status).toBe(404);
  });

  it('refuses bad parameters naming them', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ segmentation_type: 'INTERESTS' }, 'segmentation_type'],
      [{ segmentation_type: 'METROS' }, 'country'],
      [{ segmentation_type: 'CONVERSION_TAGS' }, 'segmentation_type'],
      [{ end_time: iso(Date.parse(range.start_time) + 91 * 24 * HOUR) }, 'end_time'],
      [{ segmentation_type: 'AGE', end_time: iso(Date.parse(range.start_time) + 46 * 24 * HOUR) }, 'end_time'],
      [{ entity_ids: 'nope' }, 'entity_ids'],
      [{ granularity: 'WEEK' }, 'granularity'],
    ];
    for (const [extra, parameter] of cases) {
      const res = await ads.post(jobs, params(extra));
      expect([res.status, errorOf(res)]).toEqual([400, expect.objectContaining({ code: 'INVALID_PARAMETER', parameter })]);
    }
    const missing = await ads.post(jobs, { entity: 'LINE_ITEM', entity_ids: lineItem, ...range, granularity: 'HOUR', placement: 'ALL_ON_TWITTER' });
    expect(errorOf(missing)).toMatchObject({ code: 'MISSING_PARAMETER', parameter: 'metric_groups' });
    // CONVERSION_TAGS with WEB_CONVERSION alone is taken; 90 days unsegmented too
    expect((await ads.post(jobs, params({ segmentation_type: 'CONVERSION_TAGS', metric_groups: 'WEB_CONVERSION' }))).status).toBe(200);
    expect((await ads.post(jobs, params({ end_time: iso(Date.parse(range.start_time) + 90 * 24 * HOUR) }))).status).toBe(200);
  });

  it('holds at most 100 unfinished jobs per account, answering 429 TOO_MANY_REQUESTS over it', async () => {
    const own = await adsCaller(t, { api });
    // 100 unfinished jobs held (as if none had been processed yet): places claimed on the account's jobs stream
    const store = t.app.get(EventStore);
    const streamId = `analytics.AccountStatsJobs-production-${own.accountId}`;
    const record = (type: string, jobId: string) => {
      const event = { type, data: { accountId: own.accountId, jobId, [type.endsWith('Claimed') ? 'claimedAt' : 'releasedAt']: new Date().toISOString() } };
      return store.handle(streamId, 'analytics.AccountStatsJobs', { initialState: () => null, evolve: (s: null) => s, decide: () => [event] }, {});
    };
    for (let i = 0; i < 100; i++) await record('analytics.StatsJobClaimed', String(i + 1));
    const ownParams = { ...params(), entity: 'ACCOUNT', entity_ids: own.accountId };
    const refused = await own.post(`/12/stats/jobs/accounts/${own.accountId}`, ownParams);
    expect(refused.status).toBe(429);
    expect(errorOf(refused)).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(refused.headers.get('x-concurrent-job-limit-remaining')).toBe('0');
    expect((await own.get(`/12/stats/jobs/accounts/${own.accountId}`)).headers.get('x-concurrent-job-limit-remaining')).toBe('0');
    // one place freed: one job more
    await record('analytics.StatsJobReleased', '1');
    const taken = await own.post(`/12/stats/jobs/accounts/${own.accountId}`, ownParams);
    expect(taken.status).toBe(200);
    expect(taken.headers.get('x-concurrent-job-limit-remaining')).toBe('0');
    // once it finishes, its place is free again
    await finishedFor(own, taken.body.data.id_str);
    expect((await own.get(`/12/stats/jobs/accounts/${own.accountId}`)).headers.get('x-concurrent-job-limit-remaining')).toBe('1');
  });

  const finishedFor = (caller: AdsCaller, jobId: string) =>
    eventually(
      () => caller.get(`/12/stats/jobs/accounts/${caller.accountId}`, { job_ids: jobId }),
      (res) => res.status === 200 && ['SUCCESS', 'FAILED'].includes(res.body.data[0]?.status),
      20_000,
    );
});
