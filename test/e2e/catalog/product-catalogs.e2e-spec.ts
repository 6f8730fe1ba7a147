import { adsCaller, type AdsCaller } from '../../support/ads-client';
import { startTestApp, type TestApp } from '../../support/app';

/** Product catalogs: one per user, the user's own, renamed, deleted for good. */
describe('product catalogs', () => {
  let t: TestApp;
  let owner: AdsCaller;
  let other: AdsCaller;
  beforeAll(async () => {
    t = await startTestApp();
    const base = await t.listen();
    const sandbox = await t.listenSandbox();
    owner = await adsCaller(t, { api: base, sandbox });
    other = await adsCaller(t, { api: base, sandbox });
  });
  afterAll(() => t.close());

  it('creates the user’s one catalog, lists it, renames and deletes it for good', async () => {
    expect((await owner.get('/12/product_catalogs')).body).toEqual({ request: { params: {} }, data: [], next_cursor: null });

    const created = await owner.post('/12/product_catalogs', { name: 'Spring shop' });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ request: { params: { name: 'Spring shop' } }, data: { id: expect.stringMatching(/^\d+$/), name: 'Spring shop' } });
    const id = created.body.data.id;

    const second = await owner.post('/12/product_catalogs', { name: 'Another' });
    expect(second.status).toBe(400);
    expect(second.body.errors[0]).toMatchObject({ code: 'INVALID_REQUEST', message: expect.stringContaining('one catalog') });

    expect((await owner.get('/12/product_catalogs', { user_id: owner.userId })).body.data).toEqual([{ id, name: 'Spring shop' }]);

    const renamed = await owner.put(`/12/product_catalogs/${id}`, { name: 'Summer shop' });
    expect(renamed.body).toEqual({ request: { params: { id, name: 'Summer shop' } }, data: { id, name: 'Summer shop' } });
    expect((await owner.get('/12/product_catalogs')).body.data).toEqual([{ id, name: 'Summer shop' }]);

    const deleted = await owner.delete(`/12/product_catalogs/${id}`);
    expect(deleted.body).toEqual({ request: { params: { id } }, data: { id, name: 'Summer shop' } });
    expect((await owner.get('/12/product_catalogs')).body.data).toEqual([]);
    const gone = await owner.put(`/12/product_catalogs/${id}`, { name: 'x' });
    expect(gone.status).toBe(404);
    expect(gone.body.errors[0]).toMatchObject({ code: 'NOT_FOUND', parameter: 'product_catalog_id' });
    expect(gone.body.request.params).toEqual({ id, name: 'x' });

    const again = await owner.post('/12/product_catalogs', { name: 'Autumn shop' });
    expect(again.status).toBe(200);
    expect(again.body.data.id).not.toBe(id);
    await owner.delete(`/12/product_catalogs/${again.body.data.id}`);
  });

  it('is its user’s only: another user sees, renames and deletes nothing of it', async () => {
    const id = (await owner.post('/12/product_catalogs', { name: 'Mine' })).body.data.id;
    expect((await other.get('/12/product_catalogs')).body.data).toEqual([]);

    const read = await other.get('/12/product_catalogs', { user_id: owner.userId });
    expect(read.status).toBe(403);
    expect(read.body.errors[0]).toMatchObject({ code: 'UNAUTHORIZED_ACCESS', parameter: 'user_id' });
    expect((await other.post('/12/product_catalogs', { name: 'For them', user_id: owner.userId })).status).toBe(403);

    for (const res of [await other.put(`/12/product_catalogs/${id}`, { name: 'Theirs' }), await other.delete(`/12/product_catalogs/${id}`)]) {
      expect(res.status).toBe(404);
      expect(res.body.errors[0].parameter).toBe('product_catalog_id');
    }
    expect((await owner.get('/12/product_catalogs')).body.data).toEqual([{ id, name: 'Mine' }]);
    await owner.delete(`/12/product_catalogs/${id}`);
  });

  it('validates name, and keeps production and sandbox apart', async () => {
    const missing = await owner.post('/12/product_catalogs', {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0]).toMatchObject({ code: 'MISSING_PARAMETER', parameter: 'name' });
    const long = await owner.post('/12/product_catalogs', { name: 'x'.repeat(256) });
    expect(long.body.errors[0]).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'name' });

    const production = (await owner.post('/12/product_catalogs', { name: 'Production' })).body.data;
    const sandbox = await owner.request('POST', '/12/product_catalogs', { name: 'Sandbox' }, { sandbox: true });
    expect(sandbox.status).toBe(200);
    expect((await owner.request('GET', '/12/product_catalogs', {}, { sandbox: true })).body.data).toEqual([sandbox.body.data]);
    expect((await owner.get('/12/product_catalogs')).body.data).toEqual([production]);
  });
});
