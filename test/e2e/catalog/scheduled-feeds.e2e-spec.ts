import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EventStore } from '@platform/event-store';
import { adsCaller, type AdsCaller } from '../../support/ads-client';
import { startTestApp, type TestApp } from '../../support/app';

/**
 * Scheduled feeds: one per user, on the reference's schedule (`start_time`
 * HH:MM in a `time_zone`; daily, on a weekday, or every few hours), run at
 * their time against a local HTTP server, each run's outcome kept.
 */
describe('scheduled feeds', () => {
  let t: TestApp;
  let base: string;
  let files: Server;
  let filesUrl: string;
  const served: Record<string, { status: number; body: string }> = {};

  beforeAll(async () => {
    t = await startTestApp({ CATALOG_FEED_POLL_MS: '100' });
    base = await t.listen();
    files = createServer((req, res) => {
      const file = served[req.url ?? ''] ?? { status: 404, body: 'not found' };
      res.writeHead(file.status, { 'content-type': 'text/plain' }).end(file.body);
    });
    await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
    filesUrl = `http://127.0.0.1:${(files.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => files.close(resolve));
    await t.close();
  });

  /** A new user with a catalog: a user has one feed. */
  async function seller(): Promise<{ caller: AdsCaller; feeds: string }> {
    const caller = await adsCaller(t, { api: base });
    const catalog = (await caller.post('/12/product_catalogs', { name: 'Fed' })).body.data.id;
    return { caller, feeds: `/12/product_catalogs/${catalog}/scheduled_feeds` };
  }
  const create = (s: { caller: AdsCaller; feeds: string }, body: Record<string, unknown>) => s.caller.request('POST', s.feeds, {}, { json: body });
  const update = (s: { caller: AdsCaller; feeds: string }, id: string, body: Record<string, unknown>) => s.caller.request('PUT', `${s.feeds}/${id}`, {}, { json: body });

  const header = 'id,title,description,availability,condition,price,link,image_link,brand';
  const row = (id: string, title = `Product ${id}`) => `${id},${title},A product from the feed,in stock,new,12.50 USD,https://shop.example/${id},https://shop.example/${id}.png,Aviary`;
  const xmlItem = (id: string) =>
    `<item><g:id>${id}</g:id><title>Product ${id}</title><description>A product &amp; more</description><g:availability>in stock</g:availability>` +
    `<g:condition>new</g:condition><g:price>12.50 USD</g:price><link>https://shop.example/${id}</link><g:image_link>https://shop.example/${id}.png</g:image_link>` +
    `<g:brand>Aviary</g:brand><g:google_product_category>Apparel &amp; Accessories</g:google_product_category></item>`;
  const pad = (n: number) => String(n).padStart(2, '0');
  /** The next whole minute at least 5 s ahead, as HH:MM in UTC: an hourly feed starting then runs then. */
  const soon = () => {
    const at = new Date(Math.ceil((Date.now() + 5000) / 60_000) * 60_000);
    return `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}`;
  };
  const members = ['start_time', 'product_catalog_id', 'feed_url', 'feed_format', 'id', 'created_at', 'frequency', 'repeat', 'updated_at', 'time_zone'];

  /** The feed's runs once `count` have finished (the runner polls every 100 ms in this app). */
  async function runsOf(s: { caller: AdsCaller; feeds: string }, feedId: string, count = 1) {
    for (let i = 0; i < 1000; i++) {
      const runs = (await s.caller.get(`${s.feeds}/${feedId}/runs`)).body.data as Array<Record<string, unknown>>;
      if (runs.filter((r) => r.status !== 'RUNNING').length >= count) return runs;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`feed ${feedId} did not run`);
  }

  it('runs CSV, TSV and XML feeds at their time as product batches, keeps each outcome, and fails what it cannot apply', async () => {
    served['/products.csv'] = { status: 200, body: [header, row('f-1'), row('f-2'), 'f-3,No price,d,in stock,new,,https://shop.example/x,https://shop.example/x.png,Aviary'].join('\n') };
    served['/products.tsv'] = { status: 200, body: [header, row('t-1')].join('\n').replaceAll(',', '\t') };
    served['/products.xml'] = { status: 200, body: `<?xml version="1.0"?><rss xmlns:g="http://base.google.com/ns/1.0"><channel>${xmlItem('x-1')}${xmlItem('x-2')}</channel></rss>` };
    served['/broken.csv'] = { status: 200, body: `${header}\n"unclosed,quote` };
    served['/gone.csv'] = { status: 503, body: 'down' };
    const start = soon();
    const feed = async (url: string, format = 'CSV') => {
      const s = await seller();
      const res = await create(s, { feed_url: url, feed_format: format, frequency: 'HOURLY', repeat: '1', start_time: start, time_zone: 'UTC' });
      expect(res.status).toBe(200);
      return { s, id: res.body.data.id as string };
    };
    const [csv, tsv, xml, ...failing] = await Promise.all([
      feed(`${filesUrl}/products.csv`),
      feed(`${filesUrl}/products.tsv`, 'TSV'),
      feed(`${filesUrl}/products.xml`, 'xml'),
      feed(`${filesUrl}/broken.csv`),
      feed(`${filesUrl}/gone.csv`),
      feed('http://127.0.0.1:1/closed.csv'),
      feed('https://feeds.example.com/products.csv'),
    ]);

    expect((await runsOf(csv.s, csv.id))[0]).toMatchObject({ status: 'SUCCESS', rows: 3, created: 2, updated: 0, no_change: 0, errors: 1, reason: null, finished_at: expect.any(String) });
    const products = (await csv.s.caller.get(csv.s.feeds.replace('scheduled_feeds', 'products'))).body.data.map((p: { id: string }) => p.id);
    expect(products).toEqual(expect.arrayContaining(['f-1', 'f-2']));
    expect(products).not.toContain('f-3');
    expect((await runsOf(tsv.s, tsv.id))[0]).toMatchObject({ status: 'SUCCESS', created: 1 });
    expect((await runsOf(xml.s, xml.id))[0]).toMatchObject({ status: 'SUCCESS', rows: 2, created: 2, errors: 0 });
    const fromXml = (await xml.s.caller.get(xml.s.feeds.replace('scheduled_feeds', 'products'))).body.data;
    expect(fromXml.map((p: { id: string }) => p.id)).toEqual(['x-1', 'x-2']);
    expect(fromXml[0]).toMatchObject({ description: 'A product & more', external_product_category: 'Apparel & Accessories' });

    const reasons = [/not valid CSV/, /HTTP 503/, /could not be fetched/, /not one feeds may be fetched from/];
    for (const [i, { s, id }] of failing.entries()) {
      const [run] = await runsOf(s, id);
      expect({ status: run.status, reason: run.reason }).toEqual({ status: 'FAILED', reason: expect.stringMatching(reasons[i]) });
    }
    expect((await t.api().get('/health')).status).toBe(200);

    // the list shows the reference's members only: when it runs and how runs went are under .../runs
    const [listed] = (await csv.s.caller.get(csv.s.feeds)).body.data;
    expect(Object.keys(listed)).toEqual(members);
    expect(listed).toMatchObject({ id: csv.id, start_time: start, frequency: 'HOURLY', repeat: '1', time_zone: 'UTC' });

    // a later run updates what changed
    served['/products.tsv'].body = [header, row('t-1', 'Renamed')].join('\n').replaceAll(',', '\t');
    expect((await update(tsv.s, tsv.id, { start_time: soon() })).status).toBe(200);
    const runs = await runsOf(tsv.s, tsv.id, 2);
    expect(runs[0]).toMatchObject({ status: 'SUCCESS', updated: 1 });
  }, 240_000);

  it('takes the reference’s schedule and answers its members, in its order', async () => {
    const s = await seller();
    const created = await create(s, { feed_url: `${filesUrl}/x.csv`, feed_format: 'CSV', frequency: 'WEEKLY', repeat: 'saturday', start_time: '01:30', time_zone: 'America/New_York' });
    expect(created.status).toBe(200);
    expect(Object.keys(created.body.data)).toEqual(members);
    const id = created.body.data.id;
    expect(created.body.data).toEqual({
      start_time: '01:30',
      product_catalog_id: s.feeds.split('/')[3],
      feed_url: `${filesUrl}/x.csv`,
      feed_format: 'CSV',
      id: expect.stringMatching(/^\d+$/),
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      frequency: 'WEEKLY',
      repeat: 'SATURDAY',
      updated_at: created.body.data.created_at,
      time_zone: 'America/New_York',
    });

    // the SDKs' way: every parameter in the query string
    const moved = await s.caller.request('PUT', `${s.feeds}/${id}`, { start_time: '07:30' });
    expect(moved.body.data).toMatchObject({ id, start_time: '07:30', frequency: 'WEEKLY', repeat: 'SATURDAY' });
    expect(moved.body.request.params).toEqual({ product_catalog_id: s.feeds.split('/')[3], id, start_time: '07:30' });
    const daily = await update(s, id, { frequency: 'DAILY' });
    expect(daily.body.data).toMatchObject({ frequency: 'DAILY', repeat: null, start_time: '07:30', time_zone: 'America/New_York' });
    const hourly = await update(s, id, { frequency: 'HOURLY' });
    expect(hourly.status).toBe(400);
    expect(hourly.body.errors[0]).toMatchObject({ code: 'MISSING_PARAMETER', parameter: 'repeat' });
    const everySix = await update(s, id, { frequency: 'HOURLY', repeat: 6, feed_format: 'XML' });
    expect(everySix.body.data).toMatchObject({ frequency: 'HOURLY', repeat: '6', feed_format: 'XML' });

    const deleted = await s.caller.delete(`${s.feeds}/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ ...everySix.body.data, updated_at: expect.any(String) });
    expect(deleted.body.request.params).toEqual({ product_catalog_id: s.feeds.split('/')[3], id });
    expect((await s.caller.get(s.feeds)).body.data).toEqual([]);
    const again = await s.caller.delete(`${s.feeds}/${id}`);
    expect(again.status).toBe(404);
    expect(again.body.errors[0].parameter).toBe('scheduled_feed_id');
  });

  it('reads a feed stored before the reference’s schedule (ISO start_time, numeric repeat) in today’s terms, and changes it', async () => {
    const s = await seller();
    const catalogId = s.feeds.split('/')[3];
    const feedId = String(Date.now()) + String(Math.floor(Math.random() * 1000));
    // the event as it was appended then: an ISO start_time, a number of weeks, no claim on the owner's stream
    await t.app.get(EventStore).appendAll([
      {
        streamId: `catalog.ScheduledFeed-production-${feedId}`,
        streamType: 'catalog.ScheduledFeed',
        expectedVersion: 0,
        events: [
          {
            type: 'catalog.ScheduledFeedCreated',
            data: {
              environment: 'production',
              catalogId,
              userId: s.caller.userId,
              feedId,
              settings: { feed_url: `${filesUrl}/old.csv`, feed_format: 'CSV', frequency: 'WEEKLY', repeat: 2, time_zone: 'Europe/Paris', start_time: '2030-01-04T06:00:00Z' },
              nextRunAt: '2030-01-04T06:00:00Z',
              createdAt: '2026-11-01T00:00:00Z',
            },
          },
        ],
      },
    ]);
    const [listed] = (await s.caller.get(s.feeds)).body.data;
    // 2030-01-04 is a Friday; 06:00 UTC is 07:00 in Paris
    expect(listed).toMatchObject({ id: feedId, start_time: '07:00', frequency: 'WEEKLY', repeat: 'FRIDAY', time_zone: 'Europe/Paris' });
    expect(Object.keys(listed)).toEqual(members);
    const changed = await update(s, feedId, { start_time: '08:15' });
    expect(changed.body.data).toMatchObject({ id: feedId, start_time: '08:15', repeat: 'FRIDAY' });
    expect((await s.caller.get(s.feeds)).body.data[0]).toMatchObject({ start_time: '08:15', repeat: 'FRIDAY' });
  });

  it('refuses settings the reference does not allow, each naming its parameter', async () => {
    const s = await seller();
    const ok = { feed_url: `${filesUrl}/x.csv`, feed_format: 'CSV', frequency: 'DAILY', start_time: '06:00', time_zone: 'Europe/Paris' };
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...ok, feed_url: undefined }, 'MISSING_PARAMETER', 'feed_url'],
      [{ ...ok, start_time: undefined }, 'MISSING_PARAMETER', 'start_time'],
      [{ ...ok, time_zone: undefined }, 'MISSING_PARAMETER', 'time_zone'],
      [{ ...ok, feed_format: 'XLS' }, 'INVALID_PARAMETER', 'feed_format'],
      [{ ...ok, start_time: new Date().toISOString() }, 'INVALID_PARAMETER', 'start_time'],
      [{ ...ok, start_time: '7:30' }, 'INVALID_PARAMETER', 'start_time'],
      [{ ...ok, time_zone: 'Mars/Olympus' }, 'INVALID_PARAMETER', 'time_zone'],
      [{ ...ok, repeat: 'MONDAY' }, 'INVALID_PARAMETER', 'repeat'],
      [{ ...ok, frequency: 'WEEKLY' }, 'MISSING_PARAMETER', 'repeat'],
      [{ ...ok, frequency: 'WEEKLY', repeat: 'WEEKEND' }, 'INVALID_PARAMETER', 'repeat'],
      [{ ...ok, frequency: 'HOURLY', repeat: '5' }, 'INVALID_PARAMETER', 'repeat'],
      [{ ...ok, feed_url: 'ftp://feeds.example.com/x.csv' }, 'INVALID_PARAMETER', 'feed_url'],
    ];
    for (const [body, code, parameter] of cases) {
      const res = await create(s, body);
      expect({ body, status: res.status, error: res.body.errors?.[0] }).toEqual({ body, status: 400, error: expect.objectContaining({ code, parameter }) });
    }
    expect((await s.caller.get(s.feeds)).body.data).toEqual([]);
  });

  it('is one per user, decided on the owner’s stream even for concurrent requests, and the owner’s only', async () => {
    const s = await seller();
    const body = (n: number) => ({ feed_url: `${filesUrl}/${n}.csv`, feed_format: 'CSV', frequency: 'DAILY', start_time: '03:00', time_zone: 'UTC' });
    const raced = await Promise.all([1, 2, 3].map((n) => create(s, body(n))));
    expect(raced.map((r) => r.status).sort()).toEqual([200, 400, 400]);
    for (const refused of raced.filter((r) => r.status === 400)) expect(refused.body.errors[0]).toMatchObject({ code: 'INVALID_REQUEST', message: expect.stringContaining('one feed') });
    const listed = (await s.caller.get(s.feeds)).body.data;
    expect(listed.map((f: { id: string }) => f.id)).toEqual([raced.find((r) => r.status === 200)!.body.data.id]);

    const other = await seller();
    for (const res of [await other.caller.get(s.feeds), await create({ caller: other.caller, feeds: s.feeds }, body(4)), await other.caller.delete(`${s.feeds}/${listed[0].id}`)]) {
      expect(res.status).toBe(404);
      expect(res.body.errors[0].parameter).toBe('product_catalog_id');
    }

    // once deleted, the user may create another
    expect((await s.caller.delete(`${s.feeds}/${listed[0].id}`)).status).toBe(200);
    expect((await create(s, body(5))).status).toBe(200);
  });
});
