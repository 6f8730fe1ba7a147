import { gzipSync } from 'node:zlib';
import { adsCaller, type AdsCaller } from '../../support/ads-client';
import { admin, startTestApp, type TestApp, uniqueScreenName } from '../../support/app';
import { newPlatformApp, type PlatformApp } from '../../support/platform-app';
import type { WebhookReceiver } from '../../support/webhook-receiver';
import { FailuresFixtureModule } from './fixtures/failures.fixture';

/**
 * Malformed input is answered with the API's own error (status, shape, the
 * parameter named), never a 500 or a stack: deep nesting, prototype-named
 * members, lone surrogates, numbers beyond the safe range, nulls, forged
 * cursors, compressed bodies, oversized request lines; and what still throws
 * unexpectedly is the route's 500 without internals.
 */
const PROBLEMS = 'https://api.twitter.com/2/problems';
const INTERNALS = /\bat \S+ \(|node_modules|SELECT|TypeError|identity\.apps/;

describe('bad input', () => {
  let t: TestApp;
  let base: string;
  let ads: AdsCaller;
  let platform: PlatformApp;
  const receivers: WebhookReceiver[] = [];

  beforeAll(async () => {
    t = await startTestApp({}, [FailuresFixtureModule]);
    base = await t.listen();
    ads = await adsCaller(t, { api: base });
    platform = await newPlatformApp(t, base, receivers);
  });
  afterAll(async () => {
    for (const receiver of receivers) await receiver.close();
    await t.close();
  });

  const account = () => `/12/accounts/${ads.accountId}`;
  const raw = (method: string, path: string, body: string | Buffer, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, { method, headers: { 'content-type': 'application/json', ...headers }, body });

  async function expectAdsError(res: { status: number; body: any }, status: number, code: string, parameter?: string) {
    expect(res.status).toBe(status);
    expect(res.body.errors[0]).toMatchObject({ code, ...(parameter ? { parameter } : {}) });
    expect(res.body.request).toEqual({ params: expect.any(Object) });
    expect(JSON.stringify(res.body)).not.toMatch(INTERNALS);
  }

  function expectInvalidRequest(res: { status: number; body: any; headers: { [k: string]: string } }, parameter: string) {
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body).toMatchObject({ type: `${PROBLEMS}/invalid-request`, title: 'Invalid Request', status: 400 });
    expect(Object.keys(res.body.errors[0].parameters)).toEqual([parameter]);
    expect(res.body.parameter).toBe(parameter);
  }

  describe('a body nested thousands of levels deep', () => {
    const deep = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);

    it('is a 400 in the ads format, before authentication, with no stack', async () => {
      for (const body of [deep(5000), '['.repeat(5000) + ']'.repeat(5000)]) {
        const res = await raw('PUT', account(), body);
        expect(res.status).toBe(400);
        expect(res.headers.get('content-type')).toMatch(/^application\/json/);
        const text = await res.text();
        expect(text).not.toMatch(INTERNALS);
        expect(JSON.parse(text)).toEqual({
          errors: [{ code: 'INVALID_PARAMETER', message: 'The request body is nested more than 32 levels deep' }],
          request: { params: {} },
        });
      }
    });

    it('is a 400 problem on the admin and platform interfaces', async () => {
      for (const path of ['/admin/users', '/2/webhooks']) {
        const res = await raw('POST', path, deep(5000));
        expect(res.status).toBe(400);
        expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
        expect(await res.json()).toEqual({
          title: 'Bad Request',
          type: 'about:blank',
          status: 400,
          detail: 'The request body is nested more than 32 levels deep',
        });
      }
    });

    it('takes bodies nested as deep as the limit', async () => {
      const res = await ads.request('PUT', account(), {}, { json: { name: 'Nested', industry_type: undefined, x: JSON.parse(deep(30)) } });
      expect(res.status).toBe(200);
      expect(res.body.data.name).toBe('Nested');
    });
  });

  it('refuses a member named like an inherited property, naming the parameter holding it', async () => {
    const res = await ads.request('PUT', account(), {}, { json: { name: { constructor: 1 } } });
    await expectAdsError(res, 400, 'INVALID_PARAMETER', 'name');
    const proto = await raw('PUT', account(), '{"__proto__":{"polluted":1}}');
    expect(proto.status).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses an object where an ads parameter takes a value', async () => {
    const res = await ads.request('PUT', account(), {}, { json: { name: { first: 'a' } } });
    await expectAdsError(res, 400, 'INVALID_PARAMETER', 'name');
    expect(res.body.errors[0].message).toBe('Expected a string, a number, a boolean or a list of them, got "[object]" for name');
  });

  it('refuses a lone surrogate in a string, naming the field (ads and admin)', async () => {
    const before = (await ads.get(account())).body.data.name;
    const res = await raw('PUT', account(), '{"name":"a\\ud800b"}');
    const body = await res.json();
    await expectAdsError({ status: res.status, body }, 400, 'INVALID_PARAMETER', 'name');
    expect((await ads.get(account())).body.data.name).toBe(before);

    const user = await t
      .api()
      .post('/admin/users')
      .set('authorization', `Bearer ${t.settings.ADMIN_TOKEN}`)
      .set('content-type', 'application/json')
      .send(`{"screen_name":"${uniqueScreenName('s')}","password":"x","name":"\\udc00"}`);
    expectInvalidRequest(user, 'name');
  });

  it('refuses numbers beyond the safe range where a number or an id is expected', async () => {
    for (const number of ['1e19', '1e30', '-1e30', '1e400']) {
      const res = await raw('PUT', account(), `{"name":${number}}`);
      await expectAdsError({ status: res.status, body: await res.json() }, 400, 'INVALID_PARAMETER', 'name');
    }
    const campaigns = await ads.request('POST', `${account()}/campaigns`, {}, { json: { name: 'x', funding_instrument_id: 'x', daily_budget_amount_local_micro: 1e19 } });
    await expectAdsError(campaigns, 400, 'INVALID_PARAMETER', 'daily_budget_amount_local_micro');
    const adAccount = await admin(t).post('/admin/ad_accounts', { user_id: 1e19 });
    expectInvalidRequest(adAccount, 'user_id');
  });

  it('refuses null for a member that cannot be unset', async () => {
    const before = (await ads.get(account())).body.data.name;
    const res = await ads.request('PUT', account(), {}, { json: { name: null } });
    await expectAdsError(res, 400, 'INVALID_PARAMETER', 'name');
    expect(res.body.errors[0].message).toBe('Expected string, got "null" for name');
    expect((await ads.get(account())).body.data.name).toBe(before);

    expectInvalidRequest(await admin(t).patch(`/admin/users/${ads.userId}`, { name: null }), 'name');
    expectInvalidRequest(await admin(t).patch(`/admin/users/${ads.userId}`, { verified: null }), 'verified');
    const created = await admin(t).post('/admin/users', { screen_name: uniqueScreenName('n'), password: 'x', name: null });
    expectInvalidRequest(created, 'name');
  });

  it('takes null as "unset" where the API unsets with an empty value', async () => {
    const fundingInstrument = (await ads.get(`${account()}/funding_instruments`)).body.data[0].id;
    const campaign = (
      await ads.post(`${account()}/campaigns`, { name: 'Ends', funding_instrument_id: fundingInstrument, purchase_order_number: 'PO-1' })
    ).body.data;
    expect(campaign.purchase_order_number).toBe('PO-1');
    const res = await ads.request('PUT', `${account()}/campaigns/${campaign.id}`, {}, { json: { purchase_order_number: null } });
    expect(res.status).toBe(200);
    expect(res.body.data.purchase_order_number).toBeNull();
  });

  it('refuses /2 body members named like inherited properties with an invalid-request problem', async () => {
    expectInvalidRequest(await platform.call('POST', '/2/webhooks', { toString: 'x' }), 'toString');
    expectInvalidRequest(await platform.call('POST', '/2/webhooks', { url: { valueOf: 1 } }), 'url');
    const subscription = await platform.call('POST', '/2/activity/subscriptions', {
      event_type: 'profile.update.bio',
      filter: { user_id: ads.userId, hasOwnProperty: 1 },
    });
    expectInvalidRequest(subscription, 'filter');
  });

  it('names the parameter at fault at the top of an invalid-request problem only when there is one', async () => {
    const one = await platform.call('GET', `/2/users/${ads.userId}/followers?max_results=0`);
    expectInvalidRequest(one, 'max_results');
    expect(one.body.value).toBe('0');
    const two = await platform.call('GET', `/2/users/${ads.userId}/followers?max_results=0&user.fields=nope`);
    expect(two.status).toBe(400);
    expect(two.body.errors.length).toBeGreaterThan(1);
    expect(two.body).not.toHaveProperty('parameter');
    expect(two.body).not.toHaveProperty('value');
  });

  describe('cursors', () => {
    it('refuses one the server did not mint, naming cursor', async () => {
      const forged = [
        Buffer.from('["x","y"]').toString('base64url'),
        Buffer.from('[{"a":1},[1]]').toString('base64url'),
        `${Buffer.from('["2026-01-01T00:00:00.000Z","1"]').toString('base64url')}.AAAAAAAAAAAAAAAAAAAAAA`,
        'not-a-cursor',
      ];
      for (const cursor of forged) {
        for (const path of ['/12/accounts', `${account()}/campaigns`, `${account()}/account_history`]) {
          const res = await ads.get(path, { cursor, entity_type: 'CAMPAIGN', entity_id: 'x', start_time: '2026-01-01T00:00:00Z', end_time: '2026-01-02T00:00:00Z' });
          await expectAdsError(res, 400, 'INVALID_PARAMETER', 'cursor');
        }
      }
    });

    it('follows the cursors it mints, and refuses one taken to another list or order', async () => {
      const fundingInstrument = (await ads.get(`${account()}/funding_instruments`)).body.data[0].id;
      for (const name of ['c1', 'c2', 'c3']) await ads.post(`${account()}/campaigns`, { name, funding_instrument_id: fundingInstrument });
      const first = await ads.get(`${account()}/campaigns`, { count: 1, sort_by: 'name-asc' });
      expect(first.body.next_cursor).toEqual(expect.any(String));
      const second = await ads.get(`${account()}/campaigns`, { count: 1, sort_by: 'name-asc', cursor: first.body.next_cursor });
      expect(second.status).toBe(200);
      expect(second.body.data[0].name > first.body.data[0].name).toBe(true);

      const otherOrder = await ads.get(`${account()}/campaigns`, { count: 1, sort_by: 'created_at-asc', cursor: first.body.next_cursor });
      await expectAdsError(otherOrder, 400, 'INVALID_PARAMETER', 'cursor');
      const otherList = await ads.get(`${account()}/line_items`, { cursor: first.body.next_cursor });
      await expectAdsError(otherList, 400, 'INVALID_PARAMETER', 'cursor');
    });
  });

  it('refuses a compressed body at once with 415, without inflating it', async () => {
    // 50 MB of JSON once inflated; and bytes that are not gzip at all: both refused alike
    const bomb = gzipSync(Buffer.concat([Buffer.from('{"name":"'), Buffer.alloc(50_000_000, 0x61), Buffer.from('"}')]));
    for (const body of [bomb, Buffer.from('not gzip')]) {
      const res = await raw('POST', '/admin/users', body, { 'content-encoding': 'gzip', authorization: `Bearer ${t.settings.ADMIN_TOKEN}` });
      expect(res.status).toBe(415);
      expect(await res.json()).toMatchObject({ status: 415, detail: 'The request body encoding is not supported (send it uncompressed, in UTF-8)' });
    }
    const ad = await raw('PUT', account(), gzipSync('{"name":"x"}'), { 'content-encoding': 'gzip' });
    expect(ad.status).toBe(415);
    expect((await ad.json()).errors[0].code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers a request line too large for the server in the shape of the interface it names', async () => {
    const long = 'x'.repeat(20_000);
    const adsRes = await fetch(`${base}/12/accounts?q=${long}`);
    expect(adsRes.status).toBe(431);
    expect(await adsRes.json()).toMatchObject({ errors: [{ code: 'REQUEST_HEADER_FIELDS_TOO_LARGE' }], request: { params: {} } });
    const platformRes = await fetch(`${base}/2/webhooks?x=${long}`);
    expect(platformRes.status).toBe(431);
    expect(platformRes.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(await platformRes.json()).toMatchObject({ status: 431, title: 'Request Header Fields Too Large' });
  });

  it('answers an unexpected failure with the route’s 500, without its message, stack or SQL', async () => {
    const checks: Array<[string, (body: any) => void]> = [
      [`${account()}/failures`, (body) => expect(body).toEqual({ errors: [{ code: 'INTERNAL_ERROR', message: 'Internal error' }], request: { params: expect.any(Object) } })],
      ['/2/failures', (body) => expect(body).toEqual({ title: 'Internal Server Error', type: 'about:blank', status: 500, detail: 'Internal error' })],
      ['/admin/failures', (body) => expect(body).toEqual({ title: 'Internal Server Error', type: 'about:blank', status: 500, detail: 'Internal error' })],
      ['/oauth/failures', (body) => expect(body).toEqual({ errors: [{ code: 131, message: 'Internal error.' }] })],
    ];
    for (const [path, expectBody] of checks) {
      const res = await fetch(`${base}${path}`);
      expect(res.status).toBe(500);
      expect(res.headers.get('content-type')).toMatch(/json/);
      expect(res.headers.get('x-request-id')).toEqual(expect.any(String));
      const text = await res.text();
      expect(text).not.toMatch(INTERNALS);
      expectBody(JSON.parse(text));
    }
  });
});
