import { type AdsCaller, adsCaller } from '../../support/ads-client';
import { startTestApp, type TestApp } from '../../support/app';

const SPORTS = '9ddrgesiap6p';
const MUSIC = '9ddrgesiap6s';

describe('line item curated categories', () => {
  let t: TestApp;
  let ads: AdsCaller;
  let other: AdsCaller;

  beforeAll(async () => {
    t = await startTestApp();
    const urls = { api: await t.listen(), sandbox: await t.listenSandbox() };
    ads = await adsCaller(t, urls);
    other = await adsCaller(t, urls);
  });
  afterAll(() => t.close());

  const acct = (caller = ads) => `/12/accounts/${caller.accountId}`;
  const links = (caller = ads) => `${acct(caller)}/line_item_curated_categories`;

  async function lineItem(objective = 'PREROLL_VIEWS', caller = ads) {
    const fi = (await caller.get(`${acct(caller)}/funding_instruments`)).body.data[0];
    const campaign = (await caller.post(`${acct(caller)}/campaigns`, { funding_instrument_id: fi.id, name: 'Pre-roll' })).body.data;
    const params: Record<string, string> =
      objective === 'PREROLL_VIEWS'
        ? { objective, product_type: 'MEDIA', placements: 'PUBLISHER_NETWORK', advertiser_domain: 'example.com', categories: 'IAB17' }
        : { objective, product_type: 'PROMOTED_POSTS', placements: 'ALL_ON_PLATFORM' };
    const res = await caller.post(`${acct(caller)}/line_items`, { campaign_id: campaign.id, ...params });
    expect(res.status).toBe(200);
    return res.body.data as { id: string };
  }

  it('links a PREROLL_VIEWS line item, then gets, updates, lists and deletes the link', async () => {
    const li = await lineItem();
    const created = await ads.post(links(), { line_item_id: li.id, curated_category_id: SPORTS });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      request: { params: { account_id: ads.accountId, line_item_id: li.id, curated_category_id: SPORTS } },
      data: {
        id: expect.stringMatching(/^[0-9a-z]+$/),
        line_item_id: li.id,
        curated_category_id: SPORTS,
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
        updated_at: expect.stringMatching(/Z$/),
        deleted: false,
      },
    });
    const link = created.body.data;
    const got = await ads.get(`${links()}/${link.id}`);
    expect(got.body).toEqual({ request: { params: { account_id: ads.accountId, line_item_curated_category_id: link.id } }, data: link });

    const updated = await ads.put(`${links()}/${link.id}`, { curated_category_id: MUSIC });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ id: link.id, line_item_id: li.id, curated_category_id: MUSIC, deleted: false });
    // the whole object sent back, unchanged values included, is accepted
    const same = await ads.put(`${links()}/${link.id}`, { ...updated.body.data });
    expect(same.body.data).toEqual(updated.body.data);

    const list = await ads.get(links());
    expect(list.body.data.map((l: { id: string }) => l.id)).toContain(link.id);

    const deleted = await ads.delete(`${links()}/${link.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toMatchObject({ id: link.id, curated_category_id: MUSIC, deleted: true });
    const again = await ads.delete(`${links()}/${link.id}`);
    expect(again.status).toBe(404);
    expect(again.body.errors).toEqual([
      {
        code: 'NOT_FOUND',
        message: `Line Item Curated Category ${link.id} was not found for Account ${ads.accountId}`,
        parameter: 'line_item_curated_category_id',
      },
    ]);
    expect((await ads.get(`${links()}/${link.id}`)).status).toBe(404);
    expect((await ads.get(`${links()}/${link.id}`, { with_deleted: true })).body.data.deleted).toBe(true);
    expect((await ads.put(`${links()}/${link.id}`, { curated_category_id: SPORTS })).status).toBe(404);
    expect((await ads.get(links())).body.data.map((l: { id: string }) => l.id)).not.toContain(link.id);
    expect((await ads.get(links(), { with_deleted: true })).body.data.map((l: { id: string }) => l.id)).toContain(link.id);
    // the line item may be linked anew once its link is deleted
    expect((await ads.post(links(), { line_item_id: li.id, curated_category_id: SPORTS })).status).toBe(200);
  });

  it('names missing parameters, unknown line items and curated categories', async () => {
    const li = await lineItem();
    const missing = await ads.post(links(), {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([
      { code: 'MISSING_PARAMETER', message: '"line_item_id" is a required parameter', parameter: 'line_item_id' },
      { code: 'MISSING_PARAMETER', message: '"curated_category_id" is a required parameter', parameter: 'curated_category_id' },
    ]);
    const noLineItem = await ads.post(links(), { line_item_id: 'nope', curated_category_id: SPORTS });
    expect(noLineItem.status).toBe(404);
    expect(noLineItem.body.errors).toEqual([
      { code: 'LINE_ITEM_NOT_FOUND', message: `Line Item nope was not found for Account ${ads.accountId}`, parameter: 'line_item_id' },
    ]);
    const noCategory = await ads.post(links(), { line_item_id: li.id, curated_category_id: 'nope' });
    expect(noCategory.status).toBe(404);
    expect(noCategory.body.errors).toEqual([{ code: 'NOT_FOUND', message: 'Curated Category nope was not found', parameter: 'curated_category_id' }]);
    // another account's line item is unknown here
    const foreign = await lineItem('PREROLL_VIEWS', other);
    expect((await ads.post(links(), { line_item_id: foreign.id, curated_category_id: SPORTS })).status).toBe(404);
    // a deleted line item is unknown too
    const gone = await lineItem();
    await ads.delete(`${acct()}/line_items/${gone.id}`);
    expect((await ads.post(links(), { line_item_id: gone.id, curated_category_id: SPORTS })).body.errors[0].parameter).toBe('line_item_id');
  });

  it('links PREROLL_VIEWS line items only, to one curated category at a time', async () => {
    const engagements = await lineItem('ENGAGEMENTS');
    const wrong = await ads.post(links(), { line_item_id: engagements.id, curated_category_id: SPORTS });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([
      {
        code: 'INVALID_PARAMETER',
        message: `Line item ${engagements.id} has objective ENGAGEMENTS; curated categories are only for PREROLL_VIEWS line items`,
        parameter: 'line_item_id',
      },
    ]);
    const li = await lineItem();
    const first = await ads.post(links(), { line_item_id: li.id, curated_category_id: SPORTS });
    const second = await ads.post(links(), { line_item_id: li.id, curated_category_id: MUSIC });
    expect(second.status).toBe(400);
    expect(second.body.errors[0]).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'line_item_id', message: expect.stringContaining(first.body.data.id) });
    // concurrent requests for one line item: one wins
    const racing = await lineItem();
    const results = await Promise.all(
      [SPORTS, MUSIC, SPORTS].map((id) => ads.post(links(), { line_item_id: racing.id, curated_category_id: id })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400]);
  });

  it('applies the same checks when PUT moves a link', async () => {
    const li = await lineItem();
    const link = (await ads.post(links(), { line_item_id: li.id, curated_category_id: SPORTS })).body.data;
    const taken = await lineItem();
    await ads.post(links(), { line_item_id: taken.id, curated_category_id: SPORTS });
    const engagements = await lineItem('ENGAGEMENTS');
    for (const [params, status, parameter] of [
      [{ line_item_id: 'nope' }, 404, 'line_item_id'],
      [{ curated_category_id: 'nope' }, 404, 'curated_category_id'],
      [{ line_item_id: engagements.id }, 400, 'line_item_id'],
      [{ line_item_id: taken.id }, 400, 'line_item_id'],
      [{ curated_category_id: '' }, 400, 'curated_category_id'],
    ] as const) {
      const res = await ads.put(`${links()}/${link.id}`, params);
      expect(res.status).toBe(status);
      expect(res.body.errors[0].parameter).toBe(parameter);
    }
    const free = await lineItem();
    const moved = await ads.put(`${links()}/${link.id}`, { line_item_id: free.id });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ line_item_id: free.id, curated_category_id: SPORTS });
    // the line item it left may be linked again
    expect((await ads.post(links(), { line_item_id: li.id, curated_category_id: MUSIC })).status).toBe(200);
    expect((await ads.put(`${links()}/nope`, { curated_category_id: MUSIC })).status).toBe(404);
  });

  it('lists with count, cursor, sort_by and total_count', async () => {
    const caller = await adsCaller(t, { api: await t.listen() });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const li = await lineItem('PREROLL_VIEWS', caller);
      ids.push((await caller.post(links(caller), { line_item_id: li.id, curated_category_id: SPORTS })).body.data.id);
    }
    const first = await caller.get(links(caller), { count: 2 });
    expect(first.body.data.map((l: { id: string }) => l.id)).toEqual(ids.slice(0, 2));
    const rest = await caller.get(links(caller), { count: 2, cursor: first.body.next_cursor });
    expect(rest.body.data.map((l: { id: string }) => l.id)).toEqual(ids.slice(2));
    expect(rest.body.next_cursor).toBeNull();
    const desc = await caller.get(links(caller), { sort_by: 'created_at-desc' });
    expect(desc.body.data.map((l: { id: string }) => l.id)).toEqual([...ids].reverse());
    const counted = await caller.get(links(caller), { with_total_count: true, count: 1 });
    expect(counted.body.total_count).toBe(3);
    for (const [params, parameter] of [
      [{ count: 0 }, 'count'],
      [{ sort_by: 'curated_category_id-asc' }, 'sort_by'],
      [{ with_deleted: 'often' }, 'with_deleted'],
    ] as const) {
      const res = await caller.get(links(caller), params);
      expect(res.status).toBe(400);
      expect(res.body.errors[0]).toMatchObject({ code: 'INVALID_PARAMETER', parameter });
    }
  });

  it("refuses another user's account for every method", async () => {
    for (const res of [
      await other.get(links()),
      await other.get(`${links()}/x`),
      await other.post(links(), { line_item_id: 'x', curated_category_id: SPORTS }),
      await other.put(`${links()}/x`, { curated_category_id: SPORTS }),
      await other.delete(`${links()}/x`),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.errors[0]).toMatchObject({ code: 'ACCOUNT_NOT_FOUND', parameter: 'account_id' });
    }
  });

  it('keeps sandbox links apart from production', async () => {
    const account = (await ads.request('POST', '/12/accounts', {}, { sandbox: true })).body.data[0].id;
    const sandboxPath = `/12/accounts/${account}/line_item_curated_categories`;
    const res = await ads.request('GET', sandboxPath, {}, { sandbox: true });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
    const li = await lineItem();
    const sandboxPost = await ads.request('POST', sandboxPath, { line_item_id: li.id, curated_category_id: SPORTS }, { sandbox: true });
    expect(sandboxPost.status).toBe(404);
    expect(sandboxPost.body.errors[0].parameter).toBe('line_item_id');
  });
});
