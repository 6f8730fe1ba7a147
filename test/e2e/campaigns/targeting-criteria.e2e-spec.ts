import { adsCaller, type AdsCaller } from '../../support/ads-client';
import { admin, startTestApp, type TestApp } from '../../support/app';
import { eventually } from '../../support/eventually';
import { hashedEmails } from '../../support/hashed-users';

const HOUR = 3_600_000;
const iso = (time: number) => new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * Targeting criteria: added to and deleted from line items, one at a time or
 * in a batch, in the account history; custom audiences targeted when owned
 * or shared and targetable, and listed back as the audience's targeted
 * campaigns and line items.
 */
describe('targeting criteria', () => {
  let t: TestApp;
  let owner: AdsCaller;
  let partner: AdsCaller;
  let ownerAccount: string;
  let partnerAccount: string;
  beforeAll(async () => {
    t = await startTestApp();
    const base = await t.listen();
    owner = await adsCaller(t, { api: base });
    partner = await adsCaller(t, { api: base });
    const business = `tc-${Date.now()}`;
    const account = async (userId: string) =>
      (await admin(t).post('/admin/ad_accounts', { user_id: userId, name: 'Targeting', business_id: business }).expect(201)).body.data.id as string;
    ownerAccount = await account(owner.userId);
    partnerAccount = await account(partner.userId);
  });
  afterAll(() => t.close());

  const acct = (account: string) => `/12/accounts/${account}`;

  async function lineItem(caller: AdsCaller, account: string, name: string, entityStatus = 'ACTIVE', placements = 'ALL_ON_PLATFORM') {
    const fi = (await caller.get(`${acct(account)}/funding_instruments`)).body.data[0].id;
    const campaign = (await caller.post(`${acct(account)}/campaigns`, { funding_instrument_id: fi, name: `${name} campaign`, daily_budget_amount_local_micro: 5_000_000 })).body.data;
    const item = await caller.post(`${acct(account)}/line_items`, {
      campaign_id: campaign.id,
      name,
      objective: 'ENGAGEMENTS',
      product_type: 'PROMOTED_POSTS',
      placements,
      bid_amount_local_micro: 1_000_000,
      entity_status: entityStatus,
    });
    expect(item.status).toBe(200);
    return { campaign, lineItem: item.body.data };
  }

  async function targetableAudience(name: string): Promise<string> {
    const path = `${acct(ownerAccount)}/custom_audiences`;
    const id = (await owner.post(path, { name })).body.data.id;
    await owner.request('POST', `${path}/${id}/users`, {}, { json: [{ operation_type: 'Update', params: { users: hashedEmails(name, 100) } }] });
    await eventually(async () => (await owner.get(`${path}/${id}`)).body.data, (a) => a.targetable === true);
    return id;
  }

  it('adds, lists, reads and deletes criteria, each in the account history', async () => {
    const { lineItem: item } = await lineItem(owner, ownerAccount, 'Keywords');
    const path = `${acct(ownerAccount)}/targeting_criteria`;
    const created = await owner.post(path, { line_item_id: item.id, targeting_type: 'BROAD_KEYWORD', targeting_value: 'Coffee  Beans' });
    expect(created.status).toBe(200);
    expect(created.body.data).toEqual({
      id: expect.stringMatching(/^[0-9a-z]+$/),
      line_item_id: item.id,
      name: 'coffee beans',
      targeting_type: 'BROAD_KEYWORD',
      targeting_value: 'coffee beans',
      operator_type: 'EQ',
      created_at: expect.any(String),
      updated_at: expect.any(String),
      deleted: false,
    });
    const negated = await owner.post(path, { line_item_id: item.id, targeting_type: 'BROAD_KEYWORD', targeting_value: 'decaf', operator_type: 'NE' });
    expect(negated.body.data.operator_type).toBe('NE');
    const ranged = await owner.post(path, { line_item_id: item.id, targeting_type: 'NETWORK_ACTIVATION_DURATION', targeting_value: '6', operator_type: 'GTE' });
    expect(ranged.status).toBe(200);

    const listed = await owner.get(path, { line_item_ids: item.id });
    expect(listed.body.data.map((c: { id: string }) => c.id)).toEqual([created.body.data.id, negated.body.data.id, ranged.body.data.id]);
    expect((await owner.get(`${path}/${created.body.data.id}`)).body.data).toEqual(created.body.data);
    const withoutLineItems = await owner.get(path);
    expect(withoutLineItems.body.errors[0]).toMatchObject({ code: 'MISSING_PARAMETER', parameter: 'line_item_ids' });

    // the rules of values, operators, line items and duplicates
    const cases: Array<[Record<string, string>, string]> = [
      [{ targeting_type: 'GENDER', targeting_value: '3' }, 'targeting_value'],
      [{ targeting_type: 'NO_SUCH_TYPE', targeting_value: '1' }, 'targeting_type'],
      [{ targeting_type: 'BROAD_KEYWORD', targeting_value: 'tea', operator_type: 'GTE' }, 'operator_type'],
      [{ targeting_type: 'BROAD_KEYWORD', targeting_value: 'COFFEE BEANS' }, 'targeting_value'],
    ];
    for (const [params, parameter] of cases) {
      const refused = await owner.post(path, { line_item_id: item.id, ...params });
      expect({ params, status: refused.status, parameter: refused.body.errors?.[0]?.parameter }).toEqual({ params, status: 400, parameter });
    }
    const unknownLineItem = await owner.post(path, { line_item_id: 'nosuchline', targeting_type: 'BROAD_KEYWORD', targeting_value: 'x' });
    expect(unknownLineItem.status).toBe(404);
    expect(unknownLineItem.body.errors[0].parameter).toBe('line_item_id');

    const deleted = await owner.delete(`${path}/${negated.body.data.id}`);
    expect(deleted.body.data).toMatchObject({ id: negated.body.data.id, deleted: true });
    expect((await owner.get(`${path}/${negated.body.data.id}`)).status).toBe(404);
    // with_deleted finds it again, one or listed
    expect((await owner.get(`${path}/${negated.body.data.id}`, { with_deleted: true })).body.data).toMatchObject({ id: negated.body.data.id, deleted: true });
    const withDeleted = await owner.get(path, { line_item_ids: item.id, with_deleted: true, with_total_count: true });
    expect(withDeleted.body.data.map((c: { id: string }) => c.id)).toContain(negated.body.data.id);
    expect(withDeleted.body.total_count).toBe(3);
    // deleted, the same criterion may be added again
    expect((await owner.post(path, { line_item_id: item.id, targeting_type: 'BROAD_KEYWORD', targeting_value: 'decaf', operator_type: 'NE' })).status).toBe(200);

    const now = Date.now();
    const window = { start_time: iso(Math.floor(now / HOUR) * HOUR - HOUR), end_time: iso(Math.floor(now / HOUR) * HOUR + 2 * HOUR) };
    const history = await owner.get(`${acct(ownerAccount)}/account_history`, { ...window, entity_type: 'TARGETING_CRITERIA', entity_id: negated.body.data.id });
    expect(history.status).toBe(200);
    expect(history.body.data.map((e: { change_type: string; entity: string }) => [e.entity, e.change_type])).toEqual([
      ['TARGETING_CRITERIA', 'CREATE'],
      ['TARGETING_CRITERIA', 'DELETE'],
    ]);
    expect(history.body.data[0].entity_data).toMatchObject({ line_item_id: item.id, targeting_type: 'BROAD_KEYWORD', targeting_value: 'decaf', operator_type: 'NE' });
  });

  it('batches criteria as a whole', async () => {
    const { lineItem: item } = await lineItem(owner, ownerAccount, 'Batch');
    const batch = `/12/batch/accounts/${ownerAccount}/targeting_criteria`;
    const first = (await owner.post(`${acct(ownerAccount)}/targeting_criteria`, { line_item_id: item.id, targeting_type: 'GENDER', targeting_value: '1' })).body.data;
    const answer = await owner.request('POST', batch, {}, {
      json: [
        { operation_type: 'Create', params: { line_item_id: item.id, targeting_type: 'LANGUAGE', targeting_value: 'en' } },
        { operation_type: 'Create', params: { line_item_id: item.id, targeting_type: 'AGE', targeting_value: 'AGE_OVER_18' } },
        { operation_type: 'Delete', params: { targeting_criterion_id: first.id } },
      ],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((c: { targeting_type: string; deleted: boolean }) => [c.targeting_type, c.deleted])).toEqual([
      ['LANGUAGE', false],
      ['AGE', false],
      ['GENDER', true],
    ]);
    expect(answer.body.request[2]).toEqual({ params: { targeting_criterion_id: first.id }, operation_type: 'Delete' });

    const failed = await owner.request('POST', batch, {}, {
      json: [
        { operation_type: 'Create', params: { line_item_id: item.id, targeting_type: 'LANGUAGE', targeting_value: 'fr' } },
        { operation_type: 'Create', params: { line_item_id: item.id, targeting_type: 'GENDER', targeting_value: '9' } },
      ],
    });
    expect(failed.status).toBe(400);
    expect(failed.body.operation_errors).toEqual([[], [expect.objectContaining({ parameter: 'targeting_value' })]]);
    // a duplicate of an existing criterion, or of an earlier operation, refuses the whole batch too, named at its operation
    const duplicate = await owner.request('POST', batch, {}, {
      json: [
        { operation_type: 'Create', params: { line_item_id: item.id, targeting_type: 'LANGUAGE', targeting_value: 'de' } },
        { operation_type: 'Create', params: { line_item_id: item.id, targeting_type: 'LANGUAGE', targeting_value: 'en' } },
        { operation_type: 'Create', params: { line_item_id: item.id, targeting_type: 'LANGUAGE', targeting_value: 'de' } },
      ],
    });
    expect(duplicate.status).toBe(400);
    const already = expect.objectContaining({ parameter: 'targeting_value', message: expect.stringContaining('already has this targeting criterion') });
    expect(duplicate.body.operation_errors).toEqual([[], [already], [already]]);
    const values = (await owner.get(`${acct(ownerAccount)}/targeting_criteria`, { line_item_ids: item.id })).body.data.map((c: { targeting_value: string }) => c.targeting_value);
    expect(values.sort()).toEqual(['AGE_OVER_18', 'en']);
  });

  const criteria = (account = ownerAccount) => `${acct(account)}/targeting_criteria`;
  const batchPath = (account = ownerAccount) => `/12/batch/accounts/${account}/targeting_criteria`;
  const batch = (operations: Array<[string, Record<string, string>]>) =>
    owner.request('POST', batchPath(), {}, { json: operations.map(([operation_type, params]) => ({ operation_type, params })) });
  const liveValues = async (lineItemId: string) =>
    ((await owner.get(criteria(), { line_item_ids: lineItemId })).body.data as Array<{ targeting_value: string }>).map((c) => c.targeting_value).sort();

  it('adds one of two concurrent identical criteria, in a request or a batch', async () => {
    const { lineItem: item } = await lineItem(owner, ownerAccount, 'Racing');
    const racing = await Promise.all(
      Array.from({ length: 4 }, () => owner.post(criteria(), { line_item_id: item.id, targeting_type: 'PHRASE_KEYWORD', targeting_value: 'grumpy cat' })),
    );
    expect(racing.map((r) => r.status).sort()).toEqual([200, 400, 400, 400]);
    expect(racing.filter((r) => r.status === 400).map((r) => r.body.errors[0])).toEqual(
      Array(3).fill(expect.objectContaining({ code: 'INVALID_PARAMETER', parameter: 'targeting_value', message: expect.stringContaining('already has this targeting criterion') })),
    );
    const batches = await Promise.all(Array.from({ length: 2 }, () => batch([['Create', { line_item_id: item.id, targeting_type: 'GENDER', targeting_value: '2' }]])));
    expect(batches.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(await liveValues(item.id)).toEqual(['2', 'grumpy cat']);
  });

  it('takes a TV show only after a location in its market, and keeps its locations there', async () => {
    const { lineItem: item } = await lineItem(owner, ownerAccount, 'TV');
    const newsWatch = { line_item_id: item.id, targeting_type: 'TV_SHOW', targeting_value: '10027243420' };
    const place = (targeting_value: string) => ({ line_item_id: item.id, targeting_type: 'LOCATION', targeting_value });
    const [losAngeles, london, unitedStates] = ['3b77caf94bfc81fe', '457b4814b4240d87', '96683cc9126741d1'];

    const first = await owner.post(criteria(), newsWatch);
    expect(first.status).toBe(400);
    expect(first.body.errors).toEqual([{ code: 'INVALID_TV_SHOW_LOCATIONS', message: expect.stringContaining('LOCATION'), parameter: 'targeting_type' }]);
    const london1 = (await owner.post(criteria(), place(london))).body.data;
    const outside = await owner.post(criteria(), newsWatch);
    expect(outside.status).toBe(400);
    expect(outside.body.errors).toEqual([{ code: 'TV_SHOW_OUTSIDE_MARKET', message: expect.stringContaining(london), parameter: 'targeting_value' }]);
    expect((await owner.delete(`${criteria()}/${london1.id}`)).status).toBe(200);
    const la = (await owner.post(criteria(), place(losAngeles))).body.data;
    const show = await owner.post(criteria(), newsWatch);
    expect(show.status).toBe(200);
    expect(show.body.data).toMatchObject({ targeting_type: 'TV_SHOW', name: 'NewsWatch' });

    // with the show there: another place in its market may come, one outside may not, the last one may not go
    expect((await owner.post(criteria(), place(london))).body.errors[0]).toMatchObject({ code: 'TV_SHOW_OUTSIDE_MARKET', parameter: 'targeting_value' });
    const last = await owner.delete(`${criteria()}/${la.id}`);
    expect(last.status).toBe(400);
    expect(last.body.errors).toEqual([{ code: 'INVALID_TV_SHOW_LOCATIONS', message: expect.stringContaining(item.id), parameter: 'targeting_criterion_id' }]);
    const us = (await owner.post(criteria(), place(unitedStates))).body.data;
    expect((await owner.delete(`${criteria()}/${la.id}`)).status).toBe(200);
    expect(await liveValues(item.id)).toEqual(['10027243420', unitedStates]);
    // the show gone, so may the places be
    expect((await owner.delete(`${criteria()}/${show.body.data.id}`)).status).toBe(200);
    expect((await owner.delete(`${criteria()}/${us.id}`)).status).toBe(200);
  });

  it('applies the TV show rules over a batch, operation by operation in request order', async () => {
    const { lineItem: item } = await lineItem(owner, ownerAccount, 'TV batch');
    const tv = { line_item_id: item.id, targeting_type: 'TV_SHOW', targeting_value: '10027243420' };
    const place = (targeting_value: string) => ({ line_item_id: item.id, targeting_type: 'LOCATION', targeting_value });
    const showFirst = await batch([['Create', tv], ['Create', place('3b77caf94bfc81fe')]]);
    expect(showFirst.status).toBe(400);
    expect(showFirst.body.operation_errors).toEqual([[expect.objectContaining({ code: 'INVALID_TV_SHOW_LOCATIONS' })], []]);
    const outside = await batch([['Create', place('3b77caf94bfc81fe')], ['Create', tv], ['Create', place('457b4814b4240d87')]]);
    expect(outside.body.operation_errors).toEqual([[], [], [expect.objectContaining({ code: 'TV_SHOW_OUTSIDE_MARKET', parameter: 'targeting_value' })]]);
    expect(await liveValues(item.id)).toEqual([]);
    const placed = await batch([['Create', place('3b77caf94bfc81fe')], ['Create', tv]]);
    expect(placed.status).toBe(200);
    const [la] = placed.body.data;
    const gone = await batch([['Delete', { targeting_criterion_id: la.id }]]);
    expect(gone.body.operation_errors).toEqual([[expect.objectContaining({ code: 'INVALID_TV_SHOW_LOCATIONS', parameter: 'targeting_criterion_id' })]]);
    // a place in the market added first, the old one may go in the same batch
    const moved = await batch([['Create', place('96683cc9126741d1')], ['Delete', { targeting_criterion_id: la.id }]]);
    expect(moved.status).toBe(200);
    expect(await liveValues(item.id)).toEqual(['10027243420', '96683cc9126741d1']);
  });

  it('keeps keyword targeting on a line item placed in search', async () => {
    // created without keywords (criteria come after the line item), under either spelling of the placement
    const { lineItem: item } = await lineItem(owner, ownerAccount, 'Search', 'PAUSED', 'TWITTER_SEARCH');
    expect(item.placements).toEqual(['PLATFORM_SEARCH']);
    const keyword = (targeting_value: string, operator_type = 'EQ') => ({ line_item_id: item.id, targeting_type: 'BROAD_KEYWORD', targeting_value, operator_type });
    const coffee = (await owner.post(criteria(), keyword('coffee'))).body.data;
    const decaf = (await owner.post(criteria(), keyword('decaf', 'NE'))).body.data;
    const gender = (await owner.post(criteria(), { line_item_id: item.id, targeting_type: 'GENDER', targeting_value: '1' })).body.data;
    expect((await owner.delete(`${criteria()}/${gender.id}`)).status).toBe(200);
    expect((await owner.delete(`${criteria()}/${decaf.id}`)).status).toBe(200);
    const last = await owner.delete(`${criteria()}/${coffee.id}`);
    expect(last.status).toBe(400);
    expect(last.body.errors).toEqual([{ code: 'INVALID_PARAMETER', message: expect.stringContaining('PLATFORM_SEARCH'), parameter: 'targeting_criterion_id' }]);
    expect((await owner.get(`${criteria()}/${coffee.id}`)).body.data.deleted).toBe(false);

    // in a batch, the new keyword first: the old one may go
    const deleteFirst = await batch([['Delete', { targeting_criterion_id: coffee.id }], ['Create', keyword('tea')]]);
    expect(deleteFirst.body.operation_errors).toEqual([[expect.objectContaining({ parameter: 'targeting_criterion_id' })], []]);
    const replaced = await batch([['Create', keyword('tea')], ['Delete', { targeting_criterion_id: coffee.id }]]);
    expect(replaced.status).toBe(200);
    const tea = replaced.body.data[0];
    expect(await liveValues(item.id)).toEqual(['tea']);

    // two concurrent deletes of its last two keywords: one goes
    const chai = (await owner.post(criteria(), keyword('chai'))).body.data;
    const racing = await Promise.all([tea, chai].map((c) => owner.delete(`${criteria()}/${c.id}`)));
    expect(racing.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(await liveValues(item.id)).toHaveLength(1);

    // the line item deleted (placements are set once, at its creation), its last keyword may go
    expect((await owner.delete(`${acct(ownerAccount)}/line_items/${item.id}`)).status).toBe(200);
    const left = [tea, chai][racing.findIndex((r) => r.status === 400)];
    expect((await owner.delete(`${criteria()}/${left.id}`)).status).toBe(200);
    expect(await liveValues(item.id)).toEqual([]);
  });

  it('names a catalogue value: a place with its location_type, an interest, an IAB category of a content category', async () => {
    const { lineItem: item } = await lineItem(owner, ownerAccount, 'Named');
    const path = `${acct(ownerAccount)}/targeting_criteria`;
    const place = await owner.post(path, { line_item_id: item.id, targeting_type: 'LOCATION', targeting_value: '3b77caf94bfc81fe' });
    expect(place.status).toBe(200);
    expect(place.body.data).toMatchObject({ name: 'Los Angeles, Los Angeles CA, CA, USA', location_type: 'CITIES', targeting_type: 'LOCATION' });
    const interest = await owner.post(path, { line_item_id: item.id, targeting_type: 'INTEREST', targeting_value: '1001' });
    expect(interest.body.data).toMatchObject({ name: 'Books and literature/Biographies and memoirs' });
    // a place's kind only on a place, as the batch example shows it
    expect(interest.body.data).not.toHaveProperty('location_type');

    const batch = await owner.request('POST', `/12/batch/accounts/${ownerAccount}/targeting_criteria`, {}, {
      json: [
        { operation_type: 'Create', params: { line_item_id: item.id, targeting_type: 'LOCATION', targeting_value: '96683cc9126741d1', operator_type: 'EQ' } },
        { operation_type: 'Create', params: { line_item_id: item.id, targeting_type: 'IAB_CATEGORY', targeting_value: 'IAB12', operator_type: 'EQ' } },
        { operation_type: 'Create', params: { line_item_id: item.id, targeting_type: 'IAB_CATEGORY', targeting_value: 'IAB14' } },
      ],
    });
    expect(batch.status).toBe(200);
    expect(batch.body.data.map((c: Record<string, unknown>) => [c.targeting_type, c.targeting_value, c.name, c.location_type])).toEqual([
      ['LOCATION', '96683cc9126741d1', 'United States', 'COUNTRIES'],
      ['IAB_CATEGORY', 'IAB12', 'News', undefined],
      ['IAB_CATEGORY', 'IAB14', 'Society', undefined],
    ]);
    // a publisher excluded, under the guide's request spelling of the type, answered in its own
    const publisher = (await owner.get('/12/publishers', { count: 1 })).body.data[0];
    const excluded = await owner.request('POST', `/12/batch/accounts/${ownerAccount}/targeting_criteria`, {}, {
      json: [{ operation_type: 'Create', params: { line_item_id: item.id, targeting_type: 'CONTENT_PUBLISHER_ID', targeting_value: publisher.user_id, operator_type: 'NE' } }],
    });
    expect(excluded.status).toBe(200);
    expect(excluded.body.data[0]).toMatchObject({ targeting_type: 'CONTENT_PUBLISHER_USER', targeting_value: publisher.user_id, name: publisher.username, operator_type: 'NE' });
    const included = await owner.post(path, { line_item_id: item.id, targeting_type: 'CONTENT_PUBLISHER_USER', targeting_value: publisher.user_id });
    expect(included.status).toBe(400);
    expect(included.body.errors[0]).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'operator_type' });
    // read back as added
    const listed = (await owner.get(path, { line_item_ids: item.id })).body.data;
    expect(listed.find((c: { targeting_value: string }) => c.targeting_value === '3b77caf94bfc81fe')).toMatchObject({ location_type: 'CITIES' });

    // an IAB code outside the taxonomy, or not of the IAB form, is refused naming the list of codes
    for (const value of ['IAB99', 'News']) {
      const refused = await owner.post(path, { line_item_id: item.id, targeting_type: 'IAB_CATEGORY', targeting_value: value });
      expect(refused.status).toBe(400);
      expect(refused.body.errors[0]).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'targeting_value' });
    }
    const unlisted = await owner.post(path, { line_item_id: item.id, targeting_type: 'IAB_CATEGORY', targeting_value: 'IAB99' });
    expect(unlisted.body.errors[0].message).toContain('GET iab_categories');
  });

  it('targets owned and shared targetable custom audiences, and lists who targets them', async () => {
    const audience = await targetableAudience('targeted');
    const audiences = `${acct(ownerAccount)}/custom_audiences`;
    const small = (await owner.post(audiences, { name: 'Too small' })).body.data.id;
    const a = await lineItem(owner, ownerAccount, 'Running');
    const b = await lineItem(owner, ownerAccount, 'Paused', 'PAUSED');
    const path = `${acct(ownerAccount)}/targeting_criteria`;

    const targeted = await owner.post(path, { line_item_id: a.lineItem.id, targeting_type: 'CUSTOM_AUDIENCE', targeting_value: audience });
    expect(targeted.body.data).toMatchObject({ name: 'targeted', targeting_value: audience, operator_type: 'EQ' });
    // no page or client shows an audience's type or expansion on a criterion: the targeting_type says it
    expect(Object.keys(targeted.body.data).filter((member) => member.startsWith('tailored_'))).toEqual([]);
    await owner.post(path, { line_item_id: b.lineItem.id, targeting_type: 'CUSTOM_AUDIENCE_EXPANDED', targeting_value: audience });
    const tooSmall = await owner.post(path, { line_item_id: a.lineItem.id, targeting_type: 'CUSTOM_AUDIENCE', targeting_value: small });
    expect(tooSmall.body.errors[0]).toMatchObject({ parameter: 'targeting_value', message: expect.stringContaining('TOO_SMALL') });

    const active = await owner.get(`${audiences}/${audience}/targeted`);
    expect(active.body.data).toEqual([
      { campaign_id: a.campaign.id, campaign_name: 'Running campaign', line_items: [{ id: a.lineItem.id, name: 'Running', servable: true }] },
    ]);
    const all = await owner.get(`${audiences}/${audience}/targeted`, { with_active: false, count: 1 });
    expect(all.body.data).toHaveLength(1);
    const next = await owner.get(`${audiences}/${audience}/targeted`, { with_active: false, count: 1, cursor: all.body.next_cursor });
    expect([...all.body.data, ...next.body.data].map((e: { campaign_id: string }) => e.campaign_id)).toEqual([a.campaign.id, b.campaign.id]);
    expect(next.body.data[0].line_items).toEqual([{ id: b.lineItem.id, name: 'Paused', servable: false }]);
    // deleting the criterion takes the line item out
    await owner.delete(`${path}/${targeted.body.data.id}`);
    expect((await owner.get(`${audiences}/${audience}/targeted`)).body.data).toEqual([]);

    // another account: not until the audience is shared with it
    const p = await lineItem(partner, partnerAccount, 'Partner');
    const partnerPath = `${acct(partnerAccount)}/targeting_criteria`;
    const notShared = await partner.post(partnerPath, { line_item_id: p.lineItem.id, targeting_type: 'CUSTOM_AUDIENCE', targeting_value: audience });
    expect(notShared.body.errors[0]).toMatchObject({ parameter: 'targeting_value', message: expect.stringContaining('not shared') });
    const permission = (await owner.post(`${audiences}/${audience}/permissions`, { granted_account_id: partnerAccount, permission_level: 'READ_ONLY' })).body.data;
    const shared = await partner.post(partnerPath, { line_item_id: p.lineItem.id, targeting_type: 'CUSTOM_AUDIENCE', targeting_value: audience });
    expect(shared.status).toBe(200);
    expect((await partner.get(`${acct(partnerAccount)}/custom_audiences/${audience}/targeted`)).body.data.map((e: { campaign_id: string }) => e.campaign_id)).toEqual([p.campaign.id]);

    // revoked: the running targeting stays, new targeting is refused
    await owner.delete(`${audiences}/${audience}/permissions/${permission.id}`);
    expect((await partner.get(`${partnerPath}/${shared.body.data.id}`)).body.data.deleted).toBe(false);
    const second = await lineItem(partner, partnerAccount, 'Partner again');
    const refused = await partner.post(partnerPath, { line_item_id: second.lineItem.id, targeting_type: 'CUSTOM_AUDIENCE', targeting_value: audience });
    expect(refused.status).toBe(400);
    expect((await partner.get(`${acct(partnerAccount)}/custom_audiences/${audience}/targeted`)).status).toBe(404);
  });
});
