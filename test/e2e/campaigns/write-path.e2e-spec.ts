import { type AdsCaller, adsCaller } from '../../support/ads-client';
import { startTestApp, type TestApp } from '../../support/app';

/**
 * The write path under concurrent requests: an answer is the state its own
 * request decided (never another writer's), and a rule that reads another
 * entity (a line item's daily budget needs its campaign's LINE_ITEM budget
 * optimization) cannot be raced by a change of that entity.
 */
describe('the write path under concurrent requests', () => {
  let t: TestApp;
  let ads: AdsCaller;

  beforeAll(async () => {
    t = await startTestApp({ DATABASE_POOL_SIZE: '12' });
    ads = await adsCaller(t, { api: await t.listen() });
  });
  afterAll(() => t.close());

  const acct = () => `/12/accounts/${ads.accountId}`;
  const newCampaign = async (params: Record<string, string | number> = {}) => {
    const fi = (await ads.get(`${acct()}/funding_instruments`)).body.data[0];
    const res = await ads.post(`${acct()}/campaigns`, { funding_instrument_id: fi.id, name: 'race', ...params });
    expect(res.status).toBe(200);
    return res.body.data as { id: string };
  };
  const eventsOf = (streamId: string) =>
    t.dataSource.query(
      `SELECT event_type, data, global_position::text FROM event_store.events WHERE stream_id = $1 ORDER BY stream_position`,
      [streamId],
    ) as Promise<Array<{ event_type: string; data: any; global_position: string }>>;

  it('answers each concurrent PUT with the name that request wrote, and keeps the last one', async () => {
    const campaign = await newCampaign();
    const names = Array.from({ length: 10 }, (_, i) => `name ${i}`);
    const answers = await Promise.all(names.map((name) => ads.put(`${acct()}/campaigns/${campaign.id}`, { name })));
    const succeeded = answers.filter((res, i) => {
      if (res.status === 200) expect(res.body.data.name).toBe(names[i]);
      else expect(res.body.errors[0].code).toBe('CONCURRENT_MODIFICATION');
      return res.status === 200;
    });
    expect(succeeded.length).toBeGreaterThan(0);
    const updates = (await eventsOf(`campaigns.Campaign-production-${campaign.id}`)).filter((e) => e.event_type === 'campaigns.CampaignUpdated');
    // every answered write is an event; the read model holds the last one
    expect(updates).toHaveLength(succeeded.length);
    const last = updates.at(-1)!.data.changes.name.new;
    expect((await ads.get(`${acct()}/campaigns/${campaign.id}`)).body.data.name).toBe(last);
  });

  it('never sets a line item budget decided on a campaign whose budget optimization changed in between', async () => {
    for (let round = 0; round < 3; round++) {
      const campaign = await newCampaign({ daily_budget_amount_local_micro: 50_000_000 });
      const created = await ads.post(`${acct()}/line_items`, {
        campaign_id: campaign.id,
        objective: 'ENGAGEMENTS',
        product_type: 'PROMOTED_POSTS',
        placements: ['ALL_ON_PLATFORM'],
        bid_amount_local_micro: 1_000_000,
      });
      expect(created.status).toBe(200);
      const lineItemId = created.body.data.id as string;
      const [switched, ...budgets] = await Promise.all([
        ads.put(`${acct()}/campaigns/${campaign.id}`, { budget_optimization: 'CAMPAIGN' }),
        ...Array.from({ length: 6 }, (_, i) =>
          ads.put(`${acct()}/line_items/${lineItemId}`, { daily_budget_amount_local_micro: 1_000_000 * (i + 1) }),
        ),
      ]);
      expect(switched.status).toBe(200);
      for (const res of budgets) expect([200, 400, 409]).toContain(res.status);

      // every budget the line item took was decided while the campaign still optimized per line item:
      // its event comes before the campaign's change in the store
      const change = (await eventsOf(`campaigns.Campaign-production-${campaign.id}`)).find(
        (e) => e.event_type === 'campaigns.CampaignUpdated' && e.data.changes.budget_optimization,
      )!;
      const budgetEvents = (await eventsOf(`campaigns.LineItem-production-${lineItemId}`)).filter(
        (e) => e.event_type === 'campaigns.LineItemUpdated' && e.data.changes.daily_budget_amount_local_micro,
      );
      for (const e of budgetEvents) expect(BigInt(e.global_position)).toBeLessThan(BigInt(change.global_position));
      // and those refused after it name the rule
      for (const res of budgets.filter((r) => r.status === 400)) {
        expect(res.body.errors[0]).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'daily_budget_amount_local_micro' });
      }
    }
  });
});
