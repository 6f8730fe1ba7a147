import { adsCaller, type AdsCaller } from '../../support/ads-client';
import { startTestApp, type TestApp } from '../../support/app';

/** Product sets: MANUAL by key, FILTERED evaluated by the catalog's processor and again when products change. */
describe('product sets', () => {
  let t: TestApp;
  let owner: AdsCaller;
  let other: AdsCaller;
  let catalog: string;
  beforeAll(async () => {
    t = await startTestApp();
    const base = await t.listen();
    owner = await adsCaller(t, { api: base });
    other = await adsCaller(t, { api: base });
    catalog = (await owner.post('/12/product_catalogs', { name: 'Sets' })).body.data.id;
  });
  afterAll(() => t.close());

  const sets = () => `/12/product_catalogs/${catalog}/product_sets`;
  const product = (id: string, extra: Record<string, unknown> = {}) => ({
    id,
    title: id,
    description: 'd',
    availability: 'in stock',
    condition: 'new',
    price: '20.00 USD',
    link: 'https://shop.example/p',
    image_link: 'https://shop.example/p.png',
    brand: 'b',
    ...extra,
  });
  const putProducts = async (items: unknown[]) =>
    (await owner.request('PUT', `/12/product_catalogs/${catalog}/products`, {}, { json: { products: items } })).body.data.products_response as Array<{
      product_key: string;
    }>;
  const createSet = (body: Record<string, unknown>, caller = owner) => caller.request('POST', sets(), {}, { json: body });

  /** The set once the processor has evaluated it (whichever replica runs the processor). */
  async function settled(id: string, until: (set: { processing_status: string; product_ids: string[] }) => boolean = () => true) {
    for (let i = 0; i < 200; i++) {
      const set = (await owner.get(`${sets()}/${id}`)).body.data;
      if (set.processing_status !== 'PROCESSING' && until(set)) return set;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`product set ${id} did not settle`);
  }

  it('evaluates a FILTERED set after the request, and again when the products change', async () => {
    await putProducts([
      product('cheap-shoe', { price: '15.00 USD', product_type: 'Shoes > Trail', custom_label_0: 'Summer' }),
      product('dear-shoe', { price: '150.00 USD', product_type: 'Shoes > Road' }),
      product('cheap-hat', { price: '9.00 USD', product_type: 'Hats' }),
      product('euro-shoe', { price: '10.00 EUR', product_type: 'Shoes > Trail' }),
    ]);
    const created = await createSet({
      name: 'Cheap shoes',
      type: 'FILTERED',
      filters: [
        { attribute: 'price', operator: 'LESS_THAN', value: '100.00 USD' },
        { attribute: 'product_type', operator: 'CONTAINS', value: 'shoes' },
      ],
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ name: 'Cheap shoes', type: 'FILTERED', processing_status: 'PROCESSING', product_ids: [], description: null });
    const id = created.body.data.id;

    expect(await settled(id)).toMatchObject({ processing_status: 'DONE', product_ids: ['cheap-shoe'] });

    await putProducts([product('new-shoe', { price: '30.00 USD', product_type: 'SHOES > Kids' })]);
    expect((await settled(id, (set) => set.product_ids.length === 2)).product_ids).toEqual(['cheap-shoe', 'new-shoe']);

    const matching = await createSet({ name: 'Trail', type: 'FILTERED', filters: [{ attribute: 'product_type', operator: 'MATCH', value: 'shoes > trail' }] });
    expect((await settled(matching.body.data.id)).product_ids).toEqual(['cheap-shoe', 'euro-shoe']);
    const labelled = await createSet({ name: 'Not summer', type: 'FILTERED', filters: [{ attribute: 'custom_label_0', operator: 'NOT_CONTAINS', value: 'summer' }] });
    expect((await settled(labelled.body.data.id)).product_ids).toEqual(['dear-shoe', 'cheap-hat', 'euro-shoe', 'new-shoe']);
  });

  it('fails a FILTERED set whose filter cannot be evaluated, saying why', async () => {
    const res = await createSet({ name: 'Odd', type: 'FILTERED', filters: [{ attribute: 'price', operator: 'EQUAL_TO', value: 'cheap' }] });
    const set = await settled(res.body.data.id);
    expect(set.processing_status).toBe('FAILED');
  });

  it('refuses malformed filters, and any update of a FILTERED set', async () => {
    const bad = [
      { name: 'x', type: 'FILTERED' },
      { name: 'x', type: 'FILTERED', filters: [{ attribute: 'colour', operator: 'EQUAL_TO', value: 'red' }] },
      { name: 'x', type: 'FILTERED', filters: [{ attribute: 'product_type', operator: 'GREATER_THAN', value: '3' }] },
      { name: 'x', type: 'FILTERED', filters: [{ attribute: 'price', operator: 'SOUNDS_LIKE', value: '3' }] },
    ];
    for (const body of bad) {
      const res = await createSet(body);
      expect(res.status).toBe(400);
      expect(res.body.errors[0].parameter).toBe('filters');
    }
    const filters = [{ attribute: 'inventory', operator: 'GREATER_THAN', value: '0' }];
    const id = (await createSet({ name: 'Stocked', type: 'FILTERED', filters })).body.data.id;
    // a FILTERED set is not updated at all, not even its name
    for (const json of [{ filters: [{ attribute: 'inventory', operator: 'GREATER_THAN', value: '5' }] }, { name: 'In stock', description: 'All in stock', filters }]) {
      const refused = await owner.request('PUT', `${sets()}/${id}`, {}, { json });
      expect(refused.status).toBe(400);
      expect(refused.body.errors[0]).toMatchObject({ code: 'FEATURE_NOT_AVAILABLE', parameter: 'product_set_id' });
    }
    expect((await owner.get(`${sets()}/${id}`)).body.data).toMatchObject({ name: 'Stocked', description: null, filters });
  });

  it('answers a set with the reference’s members, in its order, and takes the brand-word filter attribute', async () => {
    const res = await createSet({ name: 'Dresses', type: 'FILTERED', filters: [{ attribute: 'google_product_category', operator: 'CONTAINS', value: 'Dresses' }] });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data)).toEqual(['name', 'description', 'product_ids', 'processing_status', 'id', 'filters', 'type']);
    expect(res.body.data.filters).toEqual([{ attribute: 'external_product_category', operator: 'CONTAINS', value: 'Dresses' }]);
    const listed = (await owner.get(sets())).body.data.find((set: { id: string }) => set.id === res.body.data.id);
    expect(Object.keys(listed)).toEqual(Object.keys(res.body.data));
  });

  it('changes a MANUAL set’s products by product_keys, with its name and description', async () => {
    const [a, b, c] = await putProducts([product('u-1'), product('u-2'), product('u-3')]);
    const id = (await createSet({ name: 'Picks', type: 'MANUAL', product_keys: [a.product_key] })).body.data.id;
    // as a client sending the whole set back would: filters empty
    const updated = await owner.request('PUT', `${sets()}/${id}`, {}, { json: { name: 'New picks', product_keys: [c.product_key, b.product_key], filters: [] } });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ id, name: 'New picks', type: 'MANUAL', product_ids: ['u-3', 'u-2'], processing_status: 'DONE' });
    // the path's set id is echoed as `id`, as the reference's answers do
    expect(updated.body.request.params).toEqual({ product_catalog_id: catalog, id, name: 'New picks', product_keys: [c.product_key, b.product_key], filters: [] });
    expect((await owner.get(`${sets()}/${id}`)).body.request.params).toEqual({ product_catalog_id: catalog, id });
    expect((await owner.get(`${sets()}/${id}`)).body.data.product_ids).toEqual(['u-3', 'u-2']);
    // the SDKs' way: a csv list in the query string
    const fromQuery = await owner.request('PUT', `${sets()}/${id}`, { product_keys: `${a.product_key},${b.product_key}` });
    expect(fromQuery.body.data.product_ids).toEqual(['u-1', 'u-2']);
    const unknown = await owner.request('PUT', `${sets()}/${id}`, {}, { json: { product_keys: ['404'] } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0]).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'product_keys' });
    const many = await owner.request('PUT', `${sets()}/${id}`, {}, { json: { product_keys: Array.from({ length: 51 }, (_, i) => String(i)) } });
    expect(many.body.errors[0]).toMatchObject({ parameter: 'product_keys', message: expect.stringContaining('at most 50') });
    expect((await owner.get(`${sets()}/${id}`)).body.data.product_ids).toEqual(['u-1', 'u-2']);
  });

  it('keeps a MANUAL set to products of the catalog, and drops those deleted', async () => {
    const [a, b] = await putProducts([product('m-1'), product('m-2')]);
    const unknown = await createSet({ name: 'Picks', type: 'MANUAL', product_keys: [a.product_key, '404'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].parameter).toBe('product_keys');
    expect((await createSet({ name: 'Picks', type: 'MANUAL' })).body.errors[0]).toMatchObject({ code: 'MISSING_PARAMETER', parameter: 'product_keys' });

    const created = await createSet({ name: 'Picks', type: 'MANUAL', product_keys: [a.product_key, b.product_key] });
    expect(created.body.data).toMatchObject({ type: 'MANUAL', processing_status: 'DONE', product_ids: ['m-1', 'm-2'], filters: [] });
    await owner.request('DELETE', `/12/product_catalogs/${catalog}/products`, {}, { json: { product_keys: [a.product_key] } });
    expect((await owner.get(`${sets()}/${created.body.data.id}`)).body.data.product_ids).toEqual(['m-2']);
  });

  it('lists and deletes sets, the catalog owner’s only', async () => {
    const id = (await createSet({ name: 'Doomed', type: 'FILTERED', filters: [{ attribute: 'inventory', operator: 'LESS_THAN', value: '3' }] })).body.data.id;
    const listed = (await owner.get(sets())).body.data.map((s: { id: string }) => s.id);
    expect(listed).toContain(id);
    for (const res of [await other.get(sets()), await other.get(`${sets()}/${id}`), await createSet({ name: 'x', type: 'FILTERED', filters: [] }, other), await other.delete(`${sets()}/${id}`)]) {
      expect(res.status).toBe(404);
      expect(res.body.errors[0].parameter).toBe('product_catalog_id');
    }
    const deleted = await owner.delete(`${sets()}/${id}`);
    expect(deleted.body.request.params).toEqual({ product_catalog_id: catalog, id });
    expect(deleted.body.data).toEqual({ name: 'Doomed', description: null, product_ids: [], processing_status: expect.any(String), id, filters: [{ attribute: 'inventory', operator: 'LESS_THAN', value: '3' }], type: 'FILTERED' });
    const gone = await owner.get(`${sets()}/${id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.errors[0].parameter).toBe('product_set_id');
  });
});
