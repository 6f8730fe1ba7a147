import { ADMIN_TOKEN, startTestApp, type TestApp } from '../../support/app';

// Its own file: passport keeps one strategy per name per process, so an app with
// another admin token must not share a module registry with the other specs.
describe('admin API without ADMIN_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ ADMIN_TOKEN: '' });
  });
  afterAll(() => t.close());

  it('answers 404 problem to everything, whatever the credentials', async () => {
    for (const [method, path] of [
      ['post', '/admin/apps'],
      ['get', '/admin/apps'],
      ['post', '/admin/users'],
      ['post', '/admin/ad_accounts'],
    ] as const) {
      const res = await t.api()[method](path).set('authorization', `Bearer ${ADMIN_TOKEN}`).send({ name: 'x' });
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.body).toMatchObject({ type: 'about:blank', status: 404 });
    }
  });
});
