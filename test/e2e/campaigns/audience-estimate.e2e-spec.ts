import { type AdsCaller, adsCaller } from '../../support/ads-client';
import { startTestApp, type TestApp } from '../../support/app';
import { signedFetch } from '../../support/oauth1-client';

/** The request body of the ads docs' example. */
const docsExample = {
  targeting_criteria: [
    { targeting_type: 'BROAD_KEYWORD', targeting_value: 'nba', operator_type: 'EQ' },
    { targeting_type: 'BROAD_KEYWORD', targeting_value: 'tech', operator_type: 'NE' },
    { targeting_type: 'LOCATION', targeting_value: '96683cc9126741d1', operator_type: 'EQ' },
    { targeting_type: 'SIMILAR_TO_FOLLOWERS_OF_USER', targeting_value: '14230524' },
    { targeting_type: 'SIMILAR_TO_FOLLOWERS_OF_USER', targeting_value: '90420314' },
  ],
};

describe('audience estimate', () => {
  let t: TestApp;
  let ads: AdsCaller;
  let other: AdsCaller;
  let api: string;

  beforeAll(async () => {
    t = await startTestApp();
    api = await t.listen();
    const urls = { api, sandbox: await t.listenSandbox() };
    ads = await adsCaller(t, urls);
    other = await adsCaller(t, urls);
  });
  afterAll(() => t.close());

  const path = (caller = ads) => `/12/accounts/${caller.accountId}/audience_estimate`;
  const estimate = (json: unknown, caller = ads) => caller.request('POST', path(caller), {}, { json });

  it('estimates the documented example, the same every time', async () => {
    const res = await estimate(docsExample);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      request: { params: { account_id: ads.accountId, targeting_criteria: docsExample.targeting_criteria } },
      data: { audience_size: { min: expect.any(Number), max: expect.any(Number) } },
    });
    const { min, max } = res.body.data.audience_size;
    expect(min).toBeGreaterThan(0);
    expect(max).toBeGreaterThan(min);
    expect((await estimate(docsExample)).body.data).toEqual(res.body.data);
    // another account, the criteria in another order: the same estimate
    const reordered = { targeting_criteria: [...docsExample.targeting_criteria].reverse() };
    expect((await estimate(reordered, other)).body.data).toEqual(res.body.data);
  });

  it('narrows with more criteria', async () => {
    const interest = { targeting_type: 'INTEREST', targeting_value: '1001' };
    const broad = await estimate({ targeting_criteria: [interest] });
    const narrow = await estimate({
      targeting_criteria: [interest, { targeting_type: 'GENDER', targeting_value: '2' }, { targeting_type: 'AGE', targeting_value: 'AGE_18_TO_34' }],
    });
    expect(narrow.body.data.audience_size.max).toBeLessThan(broad.body.data.audience_size.min);
  });

  it('takes a JSON body only', async () => {
    const form = await signedFetch('POST', `${api}${path()}`, {
      consumer: ads.consumer,
      token: ads.token,
      form: { targeting_criteria: JSON.stringify(docsExample.targeting_criteria) },
    });
    expect(form.status).toBe(415);
    expect((await form.json()).errors[0]).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Expected a JSON body (Content-Type: application/json), got Content-Type application/x-www-form-urlencoded',
    });
    const query = await ads.post(path(), { targeting_criteria: JSON.stringify(docsExample.targeting_criteria) });
    expect(query.status).toBe(415);
    expect(query.body.errors[0].code).toBe('UNSUPPORTED_MEDIA_TYPE');
    // a JSON content type with an empty body: the body is there, the parameter is not
    const empty = await signedFetch('POST', `${api}${path()}`, {
      consumer: ads.consumer,
      token: ads.token,
      headers: { 'content-type': 'application/json' },
    });
    expect(empty.status).toBe(400);
    expect((await empty.json()).errors[0]).toMatchObject({ code: 'MISSING_PARAMETER', parameter: 'targeting_criteria' });
  });

  it('names a missing or malformed targeting_criteria', async () => {
    for (const [body, code, parameter] of [
      [{}, 'MISSING_PARAMETER', 'targeting_criteria'],
      [{ targeting_criteria: [] }, 'MISSING_PARAMETER', 'targeting_criteria'],
      [{ targeting_criteria: 'INTEREST' }, 'INVALID_PARAMETER', 'targeting_criteria'],
      [{ targeting_criteria: [{ targeting_value: '1001' }] }, 'MISSING_PARAMETER', 'targeting_type'],
      [{ targeting_criteria: [{ targeting_type: 'INTEREST' }] }, 'MISSING_PARAMETER', 'targeting_value'],
      [{ targeting_criteria: [{ targeting_type: 'HOROSCOPE', targeting_value: 'leo' }] }, 'INVALID_PARAMETER', 'targeting_type'],
      [{ targeting_criteria: [{ targeting_type: 'INTEREST', targeting_value: 'cats' }] }, 'INVALID_PARAMETER', 'targeting_value'],
      [{ targeting_criteria: [{ targeting_type: 'INTEREST', targeting_value: '1001', operator_type: 'LT' }] }, 'INVALID_PARAMETER', 'operator_type'],
    ] as const) {
      const res = await estimate(body);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([expect.objectContaining({ code, parameter })]);
    }
    const missing = await estimate({});
    expect(missing.body.errors[0].message).toBe('"targeting_criteria" is a required parameter');
  });

  it('needs at least one primary criterion', async () => {
    const res = await estimate({
      targeting_criteria: [
        { targeting_type: 'LOCATION', targeting_value: '96683cc9126741d1' },
        { targeting_type: 'GENDER', targeting_value: '1' },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { code: 'INVALID_PARAMETER', message: expect.stringContaining('At least one primary targeting criterion'), parameter: 'targeting_criteria' },
    ]);
  });

  it("refuses another user's account", async () => {
    const res = await other.request('POST', path(ads), {}, { json: docsExample });
    expect(res.status).toBe(403);
    expect(res.body.errors[0]).toMatchObject({ code: 'ACCOUNT_NOT_FOUND', parameter: 'account_id' });
  });

  it('answers on the sandbox too', async () => {
    const account = (await ads.request('POST', '/12/accounts', {}, { sandbox: true })).body.data[0].id;
    const res = await ads.request('POST', `/12/accounts/${account}/audience_estimate`, {}, { sandbox: true, json: docsExample });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual((await estimate(docsExample)).body.data);
  });
});
