import { adsCaller, type AdsCaller } from '../../support/ads-client';
import { startTestApp, type TestApp } from '../../support/app';

/** Products: batches of up to 25 with a status per item, every rule of the Product table, fetch and delete. */
describe('catalog products', () => {
  let t: TestApp;
  let owner: AdsCaller;
  let other: AdsCaller;
  let catalog: string;
  beforeAll(async () => {
    t = await startTestApp();
    const base = await t.listen();
    owner = await adsCaller(t, { api: base });
    other = await adsCaller(t, { api: base });
    catalog = (await owner.post('/12/product_catalogs', { name: 'Shop' })).body.data.id;
  });
  afterAll(() => t.close());

  const products = () => `/12/product_catalogs/${catalog}/products`;
  const put = (items: unknown[], caller = owner) => caller.request('PUT', products(), {}, { json: { products: items } });
  let n = 0;
  const valid = (overrides: Record<string, unknown> = {}) => ({
    id: `sku-${++n}`,
    title: 'Trail shoe',
    description: 'A light shoe for long trails.',
    availability: 'in stock',
    condition: 'new',
    price: '89.90 USD',
    link: 'https://shop.example/trail-shoe',
    image_link: 'https://shop.example/img/trail-shoe.jpg',
    brand: 'Aviary',
    inventory: 3,
    ...overrides,
  });
  const listAll = async (params: Record<string, string> = {}) => (await owner.get(products(), params)).body.data as Array<Record<string, unknown>>;

  it('creates, updates and leaves products, with a status and a product_key per item, in request order', async () => {
    const a = valid();
    const b = valid();
    const created = await put([a, b]);
    expect(created.status).toBe(200);
    expect(created.body.data.products_response).toEqual([
      { id: a.id, product_key: expect.stringMatching(/^\d+$/), status: 'CREATE_SUCCESS', errors: [], warnings: [] },
      { id: b.id, product_key: expect.stringMatching(/^\d+$/), status: 'CREATE_SUCCESS', errors: [], warnings: [] },
    ]);
    const keyA = created.body.data.products_response[0].product_key;
    expect(Object.keys(created.body.data.products_response[0])).toEqual(['warnings', 'errors', 'product_key', 'id', 'status']);

    const again = await put([{ ...a, title: 'Trail shoe II' }, b]);
    expect(again.body.data.products_response.map((r: { status: string; product_key: string }) => [r.status, r.product_key])).toEqual([
      ['UPDATE_SUCCESS', keyA],
      ['NO_CHANGE', created.body.data.products_response[1].product_key],
    ]);

    const listed = await listAll();
    const shown = listed.find((p) => p.id === a.id)!;
    expect(shown).toMatchObject({ id: a.id, product_key: keyA, title: 'Trail shoe II', price: '89.90 USD', inventory: 3, gtin: null, sale_price: null, item_group_key: null });
    expect(Object.keys(shown)).toEqual(expect.arrayContaining(['custom_label_4', 'mobile_link', 'external_product_category', 'item_group_id']));
  });

  it('takes the category under the brand-word name too, and answers it under the neutral one', async () => {
    const branded = valid({ google_product_category: 'Apparel & Accessories > Shoes' });
    const neutral = valid({ external_product_category: 'Apparel & Accessories > Hats' });
    const res = await put([branded, neutral]);
    expect(res.body.data.products_response.map((r: { status: string }) => r.status)).toEqual(['CREATE_SUCCESS', 'CREATE_SUCCESS']);
    const listed = await listAll();
    expect(listed.find((p) => p.id === branded.id)).toMatchObject({ external_product_category: 'Apparel & Accessories > Shoes' });
    expect(listed.find((p) => p.id === neutral.id)).toMatchObject({ external_product_category: 'Apparel & Accessories > Hats' });
    expect(listed.every((p) => !('google_product_category' in p))).toBe(true);
    // sent back as answered (or as the brand word): nothing changed
    expect((await put([{ ...branded }])).body.data.products_response[0].status).toBe('NO_CHANGE');
  });

  it('writes the valid items of a batch and reports the invalid ones, each error naming its field', async () => {
    const good = valid();
    const res = await put([good, valid({ title: 'x'.repeat(151), price: '12,50 EUR' }), { title: 'no id' }]);
    const [ok, bad, noId] = res.body.data.products_response;
    expect(ok.status).toBe('CREATE_SUCCESS');
    expect(bad).toMatchObject({ status: 'ERROR', product_key: null });
    expect(bad.errors.map((e: { parameter: string }) => e.parameter).sort()).toEqual(['price', 'title']);
    expect(noId.status).toBe('ERROR');
    expect(noId.errors.map((e: { parameter: string }) => e.parameter)).toEqual(expect.arrayContaining(['id', 'description', 'price', 'link', 'image_link']));
    expect((await listAll()).map((p) => p.id)).toContain(good.id);
  });

  it('checks every rule of the Product table', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ description: 'Now <b>50%</b> off' }, 'description'],
      [{ description: 'd'.repeat(5001) }, 'description'],
      [{ availability: 'sold' }, 'availability'],
      [{ condition: 'mint' }, 'condition'],
      [{ gender: 'boy' }, 'gender'],
      [{ age_group: 'elderly' }, 'age_group'],
      [{ price: '10 XYZ' }, 'price'],
      [{ price: '10.00USD' }, 'price'],
      [{ sale_price: '99.00 USD' }, 'sale_price'],
      [{ sale_price: '10.00 EUR' }, 'sale_price'],
      [{ sale_price: '10.00 USD', sale_price_effective_date: '2026-12-01T00:00:00Z/2026-11-01T00:00:00Z' }, 'sale_price_effective_date'],
      [{ sale_price: '10.00 USD', sale_price_effective_date: '2026-11-01/2026-12-01' }, 'sale_price_effective_date'],
      [{ link: 'http://shop.example/x' }, 'link'],
      [{ mobile_link: 'ftp://shop.example/x' }, 'mobile_link'],
      [{ image_link: 'https://shop.example/img/shoe.bmp' }, 'image_link'],
      [{ additional_image_link: Array.from({ length: 11 }, (_, i) => `https://shop.example/${i}.png`).join(',') }, 'additional_image_link'],
      [{ brand: null }, 'brand'],
      [{ gtin: '4006381333932' }, 'gtin'],
      [{ inventory: 0 }, 'inventory'],
      [{ color: '#ff0000' }, 'color'],
      [{ product_type: 'Shoes>Trail' }, 'product_type'],
    ];
    for (const [overrides, field] of cases) {
      const [outcome] = (await put([valid(overrides)])).body.data.products_response;
      expect({ field, status: outcome.status }).toEqual({ field, status: 'ERROR' });
      expect(outcome.errors.map((e: { parameter: string }) => e.parameter)).toContain(field);
    }
    const fine = await put([
      valid({ brand: null, gtin: '4006381333931' }),
      valid({ brand: null, mpn: 'TS-1', gtin: '0306406152' }),
      valid({ sale_price: '79.90 USD', sale_price_effective_date: '2026-11-01T00:00:00+01:00/2026-12-01T00:00:00+01:00' }),
      valid({ availability: 'out of stock', inventory: 0, additional_image_link: 'https://shop.example/a.png, https://shop.example/b.webp' }),
      valid({ product_type: 'Shoes > Trail > Men', color: 'red' }),
    ]);
    expect(fine.body.data.products_response.map((r: { status: string; errors: unknown[] }) => [r.status, r.errors])).toEqual(
      Array.from({ length: 5 }, () => ['CREATE_SUCCESS', []]),
    );
  });

  it('ignores every instance of an id repeated within one request', async () => {
    const twice = valid();
    const res = await put([twice, valid(), { ...twice, title: 'other' }]);
    const [first, , second] = res.body.data.products_response;
    for (const outcome of [first, second]) {
      expect(outcome).toMatchObject({ id: twice.id, status: 'ERROR', product_key: null });
      expect(outcome.errors[0]).toMatchObject({ code: 'DUPLICATE_ID', parameter: 'id' });
    }
    expect((await listAll()).map((p) => p.id)).not.toContain(twice.id);
  });

  it('refuses a batch over 25 items as a whole, writing nothing', async () => {
    const items = Array.from({ length: 26 }, () => valid());
    const res = await put(items);
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ parameter: 'products' });
    expect((await listAll()).map((p) => p.id)).not.toContain(items[0].id);
  });

  it('shows a product group as its first product, and all of it by item_group_key', async () => {
    const group = `grp-${n}`;
    const res = await put([valid({ item_group_id: group, size: '42' }), valid({ item_group_id: group, size: '43' }), valid({ title: `Lone shoe ${n}`, size: '44' })]);
    const [first, second, alone] = res.body.data.products_response;
    expect(alone.warnings[0]).toMatchObject({ parameter: 'item_group_id' });
    const listed = await listAll();
    const inGroup = listed.filter((p) => p.item_group_id === group);
    expect(inGroup.map((p) => p.product_key)).toEqual([first.product_key]);
    const key = inGroup[0].item_group_key as string;
    expect(key).toEqual(expect.any(String));
    expect((await listAll({ item_group_key: key })).map((p) => p.product_key)).toEqual([first.product_key, second.product_key]);
  });

  it('requires item_group_id of variants: products with variant fields and the same title', async () => {
    const title = `Variant tee ${n}`;
    const [a, b] = (await put([valid({ title, size: 'S' }), valid({ title, size: 'M' })])).body.data.products_response;
    for (const outcome of [a, b]) {
      expect(outcome.status).toBe('ERROR');
      expect(outcome.errors[0]).toMatchObject({ code: 'MISSING_PARAMETER', parameter: 'item_group_id' });
    }
    const grouped = (await put([valid({ title, size: 'S', item_group_id: `tee-${n}` }), valid({ title, size: 'M', item_group_id: `tee-${n}` })])).body.data
      .products_response;
    expect(grouped.map((o: { status: string }) => o.status)).toEqual(['CREATE_SUCCESS', 'CREATE_SUCCESS']);
    // a later variant of a product already in the catalog
    const later = (await put([valid({ title, size: 'L' })])).body.data.products_response[0];
    expect(later.errors[0]).toMatchObject({ parameter: 'item_group_id' });
  });

  it('pages with count and cursor', async () => {
    const first = await owner.get(products(), { count: 2 });
    expect(first.body.data).toHaveLength(2);
    const second = await owner.get(products(), { count: 2, cursor: first.body.next_cursor });
    expect(second.body.data[0].product_key).not.toBe(first.body.data[1].product_key);
    expect((await owner.get(products(), { count: 101 })).status).toBe(400);
  });

  it('deletes products by key for good, failing unknown keys with a message', async () => {
    const item = valid();
    const key = (await put([item])).body.data.products_response[0].product_key;
    const res = await owner.request('DELETE', products(), {}, { json: { product_keys: [key, '999'] } });
    expect(res.status).toBe(200);
    expect(res.body.data.delete_products).toEqual([
      { product_key: key, failed_product_key: null, message: null },
      { product_key: null, failed_product_key: '999', message: expect.stringContaining('999') },
    ]);
    expect((await listAll()).map((p) => p.id)).not.toContain(item.id);
    // the id is free again: a new product with a new key
    const again = (await put([item])).body.data.products_response[0];
    expect(again.status).toBe('CREATE_SUCCESS');
    expect(again.product_key).not.toBe(key);
  });

  it('is the catalog owner’s only, and takes a JSON body', async () => {
    for (const res of [await put([valid()], other), await other.get(products())]) {
      expect(res.status).toBe(404);
      expect(res.body.errors[0].parameter).toBe('product_catalog_id');
    }
    const form = await owner.put(products(), { products: 'x' });
    expect(form.status).toBe(415);
  });

  it('takes the products of a deleted catalog with it', async () => {
    const own = await adsCaller(t, { api: await t.listen() });
    const id = (await own.post('/12/product_catalogs', { name: 'Short-lived' })).body.data.id;
    await own.request('PUT', `/12/product_catalogs/${id}/products`, {}, { json: { products: [valid()] } });
    await own.delete(`/12/product_catalogs/${id}`);
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM catalog.products WHERE catalog_id = $1`, [id]);
    expect(count).toBe(0);
    expect((await own.get(`/12/product_catalogs/${id}/products`)).status).toBe(404);
  });
});
