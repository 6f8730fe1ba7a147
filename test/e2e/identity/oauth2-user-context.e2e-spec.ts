import { createHash, randomBytes } from 'node:crypto';
import { Client, generateCodeVerifier, OAuth2 } from '@xdevplatform/xdk';
import { openActivityStream } from '../../support/activity-stream-client';
import { admin, startTestApp, type TestApp, userWithPassword } from '../../support/app';
import { formBrowser, hiddenFields } from '../../support/form-browser';

const REDIRECT = 'https://client.example/callback';

/** OAuth 2.0 Authorization Code with PKCE, end to end over HTTP: consent page, token endpoint, user tokens on /2. */
describe('OAuth 2.0 user context', () => {
  let t: TestApp;
  let base: string;
  let a: ReturnType<typeof admin>;

  beforeAll(async () => {
    t = await startTestApp();
    base = await t.listen();
    a = admin(t);
  });
  afterAll(() => t.close());

  const newApp = async (body: Record<string, unknown> = {}) =>
    (await a.post('/admin/apps', { name: 'PKCE app', callback_urls: [REDIRECT], ...body })).body.data;
  const newUser = () => userWithPassword(a);
  const pkce = () => {
    const verifier = randomBytes(32).toString('base64url');
    return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
  };
  const basic = (app: { oauth2_client_id: string; oauth2_client_secret: string }) =>
    `Basic ${Buffer.from(`${encodeURIComponent(app.oauth2_client_id)}:${encodeURIComponent(app.oauth2_client_secret)}`).toString('base64')}`;

  /** Consents in a browser, signing in: the redirect's query. */
  async function consent(
    clientId: string,
    user: { screen_name: string; password: string },
    scope: string,
    challenge: string,
    action = 'allow',
    method = 'S256',
    path = '/i/oauth2/authorize',
  ) {
    const b = formBrowser(base);
    const query = new URLSearchParams({ response_type: 'code', client_id: clientId, redirect_uri: REDIRECT, scope, state: 'st-1', code_challenge: challenge, code_challenge_method: method });
    const page = await b.get(`${path}?${query}`);
    expect(page.res.status).toBe(200);
    for (const s of scope.split(' ')) expect(page.html).toContain(`data-scope="${s}"`);
    const done = await b.post('/i/oauth2/authorize', { ...hiddenFields(page.html), action, screen_name: user.screen_name, password: user.password });
    expect(done.res.status).toBe(302);
    const location = new URL(done.res.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT);
    return location.searchParams;
  }

  const token = (form: Record<string, string>, authorization?: string) =>
    fetch(`${base}/2/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(authorization ? { authorization } : {}) },
      body: new URLSearchParams(form).toString(),
    });
  const bearer = (accessToken: string, path: string, init: RequestInit = {}) =>
    fetch(`${base}${path}`, { ...init, headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json', ...(init.headers ?? {}) } });

  it('consents, exchanges the code with its verifier, and acts for the user on /2 within its scopes', async () => {
    const app = await newApp();
    expect(app.oauth2_client_id).toEqual(expect.any(String));
    expect(app.oauth2_client_secret).toEqual(expect.any(String));
    const user = await newUser();
    const { verifier, challenge } = pkce();
    const redirect = await consent(app.oauth2_client_id, user, 'tweet.read users.read tweet.write offline.access', challenge);
    expect(redirect.get('state')).toBe('st-1');
    const code = redirect.get('code')!;

    // a wrong verifier is refused and does not spend the code
    const wrong = await token({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: 'x'.repeat(43) }, basic(app));
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error).toBe('invalid_request');

    const res = await token({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: verifier }, basic(app));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const tokens = await res.json();
    expect(tokens).toEqual({
      token_type: 'bearer',
      expires_in: 7200,
      access_token: expect.any(String),
      scope: 'tweet.read users.read tweet.write offline.access',
      refresh_token: expect.any(String),
    });
    // the code is used once
    const again = await token({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: verifier }, basic(app));
    expect(again.status).toBe(400);
    expect((await again.json()).error).toBe('invalid_grant');

    const me = await bearer(tokens.access_token, '/2/users/me?user.fields=created_at,verified');
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({ data: { id: user.id, name: expect.any(String), username: user.screen_name, created_at: expect.any(String), verified: false } });
    const post = await bearer(tokens.access_token, '/2/tweets', { method: 'POST', body: JSON.stringify({ text: 'posted with OAuth 2.0' }) });
    expect(post.status).toBe(201);
    const posted = (await post.json()).data;
    const read = await bearer(tokens.access_token, `/2/tweets/${posted.id}?expansions=author_id`);
    expect((await read.json()).includes.users[0].id).toBe(user.id);
    // an app-only route does not take a user token
    const webhooks = await bearer(tokens.access_token, '/2/webhooks');
    expect(webhooks.status).toBe(403);
    expect((await webhooks.json()).detail).toContain('OAuth 2.0 User Context is forbidden for this endpoint');
  });

  it('enforces scopes: a token without tweet.write cannot post', async () => {
    const app = await newApp();
    const user = await newUser();
    const { verifier, challenge } = pkce();
    const code = (await consent(app.oauth2_client_id, user, 'tweet.read users.read', challenge)).get('code')!;
    const tokens = await (await token({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: verifier }, basic(app))).json();
    expect(tokens.refresh_token).toBeUndefined();
    const post = await bearer(tokens.access_token, '/2/tweets', { method: 'POST', body: JSON.stringify({ text: 'no scope' }) });
    expect(post.status).toBe(403);
    expect(await post.json()).toMatchObject({ title: 'Forbidden', status: 403, detail: expect.stringContaining('tweet.write') });
    expect((await bearer(tokens.access_token, '/2/users/me')).status).toBe(200);
    // follows, likes and mutes each take their write scope
    const other = await newUser();
    for (const [path, body, scope] of [
      [`/2/users/${user.id}/following`, { target_user_id: other.id }, 'follows.write'],
      [`/2/users/${user.id}/likes`, { tweet_id: '1' }, 'like.write'],
      [`/2/users/${user.id}/muting`, { target_user_id: other.id }, 'mute.write'],
    ] as const) {
      const res = await bearer(tokens.access_token, path, { method: 'POST', body: JSON.stringify(body) });
      expect(res.status).toBe(403);
      expect((await res.json()).detail).toContain(scope);
    }
  });

  it('refreshes with offline.access: the refresh token is spent, the old access token stops; revoke ends the grant', async () => {
    const app = await newApp();
    const user = await newUser();
    const { verifier, challenge } = pkce();
    const code = (await consent(app.oauth2_client_id, user, 'tweet.read users.read offline.access', challenge)).get('code')!;
    const first = await (await token({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: verifier }, basic(app))).json();
    const refreshed = await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token }, basic(app));
    expect(refreshed.status).toBe(200);
    const second = await refreshed.json();
    expect(second.access_token).not.toBe(first.access_token);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await bearer(first.access_token, '/2/users/me')).status).toBe(401);
    expect((await bearer(second.access_token, '/2/users/me')).status).toBe(200);
    const spent = await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token }, basic(app));
    expect(spent.status).toBe(400);
    // another app cannot refresh or revoke it
    const other = await newApp();
    expect((await token({ grant_type: 'refresh_token', refresh_token: second.refresh_token }, basic(other))).status).toBe(400);

    const revoke = await fetch(`${base}/2/oauth2/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic(app) },
      body: new URLSearchParams({ token: second.access_token, token_type_hint: 'access_token' }).toString(),
    });
    expect(await revoke.json()).toEqual({ revoked: true });
    expect((await bearer(second.access_token, '/2/users/me')).status).toBe(401);
    expect((await token({ grant_type: 'refresh_token', refresh_token: second.refresh_token }, basic(app))).status).toBe(400);
  });

  it('serves public clients (desktop apps) by client_id with plain challenges; confidential clients must authenticate', async () => {
    const native = await newApp({ desktop: true });
    expect(native.oauth2_client_secret).toBeNull();
    const user = await newUser();
    // the docs' example: a plain challenge, the same string as verifier
    const code = (await consent(native.oauth2_client_id, user, 'users.read tweet.read', 'challenge', 'allow', 'plain')).get('code')!;
    const exchanged = await token({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: 'challenge', client_id: native.oauth2_client_id });
    expect(exchanged.status).toBe(200);
    expect((await bearer((await exchanged.json()).access_token, '/2/users/me')).status).toBe(200);
    const confidential = await newApp();
    const refused = await token({ grant_type: 'authorization_code', code: 'x', redirect_uri: REDIRECT, code_verifier: 'y', client_id: confidential.oauth2_client_id });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: 'unauthorized_client', error_description: 'Missing valid authorization header' });
    const badSecret = await token({ grant_type: 'authorization_code', code: 'x', redirect_uri: REDIRECT, code_verifier: 'y' }, basic({ ...confidential, oauth2_client_secret: 'nope' }));
    expect(badSecret.status).toBe(401);
    expect((await badSecret.json()).error).toBe('invalid_client');
    const unsupported = await token({ grant_type: 'password', client_id: native.oauth2_client_id });
    expect((await unsupported.json()).error).toBe('unsupported_grant_type');
  });

  it('sends the user back with access_denied on cancel, and errors to the redirect URI; an unknown client or redirect URI is shown, not followed', async () => {
    const app = await newApp();
    const user = await newUser();
    const denied = await consent(app.oauth2_client_id, user, 'users.read', pkce().challenge, 'deny');
    expect(Object.fromEntries(denied)).toEqual({ error: 'access_denied', state: 'st-1' });

    const b = formBrowser(base);
    const ask = (params: Record<string, string>) =>
      b.get(`/i/oauth2/authorize?${new URLSearchParams({ response_type: 'code', client_id: app.oauth2_client_id, redirect_uri: REDIRECT, scope: 'users.read', state: 's', code_challenge: 'abc', ...params })}`);
    const badScope = await ask({ scope: 'users.read everything' });
    expect(badScope.res.status).toBe(302);
    expect(new URL(badScope.res.headers.get('location')!).searchParams.get('error')).toBe('invalid_scope');
    const noChallenge = await ask({ code_challenge: '' });
    expect(new URL(noChallenge.res.headers.get('location')!).searchParams.get('error')).toBe('invalid_request');
    // the authorization code page lists code_challenge_method among the authorize URL's parameters: no default
    for (const method of [{}, { code_challenge_method: 'S512' }] as Array<Record<string, string>>) {
      const refused = await ask(method);
      expect(refused.res.status).toBe(302);
      expect(Object.fromEntries(new URL(refused.res.headers.get('location')!).searchParams)).toEqual({
        error: 'invalid_request',
        error_description: 'code_challenge_method is required: S256 or plain',
        state: 's',
      });
    }
    // state: up to 500 characters
    const longState = await ask({ code_challenge_method: 'plain', state: 'x'.repeat(501) });
    expect(new URL(longState.res.headers.get('location')!).searchParams.get('error')).toBe('invalid_request');
    expect((await ask({ code_challenge_method: 'plain', state: 'x'.repeat(500) })).res.status).toBe(200);
    const foreignRedirect = await ask({ redirect_uri: 'https://evil.example/cb' });
    expect(foreignRedirect.res.status).toBe(400);
    expect(foreignRedirect.html).toContain('redirect_uri');
    const unknownClient = await ask({ client_id: 'bm9wZTox' });
    expect(unknownClient.res.status).toBe(400);
  });

  it("follows the user access token page's steps for a public client at the OpenAPI document's authorize URL (/2/oauth2/authorize)", async () => {
    const native = await newApp({ desktop: true });
    const user = await newUser();
    // step 2, with the page's plain challenge
    const back = await consent(native.oauth2_client_id, user, 'tweet.read users.read follows.read offline.access', 'challenge', 'allow', 'plain', '/2/oauth2/authorize');
    expect([...back.keys()].sort()).toEqual(['code', 'state']);
    expect(back.get('state')).toBe('st-1');
    // step 3: code, grant_type, client_id, redirect_uri, code_verifier
    const exchanged = await token({ code: back.get('code')!, grant_type: 'authorization_code', client_id: native.oauth2_client_id, redirect_uri: REDIRECT, code_verifier: 'challenge' });
    expect(exchanged.status).toBe(200);
    const tokens = await exchanged.json();
    expect(tokens).toEqual({ token_type: 'bearer', expires_in: 7200, access_token: expect.any(String), scope: 'tweet.read users.read follows.read offline.access', refresh_token: expect.any(String) });
    // step 5: refresh_token, grant_type, client_id
    const refreshed = await token({ refresh_token: tokens.refresh_token, grant_type: 'refresh_token', client_id: native.oauth2_client_id });
    expect(refreshed.status).toBe(200);
    const second = await refreshed.json();
    // both endpoints take form bodies only
    const revoke = (body: string, type: string) => fetch(`${base}/2/oauth2/revoke`, { method: 'POST', headers: { 'content-type': type }, body });
    const json = await revoke(JSON.stringify({ token: second.access_token, client_id: native.oauth2_client_id }), 'application/json');
    expect(json.status).toBe(400);
    expect(await json.json()).toEqual({ error: 'invalid_request', error_description: 'Content-Type must be application/x-www-form-urlencoded' });
    expect((await bearer(second.access_token, '/2/users/me')).status).toBe(200);
    // step 6: token and client_id
    const revoked = await revoke(new URLSearchParams({ token: second.access_token, client_id: native.oauth2_client_id }).toString(), 'application/x-www-form-urlencoded');
    expect(revoked.status).toBe(200);
    expect((await bearer(second.access_token, '/2/users/me')).status).toBe(401);
  });

  it("completes the flow with the official TypeScript SDK's OAuth2 helper, calls /2/users/me, and subscribes the user to private events received on the stream", async () => {
    const app = await newApp();
    const user = await newUser();
    // the helper names the platform's own hosts; only the address changes
    const realFetch = globalThis.fetch;
    globalThis.fetch = ((input: string | URL | Request, init?: RequestInit) =>
      realFetch(typeof input === 'string' ? input.replace('https://api.x.com', base) : input, init)) as typeof fetch;
    try {
      const oauth2 = new OAuth2({
        clientId: app.oauth2_client_id,
        clientSecret: app.oauth2_client_secret,
        redirectUri: REDIRECT,
        scope: ['tweet.read', 'users.read', 'dm.read', 'offline.access'],
      });
      // the challenge computed here: the SDK's own falls back to a slower path under the test runner's VM, warning about it
      const verifier = generateCodeVerifier(64);
      await oauth2.setPkceParameters(verifier, createHash('sha256').update(verifier).digest('base64url'));
      const url = new URL(await oauth2.getAuthorizationUrl('sdk-state'));
      const b = formBrowser(base);
      const page = await b.get(`${url.pathname}${url.search}`);
      expect(page.res.status).toBe(200);
      const done = await b.post('/i/oauth2/authorize', { ...hiddenFields(page.html), action: 'allow', screen_name: user.screen_name, password: user.password });
      const back = new URL(done.res.headers.get('location')!).searchParams;
      expect(back.get('state')).toBe('sdk-state');
      const tokens = await oauth2.exchangeCode(back.get('code')!, oauth2.getCodeVerifier());
      expect(tokens).toMatchObject({ token_type: 'bearer', expires_in: 7200, refresh_token: expect.any(String) });
      const client = new Client({ accessToken: tokens.access_token, baseUrl: base });
      const me = await client.users.getMe();
      expect(me.data).toMatchObject({ id: user.id, username: user.screen_name });
      // the user's private events, subscribed in their context through the SDK, reach the app's stream
      const subscribed = await client.activity.createSubscription({ eventType: 'dm.received', filter: { userId: user.id } } as never);
      expect(subscribed.data?.subscription).toMatchObject({ eventType: 'dm.received' });
      const appOnly = (await (await realFetch(`${base}/oauth2/token`, {
        method: 'POST',
        headers: { authorization: `Basic ${Buffer.from(`${app.consumer_key}:${app.consumer_secret}`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=client_credentials',
      })).json()).access_token;
      const stream = await openActivityStream(base, appOnly);
      try {
        const sender = await newUser();
        await a.post('/admin/direct_messages', { sender_id: sender.id, recipient_id: user.id, text: 'for your eyes' }).expect(201);
        const [item] = await stream.waitForItems(1);
        expect(item.data).toMatchObject({ event_type: 'dm.received', filter: { user_id: user.id } });
      } finally {
        stream.close();
      }
      const refreshed = await oauth2.refreshToken();
      expect(refreshed.access_token).not.toBe(tokens.access_token);
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});
