import { createHash, randomBytes } from 'node:crypto';
import { admin, startTestApp, type TestApp, uniqueScreenName } from '../../support/app';
import { formBrowser, hiddenFields } from '../../support/form-browser';
import { authorizationHeader } from '../../support/oauth1-client';
import fixture from './fixtures/platform-security.json';

/**
 * Every platform v2 operation aviary serves takes the authentication the
 * platform's OpenAPI document states for it (the fixture holds those facts):
 * aviary's own `/openapi.json` says the same, and the guard agrees over HTTP.
 * An app-only bearer token, an OAuth 1.0a user token and OAuth 2.0 user tokens
 * are tried on each: a scheme the operation does not take is 403
 * `unsupported-authentication` naming the ones it does; an OAuth 2.0 token
 * lacking one of the operation's scopes is 403 Forbidden naming it; a token
 * lacking any other scope gets past authentication.
 */
type Security = Array<Record<string, string[]>>;
const reference = fixture as unknown as {
  operations: Record<string, Security>;
  fromPages: Record<string, { security: Security; page: string }>;
  public: { operations: string[]; page: string };
};

const REDIRECT = 'https://client.example/callback';
const SCHEME_TITLE: Record<string, string> = {
  BearerToken: 'OAuth 2.0 Application-Only',
  OAuth2UserToken: 'OAuth 2.0 User Context',
  UserToken: 'OAuth 1.0a User Context',
};
const METHODS = ['get', 'post', 'put', 'delete', 'patch'];

/** The same requirement written the same way: alternatives by scheme name, scopes sorted. */
const canonical = (security: Security | undefined): Security =>
  (security ?? [])
    .flatMap((alternative) => Object.entries(alternative).map(([scheme, scopes]) => ({ [scheme]: [...scopes].sort() })))
    .sort((a, b) => Object.keys(a)[0].localeCompare(Object.keys(b)[0]));

/** The reference's entry for one of aviary's operations (a `/2/posts` path is its `/2/tweets` twin, by the naming rule). */
function expectedSecurity(method: string, path: string): Security | 'public' | undefined {
  const key = `${method.toUpperCase()} ${path.replace(/^\/2\/posts(\/|$)/, '/2/tweets$1')}`;
  if (reference.public.operations.includes(key)) return 'public';
  const fromDocument = reference.operations[key];
  const fromPages = reference.fromPages[key]?.security;
  return fromDocument ?? fromPages;
}

const schemesOf = (security: Security) => new Set(security.flatMap((alternative) => Object.keys(alternative)));
const scopesOf = (security: Security) => security.find((alternative) => 'OAuth2UserToken' in alternative)?.OAuth2UserToken;

/** Every scope some served operation needs: the tokens below each lack one of them. */
const ROUTE_SCOPES = [
  ...new Set(
    [...Object.values(reference.operations), ...Object.values(reference.fromPages).map((p) => p.security)]
      .flatMap((security) => scopesOf(security) ?? []),
  ),
].sort();

interface Answer {
  status: number;
  body: { type?: string; title?: string; detail?: string } | undefined;
}

/** Why the guard refused the request, if it did. */
function authRefusal({ status, body }: Answer): string | undefined {
  if (status === 401) return 'unauthorized';
  if (status !== 403) return undefined;
  if (body?.type?.endsWith('/unsupported-authentication')) return 'unsupported-authentication';
  if (body?.type?.endsWith('/oauth1-permissions')) return 'oauth1-permissions';
  if (body?.type === 'about:blank' && /OAuth 2\.0 scope/.test(body.detail ?? '')) return 'scope';
  return undefined;
}

describe('authentication of every platform v2 operation, as the platform states it', () => {
  let t: TestApp;
  let base: string;
  let operations: Array<{ method: string; path: string; security: Security | undefined }>;
  let bearer: string;
  let signer: { consumer: { key: string; secret: string }; token: { key: string; secret: string } };
  /** OAuth 2.0 user tokens: granted every route scope, and each granted all but one. */
  let everyScope: string;
  const withoutScope = new Map<string, string>();

  beforeAll(async () => {
    t = await startTestApp();
    base = await t.listen();
    const a = admin(t);
    const app = (await a.post('/admin/apps', { name: 'Security', callback_urls: [REDIRECT] }).expect(201)).body.data;
    const password = 'pw-' + randomBytes(6).toString('hex');
    const user = (await a.post('/admin/users', { screen_name: uniqueScreenName('sec'), password }).expect(201)).body.data;

    const clientCredentials = await fetch(`${base}/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${app.consumer_key}:${app.consumer_secret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    bearer = ((await clientCredentials.json()) as { access_token: string }).access_token;

    const access = (await a.post(`/admin/users/${user.id}/access_tokens`, { app_id: app.id }).expect(201)).body.data;
    signer = { consumer: { key: app.consumer_key, secret: app.consumer_secret }, token: { key: access.oauth_token, secret: access.oauth_token_secret } };

    const userToken = async (scopes: string[]) => {
      const verifier = randomBytes(32).toString('base64url');
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      const browser = formBrowser(base);
      const query = new URLSearchParams({
        response_type: 'code',
        client_id: app.oauth2_client_id,
        redirect_uri: REDIRECT,
        scope: scopes.join(' '),
        state: 's',
        code_challenge: challenge,
        code_challenge_method: 'S256',
      });
      const page = await browser.get(`/i/oauth2/authorize?${query}`);
      expect(page.res.status).toBe(200);
      const done = await browser.post('/i/oauth2/authorize', { ...hiddenFields(page.html), action: 'allow', screen_name: user.screen_name, password });
      const code = new URL(done.res.headers.get('location')!).searchParams.get('code')!;
      const res = await fetch(`${base}/2/oauth2/token`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from(`${encodeURIComponent(app.oauth2_client_id)}:${encodeURIComponent(app.oauth2_client_secret)}`).toString('base64')}`,
        },
        body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: verifier }).toString(),
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { access_token: string }).access_token;
    };
    everyScope = await userToken(ROUTE_SCOPES);
    for (const scope of ROUTE_SCOPES) withoutScope.set(scope, await userToken(ROUTE_SCOPES.filter((s) => s !== scope)));

    const document = (await t.api().get('/openapi.json').expect(200)).body as { paths: Record<string, Record<string, { security?: Security }>> };
    operations = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/2/'))
      .flatMap(([path, item]) =>
        Object.entries(item)
          .filter(([method]) => METHODS.includes(method))
          .map(([method, operation]) => ({ method: method.toUpperCase(), path, security: operation.security })),
      );
  }, 120_000);
  afterAll(() => t.close());

  /** Calls an operation with an Authorization header; a stream that opens is closed at once. */
  async function call(method: string, path: string, authorization: (url: string) => string): Promise<Answer> {
    const url = `${base}${path.replace(/\{[^}]+\}/g, '1')}`;
    const body = method === 'POST' || method === 'PUT' ? '{}' : undefined;
    const abort = new AbortController();
    const res = await fetch(url, {
      method,
      headers: { authorization: authorization(url), ...(body ? { 'content-type': 'application/json' } : {}) },
      body,
      signal: abort.signal,
    });
    if (res.status < 400) {
      abort.abort();
      return { status: res.status, body: undefined };
    }
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  }
  const withBearer = (token: string) => () => `Bearer ${token}`;
  const withOAuth1 = (method: string) => (url: string) => authorizationHeader(method, url, signer);

  it('serves the operations the fixture covers, and the fixture names only served ones', () => {
    const served = operations.map(({ method, path }) => `${method} ${path}`);
    expect(operations.filter(({ method, path }) => expectedSecurity(method, path) === undefined).map((o) => `${o.method} ${o.path}`)).toEqual([]);
    const covered = [...Object.keys(reference.operations), ...Object.keys(reference.fromPages), ...reference.public.operations];
    expect(covered.filter((key) => !served.includes(key))).toEqual([]);
    expect(served.length).toBeGreaterThanOrEqual(45);
  });

  it("states each operation's security in aviary's OpenAPI document as the platform's document does", () => {
    const differ = operations.flatMap(({ method, path, security }) => {
      const expected = expectedSecurity(method, path);
      const want = expected === 'public' ? [] : canonical(expected);
      const have = canonical(security);
      return JSON.stringify(have) === JSON.stringify(want) ? [] : [`${method} ${path}: ${JSON.stringify(have)} instead of ${JSON.stringify(want)}`];
    });
    expect(differ).toEqual([]);
  });

  it('declares the three schemes as the platform does, with every grantable scope on the OAuth 2.0 one', async () => {
    const document = (await t.api().get('/openapi.json').expect(200)).body;
    const schemes = document.components.securitySchemes;
    expect(schemes.BearerToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(schemes.UserToken).toMatchObject({ type: 'http', scheme: 'OAuth' });
    expect(schemes.OAuth2UserToken.type).toBe('oauth2');
    expect(Object.keys(schemes.OAuth2UserToken.flows.authorizationCode.scopes)).toEqual(expect.arrayContaining([...ROUTE_SCOPES, 'offline.access']));
  });

  it('takes each scheme the platform states and refuses the others with 403 unsupported-authentication', async () => {
    const wrong: string[] = [];
    for (const { method, path } of operations) {
      const expected = expectedSecurity(method, path);
      if (expected === 'public' || expected === undefined) continue;
      const taken = schemesOf(expected);
      const tries: Array<[string, (url: string) => string]> = [
        ['BearerToken', withBearer(bearer)],
        ['UserToken', withOAuth1(method)],
        ['OAuth2UserToken', withBearer(everyScope)],
      ];
      for (const [scheme, authorization] of tries) {
        const answer = await call(method, path, authorization);
        const refusal = authRefusal(answer);
        if (taken.has(scheme)) {
          if (refusal) wrong.push(`${method} ${path} refuses ${scheme}: ${answer.status} ${JSON.stringify(answer.body)}`);
          continue;
        }
        const supported = /Supported authentication types are \[(.*)\]/.exec(answer.body?.detail ?? '')?.[1].split(', ').sort();
        const ok =
          answer.status === 403 &&
          answer.body?.type === 'https://api.twitter.com/2/problems/unsupported-authentication' &&
          answer.body?.title === 'Unsupported Authentication' &&
          answer.body?.detail?.startsWith(`Authenticating with ${SCHEME_TITLE[scheme]} is forbidden for this endpoint.`) &&
          JSON.stringify(supported) === JSON.stringify([...taken].map((s) => SCHEME_TITLE[s]).sort());
        if (!ok) wrong.push(`${method} ${path} answers ${scheme} ${answer.status} ${JSON.stringify(answer.body)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('asks an OAuth 2.0 user token for exactly the scopes the platform states: each one missing is 403 Forbidden naming it', async () => {
    const wrong: string[] = [];
    let refusedForScope = 0;
    for (const { method, path } of operations) {
      const expected = expectedSecurity(method, path);
      if (expected === 'public' || expected === undefined) continue;
      const needed = scopesOf(expected);
      if (!needed) continue;
      for (const scope of ROUTE_SCOPES) {
        const answer = await call(method, path, withBearer(withoutScope.get(scope)!));
        if (!needed.includes(scope)) {
          if (authRefusal(answer)) wrong.push(`${method} ${path} without ${scope} (not needed): ${answer.status} ${JSON.stringify(answer.body)}`);
          continue;
        }
        refusedForScope += 1;
        const ok =
          answer.status === 403 &&
          answer.body?.type === 'about:blank' &&
          answer.body?.title === 'Forbidden' &&
          new RegExp(`not granted \\[[^\\]]*\\b${scope.replace('.', '\\.')}\\b`).test(answer.body?.detail ?? '');
        if (!ok) wrong.push(`${method} ${path} without ${scope}: ${answer.status} ${JSON.stringify(answer.body)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(refusedForScope).toBeGreaterThan(60);
  });
});
