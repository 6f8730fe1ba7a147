import { adsCaller, type AdsCaller } from '../../support/ads-client';
import { startTestApp, type TestApp } from '../../support/app';
import { eventually } from '../../support/eventually';
import { hashedEmails, sha256 } from '../../support/hashed-users';

/** Do-not-reach lists: the entity, its users batch with the per-operation echo, and the derived list size. */
describe('do-not-reach lists', () => {
  let t: TestApp;
  let ads: AdsCaller;
  let path: string;
  let batch: string;
  beforeAll(async () => {
    t = await startTestApp();
    ads = await adsCaller(t, { api: await t.listen() });
    path = `/12/accounts/${ads.accountId}/do_not_reach_lists`;
    batch = `/12/batch/accounts/${ads.accountId}/do_not_reach_lists`;
  });
  afterAll(() => t.close());

  const list = async (id: string) => (await ads.get(`${path}/${id}`)).body.data;

  it('is created, listed, read and deleted', async () => {
    const created = await ads.post(path, { name: 'Current customers', description: 'Do not prospect' });
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    expect(created.body.data).toEqual({
      id,
      name: 'Current customers',
      description: 'Do not prospect',
      targetable: false,
      reasons_not_targetable: ['TOO_SMALL'],
      list_size: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      deleted: false,
    });
    expect((await ads.get(path, { do_not_reach_list_ids: id })).body.data).toEqual([created.body.data]);
    expect(await list(id)).toEqual(created.body.data);
    const deleted = await ads.delete(`${path}/${id}`);
    expect(deleted.body.data).toMatchObject({ id, deleted: true });
    expect((await ads.get(`${path}/${id}`)).status).toBe(404);
    expect((await ads.delete(`${path}/${id}`)).status).toBe(404);
  });

  it('adds and removes hashed users, answering and echoing each operation', async () => {
    const id = (await ads.post(path, { name: 'Suppressed' })).body.data.id;
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
    const id = (await ads.post(path, { name: 'Strict' })).body.data.id;
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
});
