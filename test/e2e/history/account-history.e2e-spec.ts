import { type AdsCaller, adsCaller } from '../../support/ads-client';
import { admin, startTestApp, type TestApp } from '../../support/app';

/** The campaign members an account history entry shows (those the ads API's example lists; v12 has no start/end time). */
// every member of the campaign answer, and the start and end times the spec's example lists (null for v12 campaigns)
const CAMPAIGN_MEMBERS = [
  'name',
  'start_time',
  'end_time',
  'funding_instrument_id',
  'budget_optimization',
  'purchase_order_number',
  'daily_budget_amount_local_micro',
  'total_budget_amount_local_micro',
  'duration_in_days',
  'standard_delivery',
  'entity_status',
  'effective_status',
  'frequency_cap',
  'currency',
  'servable',
  'reasons_not_servable',
  'created_at',
  'updated_at',
  'deleted',
];

const HOUR = 3_600_000;
const hourOf = (time: number) => Math.floor(time / HOUR) * HOUR;
const iso = (time: number) => new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z');
const ISO_SECONDS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

type Params = Record<string, string | number | boolean | string[]>;

describe('account history over OAuth 1.0a', () => {
  let t: TestApp;
  let ads: AdsCaller;
  let other: AdsCaller;
  let colleague: AdsCaller;
  let urls: { api: string; sandbox: string };
  /** A window from an hour before the run to two hours after it: every change of the run is inside. */
  let window: { start_time: string; end_time: string };

  beforeAll(async () => {
    t = await startTestApp();
    urls = { api: await t.listen(), sandbox: await t.listenSandbox() };
    ads = await adsCaller(t, urls);
    other = await adsCaller(t, urls);
    colleague = await adsCaller(t, urls);
    // the colleague may act on ads' account too: its changes are made by another user
    const grant = await admin(t).post(`/admin/ad_accounts/${ads.accountId}/users`, { user_id: colleague.userId });
    expect(grant.status).toBe(201);
    const now = Date.now();
    window = { start_time: iso(hourOf(now) - HOUR), end_time: iso(hourOf(now) + 2 * HOUR) };
  });
  afterAll(() => t.close());

  const acct = (caller: AdsCaller = ads) => `/12/accounts/${caller.accountId}`;

  function history(params: Params, options: { caller?: AdsCaller; account?: string; sandbox?: boolean } = {}) {
    const caller = options.caller ?? ads;
    const account = options.account ?? caller.accountId;
    return caller.request('GET', `/12/accounts/${account}/account_history`, { ...window, ...params }, { sandbox: options.sandbox });
  }

  async function fundingInstrumentId(caller = ads, sandbox = false, account = caller.accountId): Promise<string> {
    const res = await caller.request('GET', `/12/accounts/${account}/funding_instruments`, {}, { sandbox });
    return res.body.data[0].id;
  }

  const pick = (entity: Record<string, unknown>, members: string[]) => Object.fromEntries(members.map((m) => [m, entity[m] ?? null]));
  const withoutId = (entity: Record<string, unknown>) => {
    const { id: _id, ...rest } = entity;
    return rest;
  };

  /** Every page of an entity's history, following next_cursor. */
  async function allPages(params: Params, count: number): Promise<Array<Record<string, any>>> {
    const out: Array<Record<string, any>> = [];
    let cursor: string | undefined;
    for (let page = 0; page < 50; page++) {
      const res = await history({ ...params, count, ...(cursor ? { cursor } : {}) });
      expect(res.status).toBe(200);
      expect(res.body.data.length).toBeLessThanOrEqual(count);
      out.push(...res.body.data);
      cursor = res.body.next_cursor ?? undefined;
      if (!cursor) return out;
    }
    throw new Error('too many pages');
  }

  describe('a campaign', () => {
    let campaignId: string;
    /** The campaign as the API answered after each change. */
    const states: Array<Record<string, unknown>> = [];
    let before: number;
    let after: number;

    beforeAll(async () => {
      before = Date.now();
      const fi = await fundingInstrumentId();
      const created = await ads.post(`${acct()}/campaigns`, {
        funding_instrument_id: fi,
        name: 'History campaign',
        daily_budget_amount_local_micro: 5_000_000,
        purchase_order_number: 'PO-7',
      });
      expect(created.status).toBe(200);
      campaignId = created.body.data.id;
      states.push(created.body.data);
      const renamed = await ads.put(`${acct()}/campaigns/${campaignId}`, {
        name: 'Renamed campaign',
        entity_status: 'PAUSED',
        total_budget_amount_local_micro: 50_000_000,
      });
      expect(renamed.status).toBe(200);
      states.push(renamed.body.data);
      // the colleague unsets the purchase order number (an empty string) and raises the daily budget
      const unset = await colleague.put(`${acct()}/campaigns/${campaignId}`, {
        purchase_order_number: '',
        daily_budget_amount_local_micro: 6_000_000,
      });
      expect(unset.status).toBe(200);
      expect(unset.body.data.purchase_order_number).toBeNull();
      states.push(unset.body.data);
      const deleted = await ads.delete(`${acct()}/campaigns/${campaignId}`);
      expect(deleted.status).toBe(200);
      states.push(deleted.body.data);
      after = Date.now();
    });

    it('shows every change: type, old and new values, the campaign as of it, who made it and when', async () => {
      const res = await history({ entity_type: 'CAMPAIGN', entity_id: campaignId });
      expect(res.status).toBe(200);
      expect(res.body.next_cursor).toBeNull();
      expect(res.body.request).toEqual({
        params: { account_id: ads.accountId, entity_type: 'CAMPAIGN', entity_id: campaignId, ...window },
      });
      const entries = res.body.data as Array<Record<string, any>>;
      expect(entries.map((e) => e.change_type)).toEqual(['CREATE', 'UPDATE', 'UPDATE', 'DELETE']);
      const byAds = { user_id: ads.userId, platform: 'API_OTHER' };
      const byColleague = { user_id: colleague.userId, platform: 'API_OTHER' };
      expect(entries.map((e) => e.change_by)).toEqual([byAds, byAds, byColleague, byAds]);
      expect(entries.map((e) => e.changes)).toEqual([
        {},
        {
          name: { old: 'History campaign', new: 'Renamed campaign' },
          entity_status: { old: 'ACTIVE', new: 'PAUSED' },
          total_budget_amount_local_micro: { old: null, new: 50_000_000 },
        },
        {
          purchase_order_number: { old: 'PO-7', new: null },
          daily_budget_amount_local_micro: { old: 5_000_000, new: 6_000_000 },
        },
        { deleted: { old: false, new: true } },
      ]);
      entries.forEach((entry, i) => {
        expect(entry).toEqual({
          change_time: expect.stringMatching(ISO_SECONDS),
          change_type: entry.change_type,
          change_by: entry.change_by,
          changes: entry.changes,
          entity: 'CAMPAIGN',
          entity_id: campaignId,
          entity_data: pick(states[i], CAMPAIGN_MEMBERS),
        });
        expect(Object.keys(entry.entity_data)).toEqual(CAMPAIGN_MEMBERS);
      });
      const times = entries.map((e) => Date.parse(e.change_time));
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      expect(times[0]).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
      expect(times[times.length - 1]).toBeLessThanOrEqual(after);
    });

    it('keeps only the changes of one user', async () => {
      const mine = await history({ entity_type: 'CAMPAIGN', entity_id: campaignId, user_id: ads.userId });
      expect(mine.body.data.map((e: { change_type: string }) => e.change_type)).toEqual(['CREATE', 'UPDATE', 'DELETE']);
      const theirs = await history({ entity_type: 'CAMPAIGN', entity_id: campaignId, user_id: colleague.userId });
      expect(theirs.body.data).toHaveLength(1);
      expect(theirs.body.data[0]).toMatchObject({
        change_type: 'UPDATE',
        change_by: { user_id: colleague.userId },
        entity_data: { purchase_order_number: null, daily_budget_amount_local_micro: 6_000_000, name: 'Renamed campaign' },
      });
      const nobody = await history({ entity_type: 'CAMPAIGN', entity_id: campaignId, user_id: other.userId });
      expect(nobody.body.data).toEqual([]);
      // the colleague reads the same history, through the account it was granted
      const read = await history({ entity_type: 'CAMPAIGN', entity_id: campaignId }, { caller: colleague, account: ads.accountId });
      expect(read.body.data).toHaveLength(4);
    });

    it('keeps the changes within [start_time, end_time), in whole hours', async () => {
      const all = (await history({ entity_type: 'CAMPAIGN', entity_id: campaignId })).body.data as Array<{ change_time: string }>;
      const first = hourOf(Date.parse(all[0].change_time));
      const inFirstHour = all.filter((e) => Date.parse(e.change_time) < first + HOUR);
      const hour = await history({ entity_type: 'CAMPAIGN', entity_id: campaignId, start_time: iso(first), end_time: iso(first + HOUR) });
      expect(hour.body.data).toEqual(inFirstHour);
      const earlier = await history({ entity_type: 'CAMPAIGN', entity_id: campaignId, start_time: iso(first - HOUR), end_time: iso(first) });
      expect(earlier.body.data).toEqual([]);
      const later = await history({
        entity_type: 'CAMPAIGN',
        entity_id: campaignId,
        start_time: iso(hourOf(Date.now()) + HOUR),
        end_time: iso(hourOf(Date.now()) + 5 * HOUR),
      });
      expect(later.body.data).toEqual([]);
      // other ISO 8601 forms of whole hours: a date alone, and first + 2 hours written in India's time (+05:30)
      const local = new Date(first + 2 * HOUR + 5.5 * HOUR).toISOString().slice(0, 19);
      const withOffset = await history({
        entity_type: 'CAMPAIGN',
        entity_id: campaignId,
        start_time: iso(first - 48 * HOUR).slice(0, 10),
        end_time: `${local}+05:30`,
      });
      expect(withOffset.status).toBe(200);
      expect(withOffset.body.data).toEqual(all.filter((e) => Date.parse(e.change_time) < first + 2 * HOUR));
    });

    it('pages with count and an opaque cursor', async () => {
      const whole = (await history({ entity_type: 'CAMPAIGN', entity_id: campaignId })).body.data;
      const first = await history({ entity_type: 'CAMPAIGN', entity_id: campaignId, count: 3 });
      expect(first.body.data).toEqual(whole.slice(0, 3));
      expect(first.body.next_cursor).toEqual(expect.any(String));
      expect(await allPages({ entity_type: 'CAMPAIGN', entity_id: campaignId }, 1)).toEqual(whole);
      expect(await allPages({ entity_type: 'CAMPAIGN', entity_id: campaignId }, 2)).toEqual(whole);
      const bad = await history({ entity_type: 'CAMPAIGN', entity_id: campaignId, cursor: 'not-a-cursor' });
      expect(bad.status).toBe(400);
      expect(bad.body.errors[0]).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'cursor' });
    });
  });

  describe('a line item', () => {
    let lineItemId: string;
    const states: Array<Record<string, unknown>> = [];

    beforeAll(async () => {
      const fi = await fundingInstrumentId();
      const campaign = await ads.post(`${acct()}/campaigns`, { funding_instrument_id: fi, name: 'Parent' });
      const created = await ads.post(`${acct()}/line_items`, {
        campaign_id: campaign.body.data.id,
        objective: 'REACH',
        product_type: 'PROMOTED_POSTS',
        placements: ['ALL_ON_PLATFORM'],
        name: 'to change',
        frequency_cap: 5,
        duration_in_days: 7,
      });
      expect(created.status).toBe(200);
      lineItemId = created.body.data.id;
      states.push(created.body.data);
      const put = await ads.put(`${acct()}/line_items/${lineItemId}`, { name: '', frequency_cap: 3, entity_status: 'PAUSED' });
      expect(put.status).toBe(200);
      states.push(put.body.data);
      const bid = await ads.put(`${acct()}/line_items/${lineItemId}`, {
        bid_strategy: 'TARGET',
        bid_amount_local_micro: 2_500_000,
        start_time: '2030-01-01T00:00:00Z',
      });
      expect(bid.status).toBe(200);
      states.push(bid.body.data);
      // a PUT that changes nothing is no change
      expect((await ads.put(`${acct()}/line_items/${lineItemId}`, { frequency_cap: 3 })).status).toBe(200);
      const deleted = await ads.delete(`${acct()}/line_items/${lineItemId}`);
      expect(deleted.status).toBe(200);
      states.push(deleted.body.data);
    });

    it('shows every change with the line item as of it', async () => {
      const res = await history({ entity_type: 'LINE_ITEM', entity_id: lineItemId });
      expect(res.status).toBe(200);
      const entries = res.body.data as Array<Record<string, any>>;
      expect(entries.map((e) => e.change_type)).toEqual(['CREATE', 'UPDATE', 'UPDATE', 'DELETE']);
      expect(entries.map((e) => e.changes)).toEqual([
        {},
        {
          name: { old: 'to change', new: null },
          frequency_cap: { old: 5, new: 3 },
          entity_status: { old: 'ACTIVE', new: 'PAUSED' },
        },
        {
          bid_strategy: { old: 'AUTO', new: 'TARGET' },
          bid_amount_local_micro: { old: null, new: 2_500_000 },
          start_time: { old: null, new: '2030-01-01T00:00:00Z' },
        },
        { deleted: { old: false, new: true } },
      ]);
      entries.forEach((entry, i) => {
        expect(entry).toEqual({
          change_time: expect.stringMatching(ISO_SECONDS),
          change_type: entry.change_type,
          change_by: { user_id: ads.userId, platform: 'API_OTHER' },
          changes: entry.changes,
          entity: 'LINE_ITEM',
          entity_id: lineItemId,
          entity_data: withoutId(states[i]),
        });
      });
      expect(entries[3].entity_data).toMatchObject({ name: null, frequency_cap: 3, bid_strategy: 'TARGET', deleted: true });
    });

    it('is found only as a line item', async () => {
      const asCampaign = await history({ entity_type: 'CAMPAIGN', entity_id: lineItemId });
      expect(asCampaign.status).toBe(200);
      expect(asCampaign.body.data).toEqual([]);
    });
  });

  describe('parameters', () => {
    it('names every missing parameter', async () => {
      const res = await ads.get(`${acct()}/account_history`);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual(
        ['entity_type', 'entity_id', 'start_time', 'end_time'].map((p) => ({
          code: 'MISSING_PARAMETER',
          message: `"${p}" is a required parameter`,
          parameter: p,
        })),
      );
      const one = await ads.get(`${acct()}/account_history`, { entity_type: 'CAMPAIGN', entity_id: 'x', start_time: window.start_time });
      expect(one.body.errors).toEqual([
        { code: 'MISSING_PARAMETER', message: '"end_time" is a required parameter', parameter: 'end_time' },
      ]);
    });

    it('takes whole hours only, and an end after the start', async () => {
      const half = await history({ entity_type: 'CAMPAIGN', entity_id: 'x', start_time: '2026-03-01T10:30:00Z' });
      expect(half.status).toBe(400);
      expect(half.body.errors).toEqual([
        {
          code: 'INVALID_PARAMETER',
          message: 'Expected time in whole hours, got "2026-03-01T10:30:00Z" for start_time',
          parameter: 'start_time',
        },
      ]);
      expect(half.body.request.params).not.toHaveProperty('start_time');
      const seconds = await history({ entity_type: 'CAMPAIGN', entity_id: 'x', end_time: '2026-03-01T10:00:05Z' });
      expect(seconds.body.errors[0]).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'end_time' });
      const notTime = await history({ entity_type: 'CAMPAIGN', entity_id: 'x', start_time: '' });
      expect(notTime.body.errors[0]).toEqual({
        code: 'INVALID_PARAMETER',
        message: 'Expected time, got "" for start_time',
        parameter: 'start_time',
      });
      const backwards = await history({ entity_type: 'CAMPAIGN', entity_id: 'x', start_time: window.end_time, end_time: window.start_time });
      expect(backwards.status).toBe(400);
      expect(backwards.body.errors).toEqual([
        { code: 'INVALID_PARAMETER', message: 'end_time must be after start_time', parameter: 'end_time' },
      ]);
      const same = await history({ entity_type: 'CAMPAIGN', entity_id: 'x', end_time: window.start_time });
      expect(same.body.errors[0].parameter).toBe('end_time');
    });

    it('checks entity_type, count and user_id', async () => {
      const type = await history({ entity_type: 'ACCOUNT', entity_id: 'x' });
      expect(type.body.errors[0]).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'entity_type' });
      for (const count of [0, 1001, 'many']) {
        const res = await history({ entity_type: 'CAMPAIGN', entity_id: 'x', count });
        expect(res.status).toBe(400);
        expect(res.body.errors[0]).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'count' });
      }
      const user = await history({ entity_type: 'CAMPAIGN', entity_id: 'x', user_id: 'me' });
      expect(user.body.errors[0]).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'user_id' });
    });

    it('answers an empty list for entity types no module records yet, and for unknown entities', async () => {
      for (const entity_type of ['PROMOTED_POST', 'TARGETING_CRITERIA', 'PROMOTED_ACCOUNT']) {
        const res = await history({ entity_type, entity_id: 'abc' });
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ data: [], next_cursor: null });
      }
      const unknown = await history({ entity_type: 'LINE_ITEM', entity_id: 'nosuchthing' });
      expect(unknown.body).toMatchObject({ data: [], next_cursor: null });
    });
  });

  describe('access', () => {
    it("refuses another user's account", async () => {
      const res = await history({ entity_type: 'CAMPAIGN', entity_id: 'x' }, { caller: other, account: ads.accountId });
      expect(res.status).toBe(403);
      expect(res.body.errors[0]).toMatchObject({ code: 'ACCOUNT_NOT_FOUND', parameter: 'account_id' });
      const unknown = await history({ entity_type: 'CAMPAIGN', entity_id: 'x' }, { account: 'nosuchaccount' });
      expect(unknown.status).toBe(403);
    });

    it("shows nothing of another account's entity through one's own account", async () => {
      const fi = await fundingInstrumentId(other);
      const theirs = await other.post(`${acct(other)}/campaigns`, { funding_instrument_id: fi, name: 'Not yours' });
      expect(theirs.status).toBe(200);
      const own = await history({ entity_type: 'CAMPAIGN', entity_id: theirs.body.data.id }, { caller: other });
      expect(own.body.data).toHaveLength(1);
      const through = await history({ entity_type: 'CAMPAIGN', entity_id: theirs.body.data.id });
      expect(through.status).toBe(200);
      expect(through.body.data).toEqual([]);
    });

    it('keeps sandbox and production apart', async () => {
      const account = (await ads.request('POST', '/12/accounts', {}, { sandbox: true })).body.data[0].id as string;
      const fi = await fundingInstrumentId(ads, true, account);
      const created = await ads.request(
        'POST',
        `/12/accounts/${account}/campaigns`,
        { funding_instrument_id: fi, name: 'Sandbox campaign' },
        { sandbox: true },
      );
      expect(created.status).toBe(200);
      const id = created.body.data.id as string;
      const sandbox = await history({ entity_type: 'CAMPAIGN', entity_id: id }, { account, sandbox: true });
      expect(sandbox.status).toBe(200);
      expect(sandbox.body.data).toEqual([
        expect.objectContaining({
          change_type: 'CREATE',
          change_by: { user_id: ads.userId, platform: 'API_OTHER' },
          entity_id: id,
          entity_data: expect.objectContaining({ name: 'Sandbox campaign' }),
        }),
      ]);
      // the sandbox account does not exist in production, nor its campaign's history
      const prodAccount = await history({ entity_type: 'CAMPAIGN', entity_id: id }, { account });
      expect(prodAccount.status).toBe(403);
      const prodEntity = await history({ entity_type: 'CAMPAIGN', entity_id: id });
      expect(prodEntity.body.data).toEqual([]);
      // nor does a production campaign's history show on the sandbox
      const fiProd = await fundingInstrumentId();
      const prod = await ads.post(`${acct()}/campaigns`, { funding_instrument_id: fiProd, name: 'Production campaign' });
      const onSandbox = await history({ entity_type: 'CAMPAIGN', entity_id: prod.body.data.id }, { account, sandbox: true });
      expect(onSandbox.status).toBe(200);
      expect(onSandbox.body.data).toEqual([]);
    });
  });
});
