import { adsCaller } from '../../support/ads-client';
import { admin, startTestApp, type TestApp } from '../../support/app';

/**
 * The catalog endpoints need early access, account history allowlisting:
 * apps carry the betas the operator allows them (every one unless set).
 */
describe('early-access endpoints', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await startTestApp();
    base = await t.listen();
  });
  afterAll(() => t.close());

  it('answers an app without the beta as the API answers an unapproved client application, and opens when the operator allows it', async () => {
    const registered = await admin(t).post('/admin/apps', { name: 'No catalog', betas: ['account_history'] });
    expect(registered.status).toBe(201);
    expect(registered.body.data.betas).toEqual(['account_history']);
    const app = registered.body.data;
    const ads = await adsCaller(t, { api: base }, { existing: { consumer: { key: app.consumer_key, secret: app.consumer_secret }, appId: app.id } });

    const refused = await ads.get('/12/product_catalogs');
    expect(refused.status).toBe(403);
    expect(refused.body.errors).toEqual([{ code: 'UNAUTHORIZED_CLIENT_APPLICATION', message: expect.stringContaining('catalog') }]);
    // the rest of the ads API is open to it
    expect((await ads.get(`/12/accounts/${ads.accountId}`)).status).toBe(200);
    const history = await ads.get(`/12/accounts/${ads.accountId}/account_history`, {
      entity_type: 'CAMPAIGN',
      entity_id: 'x',
      start_time: '2026-01-01T00:00:00Z',
      end_time: '2026-01-02T00:00:00Z',
    });
    expect(history.status).toBe(200);

    const allowed = await admin(t).patch(`/admin/apps/${app.id}`, { betas: ['catalog', 'account_history'] });
    expect(allowed.status).toBe(200);
    expect(allowed.body.data.betas).toEqual(['catalog', 'account_history']);
    expect((await ads.get('/12/product_catalogs')).status).toBe(200);

    await admin(t).patch(`/admin/apps/${app.id}`, { betas: [] });
    expect((await ads.get('/12/product_catalogs')).status).toBe(403);
    const noHistory = await ads.get(`/12/accounts/${ads.accountId}/account_history`, { entity_type: 'CAMPAIGN', entity_id: 'x', start_time: '2026-01-01T00:00:00Z', end_time: '2026-01-02T00:00:00Z' });
    expect(noHistory.body.errors[0].code).toBe('UNAUTHORIZED_CLIENT_APPLICATION');
    expect((await admin(t).get(`/admin/apps/${app.id}`)).body.data.betas).toEqual([]);
  });

  it('allows every beta to apps the admin API creates unless set, and validates what is set', async () => {
    const app = (await admin(t).post('/admin/apps', { name: 'Default' })).body.data;
    expect(app.betas).toEqual(['catalog', 'account_history', 'ads_mcp']);
    const bad = await admin(t).patch(`/admin/apps/${app.id}`, { betas: ['teleport'] });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors[0].parameters)).toEqual(['betas']);
    expect((await admin(t).patch('/admin/apps/999', { betas: [] })).status).toBe(404);
  });
});
