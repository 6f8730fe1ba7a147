import { adsCaller, type AdsCaller } from '../../support/ads-client';
import { admin, startTestApp, type TestApp } from '../../support/app';
import { eventually } from '../../support/eventually';
import { hashedEmails, sha256 } from '../../support/hashed-users';

/** Custom audiences: the entity, its hashed users, and the size, targetability and expiry the server derives. */
describe('custom audiences', () => {
  let t: TestApp;
  let owner: AdsCaller;
  let other: AdsCaller;
  let path: string;
  beforeAll(async () => {
    // the real rate limits: the users batch spec meets the audience category's
    t = await startTestApp({ AUDIENCE_SIZE_SWEEP_MS: '100', ADS_RATE_LIMITS: 'on' });
    const base = await t.listen();
    owner = await adsCaller(t, { api: base });
    other = await adsCaller(t, { api: base });
    path = `/12/accounts/${owner.accountId}/custom_audiences`;
  });
  afterAll(() => t.close());

  const users = (id: string, operations: unknown) => owner.request('POST', `${path}/${id}/users`, {}, { json: operations });
  const audience = async (id: string) => (await owner.get(`${path}/${id}`)).body.data;
  /** The audience's events, with what each update changed. */
  const changesOf = async (id: string) =>
    (
      (await t.dataSource.query(
        `SELECT event_type, data->'changes' AS changes FROM event_store.events WHERE stream_id = $1 ORDER BY stream_position`,
        [`audiences.CustomAudience-production-${id}`],
      )) as Array<{ event_type: string; changes: unknown }>
    ).map((e) => [e.event_type, e.changes]);
  let named = 0;
  /** A new audience (names are unique per account), once its first count has ended PROCESSING. */
  const newAudience = async (name = `Newsletter ${++named}`) => {
    const id = (await owner.post(path, { name })).body.data.id as string;
    await eventually(() => audience(id), (a) => !a.reasons_not_targetable.includes('PROCESSING'));
    return id;
  };

  it('is created, listed, read, renamed and deleted, with the fields the API shows', async () => {
    const created = await owner.post(path, { name: 'Subscribers', description: 'From the CRM' });
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    expect(created.body).toEqual({
      request: { params: { account_id: owner.accountId, name: 'Subscribers', description: 'From the CRM' } },
      data: {
        id: expect.stringMatching(/^[0-9a-z]+$/),
        name: 'Subscribers',
        description: 'From the CRM',
        audience_type: 'CRM',
        audience_size: null,
        targetable: false,
        targetable_types: ['CRM', 'EXCLUDED_CRM'],
        // new: waiting for its first count, and too small
        reasons_not_targetable: ['PROCESSING', 'TOO_SMALL'],
        permission_level: 'READ_WRITE',
        is_owner: true,
        owner_account_id: owner.accountId,
        partner_source: 'OTHER',
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
        updated_at: created.body.data.created_at,
        deleted: false,
      },
    });
    // its first count (no users) ends PROCESSING; the size stays null
    const counted = await eventually(() => audience(id), (a) => !a.reasons_not_targetable.includes('PROCESSING'));
    expect(counted).toEqual({ ...created.body.data, reasons_not_targetable: ['TOO_SMALL'], updated_at: expect.any(String) });
    expect((await owner.get(path, { custom_audience_ids: id })).body.data).toEqual([counted]);
    expect((await owner.get(path, { q: 'subs' })).body.data.map((a: { id: string }) => a.id)).toContain(id);
    expect((await owner.get(path, { q: 'nothing-like-it' })).body.data).toEqual([]);

    const renamed = await owner.put(`${path}/${id}`, { name: 'Subscribers 2026' });
    expect(renamed.body.data).toMatchObject({ id, name: 'Subscribers 2026', description: 'From the CRM' });
    const missing = await owner.post(path, {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0]).toMatchObject({ code: 'MISSING_PARAMETER', parameter: 'name' });

    // another account neither sees nor changes it
    const elsewhere = `/12/accounts/${other.accountId}/custom_audiences/${id}`;
    expect((await other.get(elsewhere)).status).toBe(404);
    expect((await other.put(elsewhere, { name: 'x' })).status).toBe(404);
    expect((await other.request('POST', `${elsewhere}/users`, {}, { json: [{ operation_type: 'Update', params: { users: hashedEmails('x', 1) } }] })).status).toBe(404);

    const deleted = await owner.delete(`${path}/${id}`);
    expect(deleted.body.data).toMatchObject({ id, deleted: true });
    expect((await owner.get(`${path}/${id}`)).status).toBe(404);
    expect((await owner.get(`${path}/${id}`, { with_deleted: true })).body.data.deleted).toBe(true);
    expect((await users(id, [{ operation_type: 'Update', params: { users: hashedEmails('x', 1) } }])).status).toBe(404);
  });

  it('keeps names unique per account: creating or renaming to the name of a live audience is refused, a deleted one frees it', async () => {
    const first = await owner.post(path, { name: 'Loyal buyers' });
    expect(first.status).toBe(200);
    const again = await owner.post(path, { name: 'Loyal buyers', description: 'twice' });
    expect(again.status).toBe(400);
    expect(again.body.errors[0]).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'name', message: expect.stringContaining(first.body.data.id) });
    const second = (await owner.post(path, { name: 'Lapsed buyers' })).body.data.id;
    const renamed = await owner.put(`${path}/${second}`, { name: 'Loyal buyers' });
    expect(renamed.status).toBe(400);
    expect(renamed.body.errors[0]).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'name' });
    expect((await audience(second)).name).toBe('Lapsed buyers');
    // renaming to its own name changes nothing; another account has names of its own
    expect((await owner.put(`${path}/${second}`, { name: 'Lapsed buyers' })).status).toBe(200);
    expect((await other.post(`/12/accounts/${other.accountId}/custom_audiences`, { name: 'Loyal buyers' })).status).toBe(200);
    expect((await owner.get(path, { q: 'loyal' })).body.data.map((a: { id: string }) => a.id)).toEqual([first.body.data.id]);

    // a rename frees the old name; a deletion frees its name
    expect((await owner.put(`${path}/${first.body.data.id}`, { name: 'Loyal buyers 2026' })).status).toBe(200);
    expect((await owner.put(`${path}/${second}`, { name: 'Loyal buyers' })).status).toBe(200);
    expect((await owner.delete(`${path}/${second}`)).status).toBe(200);
    expect((await owner.post(path, { name: 'Loyal buyers' })).status).toBe(200);

    // asked at once, one request takes the name
    const racing = await Promise.all([owner.post(path, { name: 'Raced' }), owner.post(path, { name: 'Raced' })]);
    expect(racing.map((r) => r.status).sort()).toEqual([200, 400]);
    expect((await owner.get(path, { q: 'Raced' })).body.data).toHaveLength(1);
  });

  it('takes twitter_id as the platform_id of a user', async () => {
    const id = await newAudience();
    const ids = Array.from({ length: 100 }, (_, i) => sha256(`${1000 + i}`));
    const added = await users(id, [{ operation_type: 'Update', params: { users: ids.map((v) => ({ twitter_id: [v] })) } }]);
    expect(added.status).toBe(200);
    expect(added.body.data).toEqual({ success_count: 100, total_count: 100 });
    expect((await eventually(() => audience(id), (a) => !a.reasons_not_targetable.includes('PROCESSING'))).audience_size).toBe(100);
    // the same users named by the neutral spelling
    await users(id, [{ operation_type: 'Delete', params: { users: [{ platform_id: [ids[0]] }] } }]);
    expect((await eventually(() => audience(id), (a) => !a.reasons_not_targetable.includes('PROCESSING'))).audience_size).toBe(99);
  });

  it('counts users whose membership is in effect: PROCESSING after a change, then TOO_SMALL or targetable', async () => {
    const id = await newAudience();
    const added = await users(id, [
      { operation_type: 'Update', params: { users: hashedEmails('a', 60) } },
      { operation_type: 'Update', params: { users: hashedEmails('a', 40, 60) } },
    ]);
    expect(added.status).toBe(200);
    expect(added.body).toEqual({
      request: { params: { account_id: owner.accountId, custom_audience_id: id } },
      data: { success_count: 100, total_count: 100 },
    });
    expect(added.headers.get('x-rate-limit-limit')).toBe('1500');
    expect(Number(added.headers.get('x-rate-limit-remaining'))).toBeLessThan(1500);
    const counted = await eventually(() => audience(id), (a) => !a.reasons_not_targetable.includes('PROCESSING'));
    expect(counted).toMatchObject({ audience_size: 100, targetable: true, reasons_not_targetable: [] });
    // the change made it PROCESSING in the same append; the processor's counts (of none, then of 100) are recorded as such
    expect(await changesOf(id)).toEqual([
      ['audiences.CustomAudienceCreated', null],
      ['audiences.CustomAudienceSizeRecorded', null],
      ['audiences.CustomAudienceUsersChanged', null],
      ['audiences.CustomAudienceUpdated', { reasons_not_targetable: { old: ['TOO_SMALL'], new: ['PROCESSING'] } }],
      ['audiences.CustomAudienceSizeRecorded', null],
    ]);
    const counts = (await t.dataSource.query(
      `SELECT data->'size' AS size, data->'usersVersion' AS version FROM event_store.events
        WHERE stream_id = $1 AND event_type = 'audiences.CustomAudienceSizeRecorded' ORDER BY stream_position`,
      [`audiences.CustomAudience-production-${id}`],
    )) as Array<{ size: number; version: number }>;
    expect(counts).toEqual([
      { size: 0, version: 0 },
      { size: 100, version: 1 },
    ]);

    // one user named by another of its identifiers is still one user; removing it by either removes it
    const phone = sha256('+15555550100');
    await users(id, [{ operation_type: 'Update', params: { users: [{ ...hashedEmails('a', 1)[0], phone_number: [phone], partner_user_id: ['crm-1'] }] } }]);
    expect((await eventually(() => audience(id), (a) => !a.reasons_not_targetable.includes('PROCESSING'))).audience_size).toBe(100);
    const removed = await users(id, [{ operation_type: 'Delete', params: { users: [{ phone_number: [phone] }] } }]);
    expect(removed.body.data).toEqual({ success_count: 1, total_count: 1 });
    const smaller = await eventually(() => audience(id), (a) => !a.reasons_not_targetable.includes('PROCESSING'));
    expect(smaller).toMatchObject({ audience_size: 99, targetable: false, reasons_not_targetable: ['TOO_SMALL'] });
  });

  it('stops counting memberships when they expire, and starts counting them when they take effect', async () => {
    const id = await newAudience();
    const soon = new Date(Date.now() + 2_500).toISOString().replace(/\.\d+Z$/, 'Z');
    await users(id, [{ operation_type: 'Update', params: { users: hashedEmails('e', 100), expires_at: soon } }]);
    expect(await eventually(() => audience(id), (a) => a.audience_size === 100)).toMatchObject({ targetable: true });
    expect(await eventually(() => audience(id), (a) => a.audience_size === 0, 15_000)).toMatchObject({
      targetable: false,
      reasons_not_targetable: ['TOO_SMALL'],
    });

    const later = await newAudience();
    const start = new Date(Date.now() + 2_000).toISOString().replace(/\.\d+Z$/, 'Z');
    await users(later, [{ operation_type: 'Update', params: { users: hashedEmails('l', 120), effective_at: start } }]);
    // counted before any membership is in effect: too small, and no size yet (it never counted a user)
    expect(await eventually(() => audience(later), (a) => !a.reasons_not_targetable.includes('PROCESSING'))).toMatchObject({
      audience_size: null,
      reasons_not_targetable: ['TOO_SMALL'],
    });
    expect(await eventually(() => audience(later), (a) => a.audience_size === 120, 15_000)).toMatchObject({ targetable: true });
  });

  it('refuses a batch with any bad operation as a whole, naming each operation index and field', async () => {
    const id = await newAudience();
    const bad = await users(id, [
      { operation_type: 'Update', params: { users: hashedEmails('b', 2) } },
      { operation_type: 'Update', params: { users: [{ email: ['alice@example.com'] }] } },
      { operation_type: 'Remove', params: { users: [{ phone_number: [sha256('1')], handle: ['not-a-hash'] }] } },
      { operation_type: 'Update', params: { users: hashedEmails('b', 1), effective_at: '2027-01-02T00:00:00Z', expires_at: '2027-01-01T00:00:00Z' } },
      { operation_type: 'Delete' },
    ]);
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toMatchObject({ code: 'INVALID_PARAMETER', message: expect.stringContaining('nothing was applied') });
    const ops = bad.body.operation_errors;
    expect(ops).toHaveLength(5);
    expect(ops[0]).toEqual([]);
    expect(ops[1]).toEqual([
      { code: 'INVALID_PARAMETER', parameter: 'params.users[0].email', message: expect.stringMatching(/^operation 1: .*SHA-256/) },
    ]);
    expect(ops[2].map((e: { parameter: string }) => e.parameter)).toEqual(['operation_type', 'params.users[0].handle']);
    expect(ops[3]).toEqual([{ code: 'INVALID_PARAMETER', parameter: 'params.expires_at', message: expect.stringContaining('later than params.effective_at') }]);
    expect(ops[4]).toEqual([{ code: 'MISSING_PARAMETER', parameter: 'params', message: expect.stringContaining('operation 4') }]);
    // nothing applied: the audience never changed
    expect(await audience(id)).toMatchObject({ audience_size: null, reasons_not_targetable: ['TOO_SMALL'] });
  });

  it('keeps the documented limits: 2,500 operations, 5,000,000 bytes, a JSON body', async () => {
    const id = await newAudience();
    const one = { operation_type: 'Update', params: { users: hashedEmails('m', 1) } };
    const tooMany = await users(id, Array.from({ length: 2501 }, () => one));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors[0]).toMatchObject({ code: 'INVALID_PARAMETER', message: expect.stringContaining('at most 2500 operations') });
    expect(tooMany.body.operation_errors).toBeUndefined();
    const most = await users(id, Array.from({ length: 2500 }, (_, i) => ({ operation_type: 'Update', params: { users: hashedEmails('m', 1, i) } })));
    expect(most.body.data).toEqual({ success_count: 2500, total_count: 2500 });

    const huge = Array.from({ length: 2000 }, (_, i) => ({ operation_type: 'Update', params: { users: hashedEmails(`h${i}`, 40) } }));
    expect(JSON.stringify(huge).length).toBeGreaterThan(5_000_000);
    const tooLarge = await users(id, huge);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.errors[0].code).toBeDefined();

    const form = await owner.post(`${path}/${id}/users`, { operation_type: 'Update' });
    expect(form.status).toBe(415);
    const notArray = await users(id, { operation_type: 'Update', params: { users: hashedEmails('n', 1) } });
    expect(notArray.status).toBe(400);
    expect(notArray.body.errors[0].message).toContain('JSON array');
    // only the 2,500 of the good batch were applied
    expect((await eventually(() => audience(id), (a) => !a.reasons_not_targetable.includes('PROCESSING'))).audience_size).toBe(2500);
  });

  it('takes 1,500 users requests a minute per ad account, then answers 429', async () => {
    // an account of its own, whose window nothing else has used
    const account = (await admin(t).post('/admin/ad_accounts', { user_id: owner.userId, name: 'Limited' }).expect(201)).body.data.id;
    const limited = `/12/accounts/${account}/custom_audiences`;
    const id = (await owner.post(limited, { name: 'Rate limited' })).body.data.id;
    const send = (operations: unknown) => owner.request('POST', `${limited}/${id}/users`, {}, { json: operations });
    // a caller without access to the account is refused before it counts (else the 1,500 below would not all pass)
    const stranger = await other.request('POST', `${limited}/${id}/users`, {}, { json: [] });
    expect(stranger.status).toBe(403);
    expect(stranger.headers.get('x-rate-limit-limit')).toBeNull();
    // requests refused for their body count too: the limit is on requests
    let last: Awaited<ReturnType<typeof users>> | undefined;
    for (let sent = 0; sent < 1500; sent += 25) {
      const answers = await Promise.all(Array.from({ length: 25 }, () => send([])));
      last = answers[answers.length - 1];
      expect(answers.every((a) => a.status === 400)).toBe(true);
    }
    expect(last!.headers.get('x-rate-limit-limit')).toBe('1500');
    const over = await send([{ operation_type: 'Update', params: { users: hashedEmails('r', 1) } }]);
    expect(over.status).toBe(429);
    expect(over.body.errors[0].code).toBe('TOO_MANY_REQUESTS');
    expect(over.headers.get('x-rate-limit-remaining')).toBe('0');
    expect(Number(over.headers.get('x-rate-limit-reset')) * 1000).toBeGreaterThan(Date.now());
    // the same user's other account has its own window
    const fine = await users(await newAudience('Not limited'), [{ operation_type: 'Update', params: { users: hashedEmails('r', 1) } }]);
    expect(fine.status).toBe(200);
  });
});

describe('the custom audiences batch', () => {
  let t: TestApp;
  let ads: AdsCaller;
  let batch: string;
  let path: string;
  beforeAll(async () => {
    t = await startTestApp();
    ads = await adsCaller(t, { api: await t.listen() });
    batch = `/12/batch/accounts/${ads.accountId}/custom_audiences`;
    path = `/12/accounts/${ads.accountId}/custom_audiences`;
  });
  afterAll(() => t.close());

  it('creates, updates and deletes as a whole, answering each entity and echoing each operation', async () => {
    const existing = (await ads.post(path, { name: 'Existing' })).body.data.id;
    const doomed = (await ads.post(path, { name: 'Doomed' })).body.data.id;
    const operations = [
      { operation_type: 'Create', params: { name: 'Batch one', description: 'first' } },
      { operation_type: 'Update', params: { custom_audience_id: existing, name: 'Existing renamed' } },
      { operation_type: 'Delete', params: { custom_audience_id: doomed } },
    ];
    const answer = await ads.request('POST', batch, {}, { json: operations });
    expect(answer.status).toBe(200);
    expect(answer.body.request).toEqual(operations.map(({ operation_type, params }) => ({ params, operation_type })));
    expect(answer.body.data).toEqual([
      expect.objectContaining({ name: 'Batch one', description: 'first', audience_type: 'CRM', deleted: false }),
      expect.objectContaining({ id: existing, name: 'Existing renamed' }),
      expect.objectContaining({ id: doomed, deleted: true }),
    ]);
    const created = answer.body.data[0].id;
    expect((await ads.get(`${path}/${created}`)).body.data.name).toBe('Batch one');
    expect((await ads.get(`${path}/${existing}`)).body.data.name).toBe('Existing renamed');
    expect((await ads.get(`${path}/${doomed}`)).status).toBe(404);
  });

  it('applies nothing when one operation fails, naming it by index', async () => {
    const kept = (await ads.post(path, { name: 'Kept' })).body.data.id;
    const before = (await ads.get(path, { with_total_count: true })).body.total_count;
    const failed = await ads.request('POST', batch, {}, {
      json: [
        { operation_type: 'Create', params: { name: 'Never made' } },
        { operation_type: 'Update', params: { custom_audience_id: kept, name: 'Never renamed' } },
        { operation_type: 'Delete', params: { custom_audience_id: 'nosuchaudience' } },
      ],
    });
    expect(failed.status).toBe(400);
    expect(failed.body.operation_errors).toEqual([[], [], [expect.objectContaining({ code: 'TAILORED_AUDIENCE_NOT_FOUND', parameter: 'custom_audience_id' })]]);
    expect((await ads.get(`${path}/${kept}`)).body.data.name).toBe('Kept');
    expect((await ads.get(path, { with_total_count: true })).body.total_count).toBe(before);

    const invalid = await ads.request('POST', batch, {}, {
      json: [{ operation_type: 'Create', params: {} }, { operation_type: 'Copy', params: {} }, { operation_type: 'Update', params: { name: 'x' } }],
    });
    expect(invalid.body.operation_errors).toEqual([
      [expect.objectContaining({ code: 'MISSING_PARAMETER', parameter: 'name' })],
      [expect.objectContaining({ code: 'INVALID_PARAMETER', parameter: 'operation_type' })],
      [expect.objectContaining({ code: 'MISSING_PARAMETER', parameter: 'custom_audience_id' })],
    ]);
    const tooMany = await ads.request('POST', batch, {}, { json: Array.from({ length: 11 }, (_, i) => ({ operation_type: 'Create', params: { name: `n${i}` } })) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors[0].message).toContain('at most 10');
    const ten = await ads.request('POST', batch, {}, { json: Array.from({ length: 10 }, (_, i) => ({ operation_type: 'Create', params: { name: `ten ${i}` } })) });
    expect(ten.status).toBe(200);
    expect(ten.body.data).toHaveLength(10);
  });

  it('keeps names unique across the batch and the account, in request order', async () => {
    const taken = (await ads.post(path, { name: 'Taken' })).body.data.id;
    const refused = await ads.request('POST', batch, {}, {
      json: [
        { operation_type: 'Create', params: { name: 'Twice' } },
        { operation_type: 'Create', params: { name: 'Twice' } },
        { operation_type: 'Create', params: { name: 'Taken' } },
      ],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.operation_errors).toEqual([
      [],
      [expect.objectContaining({ code: 'INVALID_PARAMETER', parameter: 'name' })],
      [expect.objectContaining({ code: 'INVALID_PARAMETER', parameter: 'name' })],
    ]);
    expect((await ads.get(path, { q: 'Twice' })).body.data).toEqual([]);

    // a name freed by an earlier operation may be taken by a later one
    const moved = await ads.request('POST', batch, {}, {
      json: [
        { operation_type: 'Delete', params: { custom_audience_id: taken } },
        { operation_type: 'Create', params: { name: 'Taken', description: 'the new one' } },
      ],
    });
    expect(moved.status).toBe(200);
    expect((await ads.get(path, { q: 'Taken' })).body.data.map((a: { description: string }) => a.description)).toEqual(['the new one']);
  });
});
