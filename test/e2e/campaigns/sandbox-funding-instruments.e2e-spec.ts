import { type AdsCaller, adsCaller } from '../../support/ads-client';
import { startTestApp, type TestApp } from '../../support/app';

/** The sandbox's funding instruments: created and deleted as the sandbox guide shows, never in production. */
describe('sandbox funding instruments', () => {
  let t: TestApp;
  let ads: AdsCaller;
  let account: string;

  beforeAll(async () => {
    t = await startTestApp();
    ads = await adsCaller(t, { api: await t.listen(), sandbox: await t.listenSandbox() });
    account = (await ads.request('POST', '/12/accounts', {}, { sandbox: true })).body.data[0].id;
  });
  afterAll(() => t.close());

  const sandbox = (method: string, path: string, params: Record<string, string | number> = {}) =>
    ads.request(method, `/12/accounts/${account}${path}`, params, { sandbox: true });

  it('creates an insertion order, which campaigns spend; deletes it, after which none can', async () => {
    const created = await sandbox('POST', '/funding_instruments', {
      type: 'INSERTION_ORDER',
      currency: 'EUR',
      start_time: '2026-07-10T00:00:00Z',
      end_time: '2027-12-31T23:59:59Z',
      funded_amount_local_micro: 5_000_000_000,
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toEqual({
      id: expect.any(String),
      account_id: account,
      type: 'INSERTION_ORDER',
      currency: 'EUR',
      description: '(no payment method has been set up yet)',
      start_time: '2026-07-10T00:00:00Z',
      end_time: '2027-12-31T23:59:59Z',
      entity_status: 'ACTIVE',
      able_to_fund: true,
      reasons_not_able_to_fund: [],
      io_header: null,
      credit_limit_local_micro: null,
      credit_remaining_local_micro: null,
      funded_amount_local_micro: 5_000_000_000,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      deleted: false,
    });
    expect(created.body.request.params).toEqual({
      account_id: account,
      type: 'INSERTION_ORDER',
      currency: 'EUR',
      start_time: '2026-07-10T00:00:00Z',
      end_time: '2027-12-31T23:59:59Z',
      funded_amount_local_micro: 5_000_000_000,
    });
    const fi = created.body.data.id;
    expect((await sandbox('GET', `/funding_instruments/${fi}`)).body.data).toEqual(created.body.data);
    const campaign = await sandbox('POST', '/campaigns', { funding_instrument_id: fi, name: 'Euro', daily_budget_amount_local_micro: 1_000_000 });
    expect(campaign.body.data).toMatchObject({ funding_instrument_id: fi, currency: 'EUR' });

    const deleted = await sandbox('DELETE', `/funding_instruments/${fi}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({
      ...created.body.data,
      able_to_fund: false,
      reasons_not_able_to_fund: ['DELETED'],
      updated_at: expect.any(String),
      deleted: true,
    });
    expect(deleted.body.request.params).toEqual({ account_id: account, funding_instrument_id: fi });
    expect((await sandbox('GET', `/funding_instruments/${fi}`)).status).toBe(404);
    expect((await sandbox('GET', `/funding_instruments/${fi}`, { with_deleted: 'true' })).body.data).toEqual(deleted.body.data);
    expect((await sandbox('DELETE', `/funding_instruments/${fi}`)).status).toBe(404);
    const refused = await sandbox('POST', '/campaigns', { funding_instrument_id: fi, name: 'Too late', daily_budget_amount_local_micro: 1_000_000 });
    expect(refused.body.errors[0]).toMatchObject({ parameter: 'funding_instrument_id' });
  });

  it('takes a credit line with its limit, and refuses what a type does not take', async () => {
    const line = await sandbox('POST', '/funding_instruments', { type: 'CREDIT_LINE', currency: 'USD', start_time: '2026-01-01T00:00:00Z', credit_limit_local_micro: 9_000_000 });
    expect(line.body.data).toMatchObject({ type: 'CREDIT_LINE', credit_limit_local_micro: 9_000_000, credit_remaining_local_micro: 9_000_000 });
    const card = await sandbox('POST', '/funding_instruments', { type: 'CREDIT_CARD', currency: 'USD', start_time: '2026-01-01T00:00:00Z', credit_limit_local_micro: 500_000_000 });
    expect(card.status).toBe(200);
    expect(card.body.data).toMatchObject({ type: 'CREDIT_CARD', credit_limit_local_micro: 500_000_000, credit_remaining_local_micro: null, funded_amount_local_micro: null });
    const cases: Array<[Record<string, string | number>, string, string]> = [
      [{ currency: 'USD', start_time: '2026-01-01T00:00:00Z' }, 'MISSING_PARAMETER', 'type'],
      [{ type: 'CREDIT_CARD', start_time: '2026-01-01T00:00:00Z' }, 'MISSING_PARAMETER', 'currency'],
      [{ type: 'CREDIT_CARD', currency: 'USD' }, 'MISSING_PARAMETER', 'start_time'],
      [{ type: 'GIFT_CARD', currency: 'USD', start_time: '2026-01-01T00:00:00Z' }, 'INVALID_PARAMETER', 'type'],
      [{ type: 'CREDIT_CARD', currency: 'usd', start_time: '2026-01-01T00:00:00Z' }, 'INVALID_PARAMETER', 'currency'],
      [{ type: 'CREDIT_CARD', currency: 'USD', start_time: '2026-01-02T00:00:00Z', end_time: '2026-01-01T00:00:00Z' }, 'INVALID_PARAMETER', 'end_time'],
      [{ type: 'INSERTION_ORDER', currency: 'USD', start_time: '2026-01-01T00:00:00Z', credit_limit_local_micro: 5 }, 'INVALID_PARAMETER', 'credit_limit_local_micro'],
      [{ type: 'CREDIT_LINE', currency: 'USD', start_time: '2026-01-01T00:00:00Z', funded_amount_local_micro: 5 }, 'INVALID_PARAMETER', 'funded_amount_local_micro'],
    ];
    for (const [params, code, parameter] of cases) {
      const res = await sandbox('POST', '/funding_instruments', params);
      expect({ params, status: res.status, error: res.body.errors[0] }).toMatchObject({ status: 400, error: { code, parameter } });
    }
  });

  it('is sandbox only', async () => {
    const fi = (await ads.get(`/12/accounts/${ads.accountId}/funding_instruments`)).body.data[0].id;
    const post = await ads.post(`/12/accounts/${ads.accountId}/funding_instruments`, { type: 'CREDIT_CARD', currency: 'USD', start_time: '2026-01-01T00:00:00Z' });
    expect(post.status).toBe(403);
    expect(post.body.errors[0]).toMatchObject({ code: 'ACTION_NOT_ALLOWED' });
    expect((await ads.delete(`/12/accounts/${ads.accountId}/funding_instruments/${fi}`)).status).toBe(403);
    expect((await ads.get(`/12/accounts/${ads.accountId}/funding_instruments/${fi}`)).body.data.deleted).toBe(false);
  });
});
