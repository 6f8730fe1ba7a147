import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { adsCaller, type AdsCaller } from '../../support/ads-client';
import { startTestApp, type TestApp } from '../../support/app';

/** Scheduled feeds: CRUD, and runs at their time against a local HTTP server, each outcome kept. */
describe('scheduled feeds', () => {
  let t: TestApp;
  let owner: AdsCaller;
  let other: AdsCaller;
  let catalog: string;
  let files: Server;
  let filesUrl: string;
  const served: Record<string, { status: number; body: string }> = {};

  beforeAll(async () => {
    t = await startTestApp({ CATALOG_FEED_POLL_MS: '100' });
    const base = await t.listen();
    owner = await adsCaller(t, { api: base });
    other = await adsCaller(t, { api: base });
    catalog = (await owner.post('/12/product_catalogs', { name: 'Fed' })).body.data.id;
    files = createServer((req, res) => {
      const file = served[req.url ?? ''] ?? { status: 404, body: 'not found' };
      res.writeHead(file.status, { 'content-type': 'text/csv' }).end(file.body);
    });
    await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
    filesUrl = `http://127.0.0.1:${(files.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => files.close(resolve));
    await t.close();
  });

  const feeds = () => `/12/product_catalogs/${catalog}/scheduled_feeds`;
  const header = 'id,title,description,availability,condition,price,link,image_link,brand';
  const row = (id: string, title = `Product ${id}`) => `${id},${title},A product from the feed,in stock,new,12.50 USD,https://shop.example/${id},https://shop.example/${id}.png,Aviary`;
  const create = (body: Record<string, unknown>, caller = owner) => caller.request('POST', feeds(), {}, { json: body });

  /** The feed's runs once `count` have finished (the runner polls every 100 ms in this app). */
  async function runsOf(feedId: string, count = 1) {
    for (let i = 0; i < 200; i++) {
      const runs = (await owner.get(`${feeds()}/${feedId}/runs`)).body.data as Array<Record<string, unknown>>;
      if (runs.filter((r) => r.status !== 'RUNNING').length >= count) return runs;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`feed ${feedId} did not run`);
  }

  it('runs a CSV feed at its time as one product batch, and keeps the outcome', async () => {
    served['/products.csv'] = { status: 200, body: [header, row('f-1'), row('f-2'), 'f-3,No price,d,in stock,new,,https://shop.example/x,https://shop.example/x.png,Aviary'].join('\n') };
    const created = await create({ feed_url: `${filesUrl}/products.csv`, feed_format: 'CSV', frequency: 'DAILY' });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      id: expect.stringMatching(/^\d+$/),
      product_catalog_id: catalog,
      feed_format: 'CSV',
      frequency: 'DAILY',
      repeat: 1,
      time_zone: 'UTC',
      last_run: null,
    });
    const id = created.body.data.id;
    const [run] = await runsOf(id);
    expect(run).toMatchObject({ status: 'SUCCESS', rows: 3, created: 2, updated: 0, no_change: 0, errors: 1, reason: null, finished_at: expect.any(String) });

    const products = (await owner.get(`/12/product_catalogs/${catalog}/products`)).body.data.map((p: { id: string }) => p.id);
    expect(products).toEqual(expect.arrayContaining(['f-1', 'f-2']));
    expect(products).not.toContain('f-3');

    const listed = (await owner.get(feeds())).body.data.find((f: { id: string }) => f.id === id);
    expect(listed.last_run).toMatchObject({ status: 'SUCCESS', created: 2 });
    // the next run is a day after the start
    expect(Date.parse(listed.next_run_at) - Date.parse(listed.start_time)).toBe(86_400_000);
  });

  it('reads TSV, and updates what changed on a later run', async () => {
    served['/products.tsv'] = { status: 200, body: [header, row('t-1')].join('\n').replaceAll(',', '\t') };
    const id = (await create({ feed_url: `${filesUrl}/products.tsv`, feed_format: 'TSV', frequency: 'HOURLY' })).body.data.id;
    expect((await runsOf(id))[0]).toMatchObject({ status: 'SUCCESS', created: 1 });

    served['/products.tsv'].body = [header, row('t-1', 'Renamed')].join('\n').replaceAll(',', '\t');
    // a start time a moment ahead: the next run is then
    const start = new Date(Date.now() + 1000).toISOString();
    const moved = await owner.request('PUT', `${feeds()}/${id}`, {}, { json: { start_time: start } });
    expect(Date.parse(moved.body.data.next_run_at)).toBe(Date.parse(start.replace(/\.\d+Z$/, 'Z')));
    const runs = await runsOf(id, 2);
    expect(runs[0]).toMatchObject({ status: 'SUCCESS', updated: 1 });
  });

  it('fails a run it cannot apply, saying why, and goes on', async () => {
    served['/broken.csv'] = { status: 200, body: `${header}\n"unclosed,quote` };
    served['/gone.csv'] = { status: 503, body: 'down' };
    const cases: Array<[string, RegExp]> = [
      [`${filesUrl}/broken.csv`, /not valid CSV/],
      [`${filesUrl}/gone.csv`, /HTTP 503/],
      ['http://127.0.0.1:1/closed.csv', /could not be fetched/],
      ['https://feeds.example.com/products.csv', /not one feeds may be fetched from/],
    ];
    for (const [url, reason] of cases) {
      const id = (await create({ feed_url: url, feed_format: 'CSV', frequency: 'WEEKLY' })).body.data.id;
      const [run] = await runsOf(id);
      expect({ url, status: run.status, reason: run.reason }).toEqual({ url, status: 'FAILED', reason: expect.stringMatching(reason) });
    }
    expect((await t.api().get('/health')).status).toBe(200);
  });

  it('validates settings, and is the catalog owner’s only', async () => {
    const missing = await create({ feed_format: 'CSV', frequency: 'DAILY' });
    expect(missing.body.errors[0]).toMatchObject({ code: 'MISSING_PARAMETER', parameter: 'feed_url' });
    const badZone = await create({ feed_url: `${filesUrl}/x.csv`, feed_format: 'CSV', frequency: 'DAILY', time_zone: 'Mars/Olympus' });
    expect(badZone.body.errors[0].parameter).toBe('time_zone');
    const badFormat = await create({ feed_url: `${filesUrl}/x.csv`, feed_format: 'XLS', frequency: 'DAILY' });
    expect(badFormat.body.errors[0].parameter).toBe('feed_format');

    const later = new Date(Date.now() + 3_600_000).toISOString();
    const id = (await create({ feed_url: `${filesUrl}/x.csv`, feed_format: 'CSV', frequency: 'DAILY', start_time: later, time_zone: 'Europe/Paris' })).body.data.id;
    for (const res of [await other.get(feeds()), await create({ feed_url: `${filesUrl}/x.csv`, feed_format: 'CSV', frequency: 'DAILY' }, other)]) {
      expect(res.status).toBe(404);
      expect(res.body.errors[0].parameter).toBe('product_catalog_id');
    }
    const updated = await owner.request('PUT', `${feeds()}/${id}`, {}, { json: { frequency: 'WEEKLY', repeat: 2 } });
    expect(updated.body.data).toMatchObject({ frequency: 'WEEKLY', repeat: 2, time_zone: 'Europe/Paris' });
    const deleted = await owner.delete(`${feeds()}/${id}`);
    expect(deleted.body.data).toMatchObject({ id, deleted: true });
    expect((await owner.get(feeds())).body.data.map((f: { id: string }) => f.id)).not.toContain(id);
    const again = await owner.delete(`${feeds()}/${id}`);
    expect(again.status).toBe(404);
    expect(again.body.errors[0].parameter).toBe('scheduled_feed_id');
  });
});
