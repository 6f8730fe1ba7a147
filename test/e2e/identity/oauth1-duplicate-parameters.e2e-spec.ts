import { adsCaller, type AdsCaller } from '../../support/ads-client';
import { startTestApp, type TestApp } from '../../support/app';
import { authorizationHeader } from '../../support/oauth1-client';

/**
 * RFC 5849 3.2: a protocol parameter given twice is a bad request, wherever
 * it comes from (the header, the query string, a form body), answered 400 in
 * the route's own error format. The same oauth_token in the header and the
 * query string, as the official TypeScript SDK sends it, still counts once.
 */
const PROBLEMS = 'https://api.twitter.com/2/problems';

describe('OAuth 1.0a protocol parameters given twice', () => {
  let t: TestApp;
  let base: string;
  let ads: AdsCaller;
  beforeAll(async () => {
    t = await startTestApp();
    base = await t.listen();
    ads = await adsCaller(t, { api: base });
  });
  afterAll(() => t.close());

  const credentials = () => ({ consumer: ads.consumer, token: ads.token });
  const nonceOf = (header: string) => decodeURIComponent(/oauth_nonce="([^"]+)"/.exec(header)![1]);
  const accounts = () => `${base}/12/accounts`;

  async function expectAdsRefusal(res: Response, parameter: string) {
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ errors: [{ code: 'INVALID_PARAMETER', parameter }] });
  }

  it('refuses one repeated inside the Authorization header', async () => {
    const header = authorizationHeader('GET', accounts(), credentials());
    const res = await fetch(accounts(), { headers: { authorization: `${header}, oauth_nonce="another"` } });
    await expectAdsRefusal(res, 'oauth_nonce');
  });

  it('refuses one in the header and again in the query string, even with the same value', async () => {
    const header = authorizationHeader('GET', accounts(), credentials());
    const res = await fetch(`${accounts()}?oauth_nonce=${encodeURIComponent(nonceOf(header))}`, { headers: { authorization: header } });
    await expectAdsRefusal(res, 'oauth_nonce');
  });

  it('refuses one twice in the query string', async () => {
    const url = `${accounts()}?oauth_callback=a&oauth_callback=b`;
    const header = authorizationHeader('GET', url, credentials());
    await expectAdsRefusal(await fetch(url, { headers: { authorization: header } }), 'oauth_callback');
  });

  it('refuses one in the header and again in a form body, in the OAuth endpoints’ own error', async () => {
    const url = `${base}/oauth/request_token`;
    const header = authorizationHeader('POST', url, { consumer: ads.consumer, form: { oauth_callback: 'oob' } });
    const res = await fetch(url, {
      method: 'POST',
      headers: { authorization: header, 'content-type': 'application/x-www-form-urlencoded' },
      body: `oauth_callback=oob&oauth_timestamp=${/oauth_timestamp="(\d+)"/.exec(header)![1]}`,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ errors: [{ code: 215, message: 'Bad Authentication data.' }] });
  });

  it('answers the platform routes with an invalid-request problem naming it', async () => {
    const url = `${base}/2/webhooks`;
    const header = authorizationHeader('POST', url, credentials());
    const res = await fetch(url, {
      method: 'POST',
      headers: { authorization: `${header}, oauth_timestamp="1"`, 'content-type': 'application/json' },
      body: JSON.stringify({ url: 'http://127.0.0.1:1/hook' }),
    });
    expect(res.status).toBe(400);
    const problem = (await res.json()) as { type: string; errors: Array<{ parameters: Record<string, string[]> }> };
    expect(problem.type).toBe(`${PROBLEMS}/invalid-request`);
    expect(Object.keys(problem.errors[0].parameters)).toEqual(['oauth_timestamp']);
  });

  it('takes the same oauth_token in the header and the query string as one, as the TypeScript SDK sends it', async () => {
    const header = authorizationHeader('GET', accounts(), credentials());
    const res = await fetch(`${accounts()}?oauth_token=${encodeURIComponent(ads.token.key)}`, { headers: { authorization: header } });
    expect(res.status).toBe(200);
  });
});
