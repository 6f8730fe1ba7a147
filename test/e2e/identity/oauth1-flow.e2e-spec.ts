import { admin, startTestApp, type TestApp, uniqueScreenName } from '../../support/app';
import { WhoAmIFixtureModule } from '../../support/fixtures/whoami.fixture';
import { formBrowser, hiddenField } from '../../support/form-browser';
import { authorizationHeader, type Consumer, signedFetch, type Token } from '../../support/oauth1-client';

/**
 * The three-legged OAuth 1.0a flow end to end, signed by an independent client
 * library; the authorize page driven as a browser would post its form.
 */
describe('OAuth 1.0a', () => {
  let t: TestApp;
  let base: string;
  let a: ReturnType<typeof admin>;

  beforeAll(async () => {
    t = await startTestApp({}, [WhoAmIFixtureModule]);
    base = await t.listen();
    a = admin(t);
  });
  afterAll(() => t.close());

  async function newApp(body: Record<string, unknown> = {}) {
    const app = (await a.post('/admin/apps', { name: 'Flow app', ...body })).body.data;
    return { app, consumer: { key: app.consumer_key, secret: app.consumer_secret } as Consumer };
  }
  async function newUser() {
    const password = 'pw-' + Math.random().toString(36).slice(2);
    const user = (await a.post('/admin/users', { screen_name: uniqueScreenName(), password })).body.data;
    return { ...user, password };
  }
  const form = (text: string) => Object.fromEntries(new URLSearchParams(text));

  async function requestToken(consumer: Consumer, callback = 'oob', extra: Record<string, string> = {}) {
    const res = await signedFetch('POST', `${base}/oauth/request_token`, { consumer, form: { oauth_callback: callback, ...extra } });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const body: Record<string, any> = res.status === 200 ? form(await res.text()) : await res.json();
    return { res, body };
  }

  const browser = () => formBrowser(base);
  const hidden = hiddenField;

  async function approve(
    b: ReturnType<typeof browser>,
    oauthToken: string,
    credentials?: { screen_name: string; password: string },
    path = '/oauth/authorize',
  ) {
    const page = await b.get(`${path}?oauth_token=${oauthToken}`);
    expect(page.res.status).toBe(200);
    return b.post('/oauth/authorize', {
      oauth_token: oauthToken,
      csrf_token: hidden(page.html, 'csrf_token'),
      action: 'allow',
      ...(credentials ?? {}),
    });
  }

  async function accessToken(consumer: Consumer, token: Token, verifier: string) {
    return signedFetch('POST', `${base}/oauth/access_token`, { consumer, token, form: { oauth_verifier: verifier } });
  }

  it('PIN mode: request token, sign in and approve, read the PIN, exchange it for an access token that works', async () => {
    const { app, consumer } = await newApp();
    const user = await newUser();
    const { res, body: rt } = await requestToken(consumer, 'oob', { x_auth_access_type: 'read' });
    expect(res.status).toBe(200);
    // the content type the sign-in guide shows for both token answers
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(rt).toEqual({ oauth_token: expect.any(String), oauth_token_secret: expect.any(String), oauth_callback_confirmed: 'true' });

    const b = browser();
    const page = await b.get(`/oauth/authorize?oauth_token=${rt.oauth_token}&screen_name=${user.screen_name}`);
    expect(page.res.status).toBe(200);
    expect(page.res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.html).toContain(app.name);
    expect(page.html).toContain('read only');
    expect(page.html).toContain(`value="${user.screen_name}"`);
    expect(page.res.headers.get('x-frame-options')).toBe('DENY');
    const csrfCookie = page.res.headers.getSetCookie().find((c) => c.startsWith('aviary_csrf='))!;
    expect(csrfCookie).toMatch(/HttpOnly/i);
    expect(csrfCookie).toMatch(/SameSite=Lax/i);

    const approved = await b.post('/oauth/authorize', {
      oauth_token: rt.oauth_token,
      csrf_token: hidden(page.html, 'csrf_token'),
      action: 'allow',
      screen_name: user.screen_name.toUpperCase(),
      password: user.password,
    });
    expect(approved.res.status).toBe(200);
    const pin = /id="oauth_pin">(\d+)</.exec(approved.html)?.[1];
    expect(pin).toMatch(/^\d{7}$/);
    expect(b.cookies.has('aviary_session')).toBe(true);

    const exchanged = await accessToken(consumer, { key: rt.oauth_token, secret: rt.oauth_token_secret }, pin!);
    expect(exchanged.status).toBe(200);
    expect(exchanged.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const at = form(await exchanged.text());
    expect(at).toEqual({ oauth_token: expect.stringMatching(new RegExp(`^${user.id}-`)), oauth_token_secret: expect.any(String), user_id: user.id, screen_name: user.screen_name });

    const who = await signedFetch('GET', `${base}/12/whoami`, { consumer, token: { key: at.oauth_token, secret: at.oauth_token_secret } });
    expect(who.status).toBe(200);
    expect((await who.json()).data).toMatchObject({ scheme: 'oauth1', userId: user.id, appId: app.id, accessLevel: 'read' });

    // read-only token writing
    const write = await signedFetch('POST', `${base}/12/whoami`, { consumer, token: { key: at.oauth_token, secret: at.oauth_token_secret } });
    expect(write.status).toBe(403);
    expect((await write.json()).errors[0].code).toBe('READONLY_CLIENT_APPLICATION');
    const post = await signedFetch('POST', `${base}/2/tweets`, { consumer, token: { key: at.oauth_token, secret: at.oauth_token_secret }, json: { text: 'read only' } });
    expect(post.status).toBe(403);
    expect(await post.json()).toEqual({
      type: 'https://api.twitter.com/2/problems/oauth1-permissions',
      title: 'Forbidden',
      detail: 'Your client app is not configured with the appropriate oauth1 app permissions for this endpoint.',
      status: 403,
    });

    // the request token is used once
    const again = await accessToken(consumer, { key: rt.oauth_token, secret: rt.oauth_token_secret }, pin!);
    expect(again.status).toBe(401);
    expect(await again.json()).toEqual({ errors: [{ code: 89, message: 'Invalid or expired token.' }] });
  });

  it('callback mode: approve redirects with oauth_token and oauth_verifier; the verifier is strictly checked', async () => {
    // a registered callback with a query string of its own keeps it on the redirect
    const { consumer } = await newApp({ callback_urls: ['https://client.example/cb?state=xyz'] });
    const user = await newUser();
    const { body: rt } = await requestToken(consumer, 'https://client.example/cb?state=xyz');
    const b = browser();
    const approved = await approve(b, rt.oauth_token, user);
    expect(approved.res.status).toBe(302);
    const location = new URL(approved.res.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe('https://client.example/cb');
    expect(location.searchParams.get('state')).toBe('xyz');
    expect(location.searchParams.get('oauth_token')).toBe(rt.oauth_token);
    const verifier = location.searchParams.get('oauth_verifier')!;

    const token = { key: rt.oauth_token, secret: rt.oauth_token_secret };
    const wrong = await accessToken(consumer, token, verifier + 'x');
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).errors[0].code).toBe(32);
    const ok = await accessToken(consumer, token, verifier);
    expect(ok.status).toBe(200);
    expect(form(await ok.text()).user_id).toBe(user.id);
  });

  it('deny redirects with denied=<token>, and the token cannot be exchanged', async () => {
    const { consumer } = await newApp({ callback_urls: ['http://127.0.0.1:9/cb'] });
    const { body: rt } = await requestToken(consumer, 'http://127.0.0.1:9/cb');
    const b = browser();
    const page = await b.get(`/oauth/authorize?oauth_token=${rt.oauth_token}`);
    const denied = await b.post('/oauth/authorize', { oauth_token: rt.oauth_token, csrf_token: hidden(page.html, 'csrf_token'), action: 'deny' });
    expect(denied.res.status).toBe(302);
    expect(new URL(denied.res.headers.get('location')!).searchParams.get('denied')).toBe(rt.oauth_token);
    const res = await accessToken(consumer, { key: rt.oauth_token, secret: rt.oauth_token_secret }, '1234567');
    expect(res.status).toBe(401);
    expect((await res.json()).errors[0].code).toBe(89);
    const pageAgain = await b.get(`/oauth/authorize?oauth_token=${rt.oauth_token}`);
    expect(pageAgain.res.status).toBe(400);
  });

  it('refuses callbacks the app did not register exactly (415), URLs for desktop apps (417), a missing callback', async () => {
    const { consumer } = await newApp({ callback_urls: ['https://client.example/cb'] });
    // the developer apps page: callback URLs match exactly, trailing slash and query string included
    for (const callback of ['https://evil.example/cb', 'https://client.example/cb/', 'https://client.example/cb?state=1', 'http://client.example/cb']) {
      const bad = await requestToken(consumer, callback);
      expect(bad.res.status).toBe(403);
      expect(bad.body).toEqual({ errors: [{ code: 415, message: 'Callback URL not approved for this client application.' }] });
    }
    const desktop = await newApp({ desktop: true, callback_urls: ['https://client.example/cb'] });
    const url = await requestToken(desktop.consumer, 'https://client.example/cb');
    expect(url.res.status).toBe(403);
    expect(url.body.errors[0].code).toBe(417);
    expect((await requestToken(desktop.consumer, 'oob')).res.status).toBe(200);
    const missing = await signedFetch('POST', `${base}/oauth/request_token`, { consumer });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ errors: [{ code: 214, message: 'oauth_callback is required' }] });
  });

  it('takes a custom scheme callback for desktop and mobile clients, as the request_token page shows', async () => {
    const { consumer } = await newApp({ callback_urls: ['platformclient://callback'] });
    const user = await newUser();
    const { res, body: rt } = await requestToken(consumer, 'platformclient://callback');
    expect(res.status).toBe(200);
    const b = browser();
    // the page's form may end in a redirect to the app's scheme
    const page = await b.get(`/oauth/authorize?oauth_token=${rt.oauth_token}`);
    expect(page.res.headers.get('content-security-policy')).toContain("form-action 'self' platformclient:");
    const approved = await approve(b, rt.oauth_token, user);
    expect(approved.res.status).toBe(302);
    const location = approved.res.headers.get('location')!;
    expect(location.startsWith('platformclient://callback?')).toBe(true);
    expect(Object.fromEntries(new URL(location).searchParams)).toEqual({ oauth_token: rt.oauth_token, oauth_verifier: expect.any(String) });
  });

  it("exchanges a request token named in the query string with the verifier, as the access_token page's example calls it", async () => {
    const { consumer } = await newApp();
    const user = await newUser();
    const { body: rt } = await requestToken(consumer);
    const approved = await approve(browser(), rt.oauth_token, user);
    const pin = /id="oauth_pin">(\d+)</.exec(approved.html)![1];
    const url = `${base}/oauth/access_token?${new URLSearchParams({ oauth_token: rt.oauth_token, oauth_verifier: pin })}`;
    // signed with the request token's secret; oauth_token only in the query string
    const res = await signedFetch('POST', url, { consumer, token: { key: rt.oauth_token, secret: rt.oauth_token_secret }, omit: ['oauth_token'] });
    expect(res.status).toBe(200);
    expect(form(await res.text())).toEqual({ oauth_token: expect.any(String), oauth_token_secret: expect.any(String), user_id: user.id, screen_name: user.screen_name });
  });

  it('authenticate skips approval for a signed-in user who granted the app, unless force_login or the app disallows it', async () => {
    const { consumer } = await newApp({ callback_urls: ['https://client.example/cb'] });
    const user = await newUser();
    const b = browser();
    // first grant through the full flow
    const first = (await requestToken(consumer, 'https://client.example/cb')).body;
    const approved = await approve(b, first.oauth_token, user, '/oauth/authenticate');
    const verifier = new URL(approved.res.headers.get('location')!).searchParams.get('oauth_verifier')!;
    expect((await accessToken(consumer, { key: first.oauth_token, secret: first.oauth_token_secret }, verifier)).status).toBe(200);

    const second = (await requestToken(consumer, 'https://client.example/cb')).body;
    const direct = await b.get(`/oauth/authenticate?oauth_token=${second.oauth_token}`);
    expect(direct.res.status).toBe(302);
    expect(new URL(direct.res.headers.get('location')!).searchParams.get('oauth_token')).toBe(second.oauth_token);

    const third = (await requestToken(consumer, 'https://client.example/cb')).body;
    const forced = await b.get(`/oauth/authenticate?oauth_token=${third.oauth_token}&force_login=true`);
    expect(forced.res.status).toBe(200);
    expect(forced.html).toContain('name="password"');
    const authorizePage = await b.get(`/oauth/authorize?oauth_token=${third.oauth_token}`);
    expect(authorizePage.res.status).toBe(200);
    expect(authorizePage.html).toContain(`Signed in as <strong>@${user.screen_name}</strong>`);

    const strict = await newApp({ callback_urls: ['https://client.example/cb'], sign_in_with: false });
    const s1 = (await requestToken(strict.consumer, 'https://client.example/cb')).body;
    const v1 = new URL((await approve(b, s1.oauth_token)).res.headers.get('location')!).searchParams.get('oauth_verifier')!;
    await accessToken(strict.consumer, { key: s1.oauth_token, secret: s1.oauth_token_secret }, v1);
    const s2 = (await requestToken(strict.consumer, 'https://client.example/cb')).body;
    expect((await b.get(`/oauth/authenticate?oauth_token=${s2.oauth_token}`)).res.status).toBe(200);
  });

  it('desktop apps must use authorize', async () => {
    const { consumer } = await newApp({ desktop: true });
    const { body: rt } = await requestToken(consumer);
    const b = browser();
    expect((await b.get(`/oauth/authenticate?oauth_token=${rt.oauth_token}`)).res.status).toBe(403);
    expect((await b.get(`/oauth/authorize?oauth_token=${rt.oauth_token}`)).res.status).toBe(200);
  });

  it('refuses a form without the right CSRF token, and a wrong password', async () => {
    const { consumer } = await newApp();
    const user = await newUser();
    const { body: rt } = await requestToken(consumer);
    const b = browser();
    await b.get(`/oauth/authorize?oauth_token=${rt.oauth_token}`);
    const forged = await b.post('/oauth/authorize', { oauth_token: rt.oauth_token, csrf_token: 'forged', action: 'allow', ...user });
    expect(forged.res.status).toBe(403);
    const page = await b.get(`/oauth/authorize?oauth_token=${rt.oauth_token}`);
    const wrong = await b.post('/oauth/authorize', {
      oauth_token: rt.oauth_token,
      csrf_token: hidden(page.html, 'csrf_token'),
      action: 'allow',
      screen_name: user.screen_name,
      password: 'wrong',
    });
    expect(wrong.res.status).toBe(401);
    expect(wrong.html).toContain('did not match our records');
    expect(b.cookies.has('aviary_session')).toBe(false);
  });

  it('escapes everything it echoes', async () => {
    const { consumer } = await newApp({ name: '<script>alert(1)</script>' });
    const { body: rt } = await requestToken(consumer);
    const page = await browser().get(`/oauth/authorize?oauth_token=${rt.oauth_token}&screen_name="><img src=x>`);
    expect(page.html).not.toContain('<script>alert(1)</script>');
    expect(page.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.html).not.toContain('"><img src=x>');
  });

  describe('signatures and tokens', () => {
    let consumer: Consumer;
    let token: Token;
    beforeAll(async () => {
      const made = await newApp();
      consumer = made.consumer;
      const user = await newUser();
      const issued = (await a.post(`/admin/users/${user.id}/access_tokens`, { app_id: made.app.id })).body.data;
      token = { key: issued.oauth_token, secret: issued.oauth_token_secret };
    });

    it('accepts a correctly signed request with query parameters', async () => {
      const res = await signedFetch('GET', `${base}/12/whoami?count=5&q=a%20b&list=x,y`, { consumer, token });
      expect(res.status).toBe(200);
    });

    it('no credentials: 400 code 215 on OAuth routes, ads error on ads routes', async () => {
      const oauth = await fetch(`${base}/oauth/request_token`, { method: 'POST' });
      expect(oauth.status).toBe(400);
      expect(await oauth.json()).toEqual({ errors: [{ code: 215, message: 'Bad Authentication data.' }] });
      const ads = await fetch(`${base}/12/whoami`);
      expect(ads.status).toBe(401);
      expect((await ads.json()).errors[0].code).toBe('UNAUTHORIZED_ACCESS');
    });

    it('wrong secret or unknown consumer: 401 code 32 with a WWW-Authenticate header', async () => {
      for (const options of [
        { consumer: { ...consumer, secret: 'wrong' } },
        { consumer: { key: 'unknown-key', secret: 'x' } },
        { consumer, override: { oauth_signature: 'AAAA' } },
      ]) {
        const res = await signedFetch('POST', `${base}/oauth/request_token`, { ...options, form: { oauth_callback: 'oob' } });
        expect(res.status).toBe(401);
        expect(res.headers.get('www-authenticate')).toMatch(/^OAuth realm="/);
        expect(await res.json()).toEqual({ errors: [{ code: 32, message: 'Could not authenticate you.' }] });
      }
    });

    it('a timestamp outside the window: 401 code 135, correctly signed or not', async () => {
      for (const offset of [-3600, 3600]) {
        const res = await signedFetch('POST', `${base}/oauth/request_token`, {
          consumer,
          form: { oauth_callback: 'oob' },
          timestamp: Math.floor(Date.now() / 1000) + offset,
        });
        expect(res.status).toBe(401);
        expect(await res.json()).toEqual({ errors: [{ code: 135, message: 'Timestamp out of bounds.' }] });
      }
    });

    it('a replayed nonce: 401 code 32', async () => {
      
      const header = authorizationHeader('GET', `${base}/12/whoami`, { consumer, token });
      const first = await fetch(`${base}/12/whoami`, { headers: { authorization: header } });
      expect(first.status).toBe(200);
      const replay = await fetch(`${base}/12/whoami`, { headers: { authorization: header } });
      expect(replay.status).toBe(401);
    });

    it('an invalidated token answers 401 code 89 afterwards', async () => {
      const user = await newUser();
      const { app, consumer: c } = await newApp();
      const issued = (await a.post(`/admin/users/${user.id}/access_tokens`, { app_id: app.id, access_type: 'read' })).body.data;
      const tk = { key: issued.oauth_token, secret: issued.oauth_token_secret };
      const res = await signedFetch('POST', `${base}/1.1/oauth/invalidate_token`, { consumer: c, token: tk });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(await res.json()).toEqual({ access_token: tk.key });
      const again = await signedFetch('POST', `${base}/1.1/oauth/invalidate_token`, { consumer: c, token: tk });
      expect(again.status).toBe(401);
      expect(await again.json()).toEqual({ errors: [{ code: 89, message: 'Invalid or expired token.' }] });
      const ads = await signedFetch('GET', `${base}/12/whoami`, { consumer: c, token: tk });
      expect(ads.status).toBe(401);
      const events = await t.dataSource.query(
        `SELECT event_type FROM event_store.events WHERE event_type = 'identity.AccessTokenInvalidated' AND data->>'token' = $1`,
        [tk.key],
      );
      expect(events).toHaveLength(1);
    });

    it("invalidates at the example request's address too (invalidate_token.json); a bearer token there is 403 code 220", async () => {
      const user = await newUser();
      const { app, consumer: c } = await newApp();
      const issued = (await a.post(`/admin/users/${user.id}/access_tokens`, { app_id: app.id })).body.data;
      const tk = { key: issued.oauth_token, secret: issued.oauth_token_secret };
      const res = await signedFetch('POST', `${base}/1.1/oauth/invalidate_token.json`, { consumer: c, token: tk });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ access_token: tk.key });
      const again = await signedFetch('POST', `${base}/1.1/oauth/invalidate_token.json`, { consumer: c, token: tk });
      expect(again.status).toBe(401);
      expect(await again.json()).toEqual({ errors: [{ code: 89, message: 'Invalid or expired token.' }] });
      const basic = `Basic ${Buffer.from(`${c.key}:${c.secret}`).toString('base64')}`;
      const bearer = (await (
        await fetch(`${base}/oauth2/token`, { method: 'POST', headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' }, body: 'grant_type=client_credentials' })
      ).json()).access_token;
      const appOnly = await fetch(`${base}/1.1/oauth/invalidate_token.json`, { method: 'POST', headers: { authorization: `Bearer ${bearer}` } });
      expect(appOnly.status).toBe(403);
      expect(await appOnly.json()).toEqual({ errors: [{ code: 220, message: 'Your credentials do not allow access to this resource' }] });
    });

    it("a token used with another app's consumer key is refused", async () => {
      const other = await newApp();
      const res = await signedFetch('GET', `${base}/12/whoami`, { consumer: other.consumer, token });
      expect(res.status).toBe(401);
    });

    it('the same parameter in header and query string is counted once (as the TypeScript SDK signs)', async () => {
      // sign as if oauth_token were a single parameter, then also send it in the query string
      
      const header = authorizationHeader('GET', `${base}/12/whoami`, { consumer, token });
      const res = await fetch(`${base}/12/whoami?oauth_token=${encodeURIComponent(token.key)}`, { headers: { authorization: header } });
      expect(res.status).toBe(200);
    });
  });
});
