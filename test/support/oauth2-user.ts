import { createHash, randomBytes } from 'node:crypto';
import { formBrowser, hiddenFields } from './form-browser';

/** The redirect URI an app needs registered (`callback_urls`) to be granted user tokens by `oauth2UserToken`. */
export const OAUTH2_TEST_REDIRECT = 'https://client.example/callback';

/**
 * An OAuth 2.0 user access token granted these scopes (space-separated): the
 * user signs in and allows the app on the consent page, and the code is
 * exchanged with its PKCE verifier at `POST /2/oauth2/token`.
 */
export async function oauth2UserToken(
  base: string,
  app: { oauth2_client_id: string; oauth2_client_secret: string },
  user: { screen_name: string; password: string },
  scope: string,
): Promise<string> {
  const verifier = randomBytes(32).toString('base64url');
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: app.oauth2_client_id,
    redirect_uri: OAUTH2_TEST_REDIRECT,
    scope,
    state: 's',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  const b = formBrowser(base);
  const page = await b.get(`/i/oauth2/authorize?${query}`);
  const done = await b.post('/i/oauth2/authorize', { ...hiddenFields(page.html), action: 'allow', screen_name: user.screen_name, password: user.password });
  const code = new URL(done.res.headers.get('location')!).searchParams.get('code')!;
  const basic = `Basic ${Buffer.from(`${encodeURIComponent(app.oauth2_client_id)}:${encodeURIComponent(app.oauth2_client_secret)}`).toString('base64')}`;
  const tokens = await fetch(`${base}/2/oauth2/token`, {
    method: 'POST',
    headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: OAUTH2_TEST_REDIRECT, code_verifier: verifier }).toString(),
  });
  return ((await tokens.json()) as { access_token: string }).access_token;
}
