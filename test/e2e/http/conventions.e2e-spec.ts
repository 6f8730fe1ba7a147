import { startTestApp, type TestApp } from '../../support/app';
import { WidgetsFixtureModule } from './fixtures/widgets.fixture';

describe('HTTP conventions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, [WidgetsFixtureModule]);
  });
  afterAll(() => t.close());

  const widgets = '/12/accounts/acc1/widgets';

  describe('errors in the shape of the interface called, always JSON', () => {
    it('unknown routes', async () => {
      const ads = await t.api().get('/12/accounts/acc1/nothing');
      expect(ads.status).toBe(404);
      expect(ads.headers['content-type']).toMatch(/^application\/json/);
      expect(ads.body).toEqual({
        errors: [{ code: 'ROUTE_NOT_FOUND', message: expect.any(String) }],
        request: { params: {} },
      });

      const platform = await t.api().get('/2/nothing');
      expect(platform.status).toBe(404);
      expect(platform.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(platform.body).toEqual({ title: 'Not Found', type: 'about:blank', status: 404, detail: expect.any(String) });

      const oauth = await t.api().get('/1.1/nothing');
      expect(oauth.status).toBe(404);
      expect(oauth.body).toEqual({ errors: [{ code: 34, message: 'Sorry, that page does not exist.' }] });

      const sandbox = await t.sandbox().get('/2/webhooks');
      expect(sandbox.status).toBe(404);
      expect(sandbox.body.errors[0].code).toBe('ROUTE_NOT_FOUND');
    });

    it('unsupported methods: 405 with Allow', async () => {
      const res = await t.api().delete(widgets);
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD, POST');
      expect(res.body.errors[0].code).toBe('METHOD_NOT_ALLOWED');
      const admin = await t.api().delete('/admin/apps');
      expect(admin.status).toBe(405);
      expect(admin.headers['content-type']).toMatch(/^application\/problem\+json/);
    });

    it('malformed JSON', async () => {
      const ads = await t.api().post(widgets).set('content-type', 'application/json').send('{"name": ');
      expect(ads.status).toBe(400);
      expect(ads.body.errors[0]).toMatchObject({ code: 'INVALID_PARAMETER', message: 'The request body is not valid JSON' });
      expect(ads.text).not.toMatch(/<html|at .*\.js/);

      const admin = await t.api().post('/admin/apps').set('content-type', 'application/json').send('{nope');
      expect(admin.status).toBe(400);
      expect(admin.body).toMatchObject({ type: 'about:blank', status: 400, title: 'Bad Request' });
    });

    it('wrong content type: 415', async () => {
      const res = await t.api().post(widgets).set('content-type', 'text/csv').send('a,b');
      expect(res.status).toBe(415);
      expect(res.body.errors[0].code).toBe('UNSUPPORTED_MEDIA_TYPE');
      const oauth = await t.api().post('/oauth2/token').set('content-type', 'text/plain').send('grant_type');
      expect(oauth.status).toBe(415);
      expect(oauth.body.errors[0]).toEqual({ code: expect.any(Number), message: expect.any(String) });
    });

    it('a body over the limit: 413', async () => {
      const big = JSON.stringify({ name: 'x'.repeat(5_100_000) });
      const res = await t.api().post(widgets).set('content-type', 'application/json').send(big);
      expect(res.status).toBe(413);
      expect(res.body.errors[0].code).toBe('REQUEST_ENTITY_TOO_LARGE');
      const platform = await t.api().post('/admin/apps').set('content-type', 'application/json').send(big);
      expect(platform.status).toBe(413);
      expect(platform.body).toMatchObject({ type: 'about:blank', status: 413 });
    });

    it('domain errors name the parameter', async () => {
      const res = await t.api().get(`${widgets}/w99`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        errors: [{ code: 'NOT_FOUND', message: 'Widget w99 was not found', parameter: 'widget_id' }],
        request: { params: { account_id: 'acc1', widget_id: 'w99' } },
      });
    });

    it('echoes the request id it was given, or a new one', async () => {
      const given = await t.api().get('/health').set('x-request-id', 'abc-123');
      expect(given.headers['x-request-id']).toBe('abc-123');
      const fresh = await t.api().get('/health');
      expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  describe('ads parameters', () => {
    it('wraps data in the envelope and echoes parsed parameters only as sent', async () => {
      const res = await t.api().get(`${widgets}?count=2&with_deleted=true&widget_ids=w1,w2&widget_ids=w3&sort_by=size-desc`);
      expect(res.status).toBe(200);
      expect(res.body.request).toEqual({
        params: { account_id: 'acc1', count: 2, with_deleted: true, widget_ids: ['w1', 'w2', 'w3'], sort_by: ['size-desc'] },
      });
      expect(res.body.data.map((w: { id: string }) => w.id)).toEqual(['w3', 'w1']);
      expect(res.body.next_cursor).toEqual(expect.any(String));
      expect(res.body).not.toHaveProperty('total_count');
    });

    it('pages with an opaque cursor until next_cursor is null', async () => {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const res = await t.api().get(widgets).query({ count: 2, ...(cursor ? { cursor } : {}) });
        expect(res.status).toBe(200);
        seen.push(...res.body.data.map((w: { id: string }) => w.id));
        cursor = res.body.next_cursor;
        pages++;
      } while (cursor && pages < 10);
      expect(seen).toEqual(['w0', 'w1', 'w2', 'w3', 'w4', 'w5']);
      expect(pages).toBe(3);
    });

    it('accepts booleans as true/false in any case, and refuses anything else naming the parameter', async () => {
      expect((await t.api().get(`${widgets}?with_deleted=True`)).body.data).toHaveLength(3);
      const res = await t.api().get(`${widgets}?with_deleted=yes`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        errors: [{ code: 'INVALID_PARAMETER', message: 'Expected boolean, got "yes" for with_deleted', parameter: 'with_deleted' }],
        request: { params: { account_id: 'acc1' } },
      });
    });

    it('bounds count per endpoint', async () => {
      for (const count of ['0', '6', 'abc', '1.5']) {
        const res = await t.api().get(`${widgets}?count=${count}`);
        expect(res.status).toBe(400);
        expect(res.body.errors[0]).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'count' });
      }
      expect((await t.api().get(`${widgets}?count=5`)).body.data).toHaveLength(5);
    });

    it('caps id lists and validates sort_by and cursors', async () => {
      const many = await t.api().get(`${widgets}?widget_ids=a,b,c,d,e`);
      expect(many.body.errors[0]).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'widget_ids' });
      const sort = await t.api().get(`${widgets}?sort_by=colour-asc`);
      expect(sort.body.errors[0]).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'sort_by' });
      expect(sort.body.errors[0].message).toContain('name, size');
      const cursor = await t.api().get(`${widgets}?cursor=%25%25garbage`);
      expect(cursor.status).toBe(400);
      expect(cursor.body.errors[0]).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'cursor' });
    });

    it('with_total_count adds total_count and excludes cursor', async () => {
      const res = await t.api().get(`${widgets}?with_total_count=true&count=1`);
      expect(res.body.total_count).toBe(6);
      const both = await t.api().get(`${widgets}?with_total_count=true&cursor=${res.body.next_cursor}`);
      expect(both.status).toBe(400);
      expect(both.body.errors[0]).toMatchObject({ code: 'EXCLUSIVE_PARAMETERS' });
    });

    it('takes parameters from the query string or the body, reports several errors at once', async () => {
      const query = await t.api().post(`${widgets}?name=fromquery&size=5&shiny=false`);
      expect(query.status).toBe(201);
      expect(query.body.data).toEqual({ id: 'new', name: 'fromquery', size: 5, shiny: false });
      const body = await t.api().post(widgets).send({ name: 'frombody', size_class: 'LARGE', start_time: '2026-01-01T10:00:00Z' });
      expect(body.body.data).toMatchObject({ name: 'frombody', size_class: 'LARGE' });
      const bad = await t.api().post(`${widgets}?size=0&size_class=HUGE&start_time=`);
      expect(bad.status).toBe(400);
      const codes = Object.fromEntries(bad.body.errors.map((e: { parameter: string; code: string }) => [e.parameter, e.code]));
      expect(codes).toEqual({
        name: 'MISSING_PARAMETER',
        size_class: 'INVALID_PARAMETER',
        size: 'INVALID_PARAMETER',
        start_time: 'INVALID_PARAMETER',
      });
      const missing = bad.body.errors.find((e: { parameter: string }) => e.parameter === 'name');
      expect(missing.message).toBe('"name" is a required parameter');
      const time = bad.body.errors.find((e: { parameter: string }) => e.parameter === 'start_time');
      expect(time.message).toBe('Expected time, got "" for start_time');
    });

    it('sends rate-limit headers and answers 429 past the limit', async () => {
      // the fixture allows 3 creates per minute per caller
      const statuses: number[] = [];
      let last;
      for (let i = 0; i < 4; i++) {
        last = await t.api().post(`${widgets}?name=n${i}`).set('x-forwarded-for', '203.0.113.9');
        statuses.push(last.status);
        expect(last.headers['x-rate-limit-limit']).toBe('3');
        expect(Number(last.headers['x-rate-limit-reset'])).toBeGreaterThan(Date.now() / 1000);
      }
      expect(statuses).toEqual([201, 201, 201, 429]);
      expect(last!.headers['x-rate-limit-remaining']).toBe('0');
      expect(last!.body.errors[0].code).toBe('TOO_MANY_REQUESTS');
    });
  });
});
