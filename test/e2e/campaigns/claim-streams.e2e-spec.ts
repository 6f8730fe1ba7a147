import { randomUUID } from 'node:crypto';
import { ClaimStreams1732000011420 } from '../../../libs/modules/campaigns/src/persistence/migrations/1732000011420-claim-streams';
import { adsCaller, type AdsCaller } from '../../support/ads-client';
import { admin, startTestApp, type TestApp } from '../../support/app';
import { migrateAgain, ownTestDatabase } from '../../support/own-database';

/**
 * A store written before the claim streams: targeting criteria, curated
 * category links, account apps and promoted accounts whose events are there
 * without the streams that now hold their set rules. The migration writes
 * those streams from the events, and the rules hold for that data as for new.
 */
describe('claim streams of a store written before them', () => {
  let database: Awaited<ReturnType<typeof ownTestDatabase>>;
  let t: TestApp;
  let ads: AdsCaller;
  let acct: string;
  beforeAll(async () => {
    // a database of its own: the migration runs again over every stream of it
    database = await ownTestDatabase('claims');
    t = await startTestApp({}, [], { databaseUrl: database.url });
    ads = await adsCaller(t, { api: await t.listen() });
    acct = `/12/accounts/${ads.accountId}`;
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  /** An entity's events written around the server, as an earlier version recorded them (no claim stream, no read model). */
  const earlier = async (streamId: string, streamType: string, events: Array<[string, object]>) => {
    await t.dataSource.query(`INSERT INTO event_store.streams (stream_id, stream_type, version, account_id) VALUES ($1, $2, $3, $4)`, [
      streamId,
      streamType,
      events.length,
      ads.accountId,
    ]);
    for (const [index, [type, data]] of events.entries()) {
      await t.dataSource.query(
        `INSERT INTO event_store.events (stream_id, stream_position, event_id, event_type, schema_version, data, metadata, account_id, occurred_at)
         VALUES ($1, $2, $3, $4, 1, $5::jsonb, '{}'::jsonb, $6, now())`,
        [streamId, index + 1, randomUUID(), type, JSON.stringify(data), ads.accountId],
      );
    }
  };
  const migrate = () => migrateAgain(t.dataSource, new ClaimStreams1732000011420());
  const claimEvents = async (streamId: string) =>
    (await t.dataSource.query(`SELECT stream_position, event_type, data FROM event_store.events WHERE stream_id = $1 ORDER BY stream_position`, [streamId])) as Array<{
      stream_position: string;
      event_type: string;
      data: object;
    }>;

  it('seeds each claim stream from the live entities, once, and decides on it', async () => {
    const account = { environment: 'production', accountId: ads.accountId };
    const fi = (await ads.get(`${acct}/funding_instruments`)).body.data[0].id;
    const campaign = (await ads.post(`${acct}/campaigns`, { funding_instrument_id: fi, name: 'Before', daily_budget_amount_local_micro: 5_000_000 })).body.data.id;
    const lineItem = async (params: Record<string, string>) =>
      (await ads.post(`${acct}/line_items`, { campaign_id: campaign, product_type: 'PROMOTED_POSTS', placements: 'ALL_ON_PLATFORM', objective: 'ENGAGEMENTS', ...params })).body.data
        .id as string;
    const engagements = await lineItem({});
    const preroll = await lineItem({ objective: 'PREROLL_VIEWS', product_type: 'MEDIA', placements: 'PUBLISHER_NETWORK', advertiser_domain: 'example.com', categories: 'IAB17' });
    const prerollToo = await lineItem({ objective: 'PREROLL_VIEWS', product_type: 'MEDIA', placements: 'PUBLISHER_NETWORK', advertiser_domain: 'example.com', categories: 'IAB17' });
    const followers = await lineItem({ objective: 'FOLLOWERS', product_type: 'PROMOTED_ACCOUNT' });
    const at = '2026-01-01T00:00:00Z';
    const criterion = (id: string, targeting_type: string, targeting_value: string) => ({
      ...account,
      targetingCriterion: { id, line_item_id: engagements, name: targeting_value, targeting_type, targeting_value, operator_type: 'EQ', created_at: at, updated_at: at, deleted: false },
    });

    // two criteria, a third deleted; a link moved from one line item to another; an app; a promoted account
    await earlier(`campaigns.TargetingCriterion-production-tc1${engagements}`, 'campaigns.TargetingCriterion', [
      ['campaigns.TargetingCriterionCreated', criterion(`tc1${engagements}`, 'BROAD_KEYWORD', 'coffee')],
    ]);
    await earlier(`campaigns.TargetingCriterion-production-tc2${engagements}`, 'campaigns.TargetingCriterion', [
      ['campaigns.TargetingCriterionCreated', criterion(`tc2${engagements}`, 'BROAD_KEYWORD', 'tea')],
      ['campaigns.TargetingCriterionDeleted', { ...account, targetingCriterionId: `tc2${engagements}`, deletedAt: at }],
    ]);
    await earlier(`campaigns.TargetingCriterion-production-tc3${engagements}`, 'campaigns.TargetingCriterion', [
      ['campaigns.TargetingCriterionCreated', criterion(`tc3${engagements}`, 'GENDER', '1')],
    ]);
    const link = `lcc${preroll}`;
    await earlier(`campaigns.LineItemCuratedCategory-production-${link}`, 'campaigns.LineItemCuratedCategory', [
      ['campaigns.LineItemCuratedCategoryCreated', { ...account, lineItemCuratedCategory: { id: link, line_item_id: preroll, curated_category_id: 'x', created_at: at, updated_at: at, deleted: false } }],
      ['campaigns.LineItemCuratedCategoryUpdated', { ...account, id: link, changes: { line_item_id: { old: preroll, new: prerollToo } }, updatedAt: at }],
    ]);
    const app = `app${ads.accountId}`;
    await earlier(`campaigns.AccountApp-production-${app}`, 'campaigns.AccountApp', [
      [
        'campaigns.AccountAppAdded',
        { ...account, accountApp: { id: app, app_store_identifier: '333903271', os_type: 'IOS', conversion_tracking_enabled: false, deep_link_pattern: null, created_at: at, updated_at: at, deleted: false } },
      ],
    ]);
    const promoted = `pa${followers}`;
    const promotedAccount = { id: promoted, line_item_id: followers, user_id: ads.userId, entity_status: 'ACTIVE', approval_status: 'ACCEPTED', created_at: at, updated_at: at, deleted: false };
    await earlier(`campaigns.PromotedAccount-production-${promoted}`, 'campaigns.PromotedAccount', [['campaigns.PromotedAccountCreated', { ...account, promotedAccount }]]);

    await migrate();
    await migrate();
    expect(await claimEvents(`campaigns.LineItemTargeting-production-${engagements}`)).toEqual([
      {
        stream_position: '1',
        event_type: 'campaigns.LineItemCriterionAdded',
        data: { lineItemId: engagements, targetingCriterionId: `tc1${engagements}`, criterion: { targeting_type: 'BROAD_KEYWORD', targeting_value: 'coffee', operator_type: 'EQ' } },
      },
      {
        stream_position: '2',
        event_type: 'campaigns.LineItemCriterionAdded',
        data: { lineItemId: engagements, targetingCriterionId: `tc3${engagements}`, criterion: { targeting_type: 'GENDER', targeting_value: '1', operator_type: 'EQ' } },
      },
    ]);
    expect(await claimEvents(`campaigns.LineItemCuratedCategoryClaim-production-${preroll}`)).toEqual([]);
    expect(await claimEvents(`campaigns.LineItemCuratedCategoryClaim-production-${prerollToo}`)).toEqual([
      { stream_position: '1', event_type: 'campaigns.LineItemCuratedCategoryClaimed', data: { key: prerollToo, holder: link } },
    ]);
    expect(await claimEvents(`campaigns.AccountApps-production-${ads.accountId}`)).toEqual([
      { stream_position: '1', event_type: 'campaigns.AccountAppClaimed', data: { key: 'IOS:333903271', holder: app } },
    ]);
    expect(await claimEvents(`campaigns.LineItemPromotedAccounts-production-${followers}`)).toEqual([
      { stream_position: '1', event_type: 'campaigns.PromotedAccountUserClaimed', data: { key: ads.userId, holder: promoted } },
    ]);

    // no read model's unique index decides them any more
    const indexes = await t.dataSource.query(`SELECT indexname FROM pg_indexes WHERE schemaname = 'campaigns' AND indexdef LIKE 'CREATE UNIQUE INDEX%' AND indexname LIKE '%one_per%'`);
    expect(indexes).toEqual([]);

    // the rules hold for what was there
    const criteria = `${acct}/targeting_criteria`;
    const again = await ads.post(criteria, { line_item_id: engagements, targeting_type: 'BROAD_KEYWORD', targeting_value: 'coffee' });
    expect(again.body.errors).toEqual([expect.objectContaining({ code: 'INVALID_PARAMETER', parameter: 'targeting_value', message: expect.stringContaining('already has') })]);
    expect((await ads.post(criteria, { line_item_id: engagements, targeting_type: 'BROAD_KEYWORD', targeting_value: 'tea' })).status).toBe(200);
    expect((await ads.delete(`${criteria}/tc1${engagements}`)).status).toBe(200);
    expect((await ads.post(criteria, { line_item_id: engagements, targeting_type: 'BROAD_KEYWORD', targeting_value: 'coffee' })).status).toBe(200);

    const curated = (await ads.get(`${acct}/curated_categories`, { country_codes: 'US' })).body.data[0].id;
    const links = `${acct}/line_item_curated_categories`;
    const taken = await ads.post(links, { line_item_id: prerollToo, curated_category_id: curated });
    expect(taken.body.errors).toEqual([expect.objectContaining({ parameter: 'line_item_id', message: expect.stringContaining(link) })]);
    expect((await ads.post(links, { line_item_id: preroll, curated_category_id: curated })).status).toBe(200);

    expect((await admin(t).post(`/admin/ad_accounts/${ads.accountId}/apps`, { app_store_identifier: '333903271', os_type: 'IOS' })).status).toBe(409);

    const promotedAgain = await ads.post(`${acct}/promoted_accounts`, { line_item_id: followers, user_id: ads.userId });
    expect(promotedAgain.body.data).toEqual(promotedAccount);
  });
});
