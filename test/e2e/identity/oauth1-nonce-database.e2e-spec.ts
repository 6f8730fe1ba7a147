import { admin, startTestApp, type TestApp, uniqueScreenName } from '../../support/app';
import { WhoAmIFixtureModule } from '../../support/fixtures/whoami.fixture';
import { authorizationHeader, signedFetch } from '../../support/oauth1-client';

// Its own file: passport keeps one OAuth 1.0a strategy per process, configured by the app that made it.
describe('OAuth 1.0a nonces kept in the database (OAUTH_NONCE_STORE=database, for several replicas)', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await startTestApp({ OAUTH_NONCE_STORE: 'database' }, [WhoAmIFixtureModule]);
    base = await t.listen();
  });
  afterAll(() => t.close());

  it('accepts signed requests, refuses a replayed nonce, and records it in the database', async () => {
    const a = admin(t);
    const app = (await a.post('/admin/apps', { name: 'Nonces' })).body.data;
    const user = (await a.post('/admin/users', { screen_name: uniqueScreenName(), password: 'x' })).body.data;
    const tk = (await a.post(`/admin/users/${user.id}/access_tokens`, { app_id: app.id })).body.data;
    const credentials = {
      consumer: { key: app.consumer_key, secret: app.consumer_secret },
      token: { key: tk.oauth_token, secret: tk.oauth_token_secret },
    };
    expect((await signedFetch('GET', `${base}/12/whoami`, credentials)).status).toBe(200);
    const header = authorizationHeader('GET', `${base}/12/whoami`, credentials);
    expect((await fetch(`${base}/12/whoami`, { headers: { authorization: header } })).status).toBe(200);
    expect((await fetch(`${base}/12/whoami`, { headers: { authorization: header } })).status).toBe(401);
    const nonce = /oauth_nonce="([^"]+)"/.exec(header)![1];
    const rows = await t.dataSource.query('SELECT 1 FROM identity.oauth_nonces WHERE consumer_key = $1 AND nonce = $2', [
      app.consumer_key,
      decodeURIComponent(nonce),
    ]);
    expect(rows).toHaveLength(1);
  });
});
