import { admin, startTestApp, type TestApp, uniqueScreenName } from '../../support/app';
import { WhoAmIFixtureModule } from '../../support/fixtures/whoami.fixture';
import { authorizationHeader } from '../../support/oauth1-client';

// Its own file: passport keeps one OAuth 1.0a strategy per process, configured by the app that made it.
describe('OAuth 1.0a behind a proxy (OAUTH_PUBLIC_BASE_URL)', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await startTestApp({ OAUTH_PUBLIC_BASE_URL: 'https://ads-api.example.com' }, [WhoAmIFixtureModule]);
    base = await t.listen();
  });
  afterAll(() => t.close());

  it('accepts signatures computed over the public URL as well as over the address it was reached at', async () => {
    const a = admin(t);
    const app = (await a.post('/admin/apps', { name: 'Proxied' })).body.data;
    const user = (await a.post('/admin/users', { screen_name: uniqueScreenName(), password: 'x' })).body.data;
    const tk = (await a.post(`/admin/users/${user.id}/access_tokens`, { app_id: app.id })).body.data;
    const credentials = {
      consumer: { key: app.consumer_key, secret: app.consumer_secret },
      token: { key: tk.oauth_token, secret: tk.oauth_token_secret },
    };
    const call = (signedFor: string) =>
      fetch(`${base}/12/whoami?x=1`, { headers: { authorization: authorizationHeader('GET', `${signedFor}/12/whoami?x=1`, credentials) } });
    expect((await call('https://ads-api.example.com')).status).toBe(200);
    expect((await call(base)).status).toBe(200);
    expect((await call('https://elsewhere.example.com')).status).toBe(401);
  });
});
