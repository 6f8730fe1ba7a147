import { ProcessorRunner } from '@platform/event-store';
import { type AdsCaller, adsCaller } from '../../support/ads-client';
import { startTestApp, type TestApp } from '../../support/app';

const HOUR = 3_600_000;
const iso = (time: number) => new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * The history answers the same whether its processor has stored an entity's
 * entries or not yet: the same entries, pages and cursors, a change shown at
 * once, and never another account's entity.
 */
describe('account history from its read model', () => {
  let t: TestApp;
  let ads: AdsCaller;
  let other: AdsCaller;
  let window: { start_time: string; end_time: string };
  beforeAll(async () => {
    t = await startTestApp();
    const urls = { api: await t.listen(), sandbox: await t.listenSandbox() };
    ads = await adsCaller(t, urls);
    other = await adsCaller(t, urls);
    const hour = Math.floor(Date.now() / HOUR) * HOUR;
    window = { start_time: iso(hour - HOUR), end_time: iso(hour + 2 * HOUR) };
  });
  afterAll(() => t.close());

  const caughtUp = () => t.app.get(ProcessorRunner).get('history.account-history')!.whenIdle();

  async function pages(caller: AdsCaller, account: string, params: Record<string, string | number>, count: number) {
    const out: unknown[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 20; page++) {
      const res = await caller.request('GET', `/12/accounts/${account}/account_history`, { ...window, ...params, count, ...(cursor ? { cursor } : {}) });
      expect(res.status).toBe(200);
      out.push(...res.body.data);
      cursor = res.body.next_cursor ?? undefined;
      if (!cursor) return out;
    }
    throw new Error('too many pages');
  }

  it('answers stored entries as it answered the events, and a new change at once', async () => {
    const acct = `/12/accounts/${ads.accountId}`;
    const fi = (await ads.get(`${acct}/funding_instruments`)).body.data[0].id;
    const campaign = (await ads.post(`${acct}/campaigns`, { funding_instrument_id: fi, name: 'Stored', daily_budget_amount_local_micro: 5_000_000 })).body.data;
    for (const name of ['Stored 1', 'Stored 2', 'Stored 3']) expect((await ads.put(`${acct}/campaigns/${campaign.id}`, { name })).status).toBe(200);
    const params = { entity_type: 'CAMPAIGN', entity_id: campaign.id };

    await caughtUp();
    const whole = await pages(ads, ads.accountId, params, 1000);
    expect(whole.map((e: any) => [e.change_type, e.entity_data.name])).toEqual([
      ['CREATE', 'Stored'],
      ['UPDATE', 'Stored 1'],
      ['UPDATE', 'Stored 2'],
      ['UPDATE', 'Stored 3'],
    ]);
    // page by page from the stored entries, the same entries
    expect(await pages(ads, ads.accountId, params, 1)).toEqual(whole);
    expect(await pages(ads, ads.accountId, params, 3)).toEqual(whole);
    // only the user's changes, from the stored entries
    expect(await pages(ads, ads.accountId, { ...params, user_id: other.userId }, 10)).toEqual([]);
    // another account never sees it, stored or not
    expect(await pages(other, other.accountId, params, 10)).toEqual([]);

    // a change the processor may not have read yet is there at once, after the stored ones
    expect((await ads.put(`${acct}/campaigns/${campaign.id}`, { name: 'Stored 4' })).status).toBe(200);
    const next = await pages(ads, ads.accountId, params, 2);
    expect(next.slice(0, 4)).toEqual(whole);
    expect(next.map((e: any) => e.entity_data.name)).toEqual(['Stored', 'Stored 1', 'Stored 2', 'Stored 3', 'Stored 4']);
    await caughtUp();
    expect(await pages(ads, ads.accountId, params, 2)).toEqual(next);
  });
});
