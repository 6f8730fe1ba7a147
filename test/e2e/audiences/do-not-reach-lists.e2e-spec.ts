import { adsCaller, type AdsCaller } from '../../support/ads-client';
import { startTestApp, type TestApp } from '../../support/app';
import { eventually } from '../../support/eventually';
import { hashedEmails, sha256 } from '../../support/hashed-users';

/** Do-not-reach lists: the entity (one per account), its users batch with the per-operation echo, and the derived list size. */
describe('do-not-reach lists', () => {
  let t: TestApp;
  let base: string;
  let ads: AdsCaller;
  let path: string;
  let batch: string;
  /** An account of its own for each test: an account has at most one list. */
  beforeAll(async () => {
    t = await startTestApp();
    base = await t.listen();
  });
  beforeEach(async () => {
    ads = await adsCaller(t, { api: base });
    path = `/12/accounts/${ads.accountId}/do_not_reach_lists`;
    batch = `/12/batch/accounts/${ads.accountId}/do_not_reach_lists`;
  });
  afterAll(() => t.close());

  const list = async (id: string) => (await ads.get(`${path}/${id}`)).body.data;
  const at = (ms: number) => new Date(ms).toISOString().replace(/\.\d+Z$/, 'Z');

  it('is created, listed, read and deleted', async () => {
    // the name is the API's own: a name sent is not a parameter of the list
    const created = await ads.post(path, { name: 'Current customers', description: 'Do not prospect' });
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    expect(created.body.data).toEqual({
      id,
      name: 'Do Not Reach List',
      description: 'Do not prospect',
      targetable: false,
      // new: waiting for its first count, and too small
      reasons_not_targetable: ['PROCESSING', 'TOO_SMALL'],
      list_size: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      deleted: false,
    });
    // counted (no users): TOO_SMALL alone, and still no size
    const counted = await eventually(() => list(id), (l) => !l.reasons_not_targetable.includes('PROCESSING'));
    expect(counted).toMatchObject({ reasons_not_targetable: ['TOO_SMALL'], list_size: null, targetable: false });
    expect((await ads.get(path, { do_not_reach_list_ids: id })).body.data).toEqual([counted]);
    const deleted = await ads.delete(`${path}/${id}`);
    expect(deleted.body.data).toMatchObject({ id, deleted: true });
    expect((await ads.get(`${path}/${id}`)).status).toBe(404);
    expect((await ads.delete(`${path}/${id}`)).status).toBe(404);
  });

  it('adds and removes hashed users, answering and echoing each operation', async () => {
    const id = (await ads.post(path, {})).body.data.id;
    const expiresAt = new Date(Date.now() + 30 * 86_400_000).toISOString().replace(/\.\d+Z$/, 'Z');
    const before = Date.now();
    const answer = await ads.request('POST', `${batch}/${id}/users`, {}, {
      json: [
        { operation_type: 'Update', params: { users: [...hashedEmails('d', 99), { phone_number: [sha256('+4930123')] }], expires_at: expiresAt } },
        { operation_type: 'Update', params: { users: hashedEmails('d', 5, 200) } },
      ],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([
      { success_count: 100, total_count: 100 },
      { success_count: 5, total_count: 5 },
    ]);
    expect(answer.body.request[0]).toEqual({ params: { do_not_reach_list_id: id, expires_at: expiresAt, account_id: ads.accountId }, operation_type: 'Update' });
    // expires_at defaults to 13 months from now
    const defaulted = Date.parse(answer.body.request[1].params.expires_at);
    const thirteenMonths = new Date(before);
    thirteenMonths.setUTCMonth(thirteenMonths.getUTCMonth() + 13);
    expect(Math.abs(defaulted - thirteenMonths.getTime())).toBeLessThan(60_000);

    expect(await eventually(() => list(id), (l) => l.list_size === 105)).toMatchObject({ targetable: true, reasons_not_targetable: [] });
    await ads.request('POST', `${batch}/${id}/users`, {}, { json: [{ operation_type: 'Delete', params: { users: hashedEmails('d', 10) } }] });
    expect(await eventually(() => list(id), (l) => l.list_size === 95)).toMatchObject({ targetable: false, reasons_not_targetable: ['TOO_SMALL'] });
  });

  it('takes hashed emails and phone numbers only, and an expiry later than now', async () => {
    const id = (await ads.post(path, {})).body.data.id;
    const refused = await ads.request('POST', `${batch}/${id}/users`, {}, {
      json: [
        { operation_type: 'Update', params: { users: [{ device_id: [sha256('idfa')] }] } },
        { operation_type: 'Update', params: { users: hashedEmails('s', 1), expires_at: '2020-01-01T00:00:00Z' } },
        { operation_type: 'Update', params: { users: hashedEmails('s', 1), effective_at: '2030-01-01T00:00:00Z' } },
        { operation_type: 'Update', params: { users: [{ email: [sha256('x').slice(1)] }] } },
      ],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.operation_errors.map((errors: Array<{ parameter: string }>) => errors.map((e) => e.parameter))).toEqual([
      ['params.users[0].device_id'],
      ['params.expires_at'],
      ['params.effective_at'],
      ['params.users[0].email'],
    ]);
    expect(refused.body.operation_errors[1][0].message).toContain('later than now');
    expect((await list(id)).list_size).toBeNull();
  });

  it('is one per account: a second is refused until the first is deleted, also when both are asked at once', async () => {
    const first = await ads.post(path, { description: 'first' });
    expect(first.status).toBe(200);
    const second = await ads.post(path, { description: 'second' });
    expect(second.status).toBe(400);
    expect(second.body.errors[0]).toMatchObject({ code: 'INVALID_REQUEST', message: expect.stringContaining(first.body.data.id) });
    expect((await ads.get(path)).body.data.map((l: { id: string }) => l.id)).toEqual([first.body.data.id]);

    expect((await ads.delete(`${path}/${first.body.data.id}`)).status).toBe(200);
    const racing = await Promise.all([ads.post(path, { description: 'a' }), ads.post(path, { description: 'b' })]);
    expect(racing.map((r) => r.status).sort()).toEqual([200, 400]);
    expect((await ads.get(path)).body.data).toHaveLength(1);
  });

  it('takes an expiry under 13 months from now, and twitter_id is no identifier of a list', async () => {
    const id = (await ads.post(path, {})).body.data.id;
    const thirteenMonths = new Date();
    thirteenMonths.setUTCMonth(thirteenMonths.getUTCMonth() + 13);
    const refused = await ads.request('POST', `${batch}/${id}/users`, {}, {
      json: [
        { operation_type: 'Update', params: { users: hashedEmails('e', 1), expires_at: at(thirteenMonths.getTime() + 86_400_000) } },
        { operation_type: 'Update', params: { users: [{ twitter_id: [sha256('12')] }] } },
      ],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.operation_errors).toEqual([
      [expect.objectContaining({ code: 'INVALID_PARAMETER', parameter: 'params.expires_at', message: expect.stringContaining('13 months') })],
      [expect.objectContaining({ code: 'INVALID_PARAMETER', parameter: 'params.users[0].twitter_id' })],
    ]);
    const within = at(thirteenMonths.getTime() - 86_400_000);
    const taken = await ads.request('POST', `${batch}/${id}/users`, {}, { json: [{ operation_type: 'Update', params: { users: hashedEmails('e', 2), expires_at: within } }] });
    expect(taken.status).toBe(200);
    expect(taken.body.request[0].params.expires_at).toBe(within);
  });

  it('takes at most 2,500 operations in one request, the documented batch size', async () => {
    const id = (await ads.post(path, {})).body.data.id;
    const op = (i: number) => ({ operation_type: 'Update', params: { users: [{ email: [sha256(`limit-${i}@example.com`)] }] } });
    const over = await ads.request('POST', `${batch}/${id}/users`, {}, { json: Array.from({ length: 2501 }, (_, i) => op(i)) });
    expect(over.status).toBe(400);
    expect(over.body.errors[0]).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'operations', message: expect.stringContaining('at most 2500') });
    const full = await ads.request('POST', `${batch}/${id}/users`, {}, { json: Array.from({ length: 2500 }, (_, i) => op(i)) });
    expect(full.status).toBe(200);
    expect(full.body.data).toHaveLength(2500);
    expect((await eventually(() => list(id), (l) => !l.reasons_not_targetable.includes('PROCESSING'))).list_size).toBe(2500);
  });
});
