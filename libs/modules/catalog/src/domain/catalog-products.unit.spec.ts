import { deciderSpec } from '@platform/testing';
import {
  type CatalogProductsCommand,
  type CatalogProductsEvent,
  type CatalogProductsState,
  catalogProductsDecider,
  decideDeletion,
  decideProducts,
} from './catalog-products';
import { isValidGtin, parsePrice } from './product';

const base = { environment: 'production' as const, catalogId: 'c1', userId: 'u1', now: '2026-11-24T00:00:00Z' };
const item = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  title: 'T',
  description: 'D',
  availability: 'in stock',
  condition: 'new',
  price: '5.00 USD',
  link: 'https://s.example/p',
  image_link: 'https://s.example/p.png',
  mpn: 'M-1',
  ...extra,
});
const apply = (items: unknown[], keys = items.map((_, i) => `k${i}`)) => ({ ...base, type: 'ApplyProducts' as const, items, newKeys: keys });
const spec = deciderSpec<CatalogProductsState, CatalogProductsCommand, CatalogProductsEvent>(catalogProductsDecider);
const fold = (events: CatalogProductsEvent[]) => events.reduce(catalogProductsDecider.evolve, catalogProductsDecider.initialState());

describe('a catalog’s products', () => {
  it('creates unknown ids with their minted keys, in one event for the batch', () => {
    const [event] = spec.given([]).when(apply([item('a'), item('b')])).thenEvents();
    expect(event.type).toBe('catalog.ProductsBatchApplied');
    expect(event.data).toMatchObject({ items: [{ kind: 'created', product: { id: 'a', product_key: 'k0' } }, { kind: 'created', product: { id: 'b', product_key: 'k1' } }] });
  });

  it('records only the fields that changed, and nothing when none did', () => {
    const created = spec.given([]).when(apply([item('a')])).thenEvents();
    const state = fold(created);
    const { outcomes, events } = decideProducts(apply([item('a', { title: 'New' })], ['x']), state);
    expect(outcomes[0]).toMatchObject({ status: 'UPDATE_SUCCESS', product_key: 'k0' });
    expect(events[0].data.items).toEqual([{ kind: 'updated', id: 'a', productKey: 'k0', changes: { title: { old: 'T', new: 'New' } } }]);
    expect(decideProducts(apply([item('a')], ['y']), state)).toEqual({
      outcomes: [{ id: 'a', product_key: 'k0', status: 'NO_CHANGE', errors: [], warnings: [] }],
      events: [],
    });
  });

  it('keeps one group key per item_group_id, across batches', () => {
    const first = spec.given([]).when(apply([item('a', { item_group_id: 'g', size: 'S' }), item('b', { item_group_id: 'g', size: 'M' })])).thenEvents();
    const [a, b] = (first[0].data as { items: Array<{ product: { item_group_key: string } }> }).items;
    expect(a.product.item_group_key).toBe('gk0');
    expect(b.product.item_group_key).toBe('gk0');
    const later = decideProducts(apply([item('c', { item_group_id: 'g', size: 'L' })], ['z']), fold(first));
    expect(later.events[0].data.items[0]).toMatchObject({ product: { item_group_key: 'gk0' } });
  });

  it('removes products by key, and fails unknown or repeated keys', () => {
    const state = fold(spec.given([]).when(apply([item('a')])).thenEvents());
    const { outcomes, events } = decideDeletion({ ...base, type: 'DeleteProducts', productKeys: ['k0', 'k0', 'nope'] }, state);
    expect(outcomes.map((o) => o.failed_product_key)).toEqual([null, 'k0', 'nope']);
    expect(fold([...spec.given([]).when(apply([item('a')])).thenEvents(), ...events]).products.size).toBe(0);
  });

  it('refuses an empty batch and one over 25 items as a whole', () => {
    spec.given([]).when(apply([])).thenThrows({ parameter: 'products', code: 'MISSING_PARAMETER' });
    spec.given([]).when(apply(Array.from({ length: 26 }, (_, i) => item(`i${i}`)))).thenThrows({ parameter: 'products', status: 400 });
  });
});

describe('product values', () => {
  it('checks GTIN check digits (UPC-A, EAN-13, GTIN-8, GTIN-14, ISBN-10)', () => {
    for (const valid of ['036000291452', '4006381333931', '96385074', '10012345678902', '0306406152', '080442957X']) expect(isValidGtin(valid)).toBe(true);
    for (const invalid of ['036000291453', '4006381333932', '96385075', '0306406153', '12345', 'abcdefghijkl']) expect(isValidGtin(invalid)).toBe(false);
  });

  it('reads prices as an amount and a real ISO 4217 currency', () => {
    expect(parsePrice('9.99 USD')).toEqual({ amount: 9.99, currency: 'USD' });
    expect(parsePrice('1200 JPY')).toEqual({ amount: 1200, currency: 'JPY' });
    for (const bad of ['9,99 EUR', '9.99 usd', '9.99 ABC', '9.99', 'USD 9.99', '-1.00 USD']) expect(parsePrice(bad)).toBeUndefined();
  });
});

describe('a catalog’s product sets', () => {
  const setBase = { ...base, id: 's1', name: 'Set', description: null };
  const withProducts = () => fold(spec.given([]).when(apply([item('a', { price: '5.00 USD' }), item('b', { price: '50.00 USD' })])).thenEvents());
  const filtered = { ...setBase, type: 'CreateProductSet' as const, setType: 'FILTERED' as const, filters: [{ attribute: 'price', operator: 'LESS_THAN', value: '10.00 USD' }] };
  const evaluate = { type: 'EvaluateProductSets' as const, environment: base.environment, catalogId: base.catalogId, now: base.now };

  it('creates a FILTERED set PROCESSING, and the evaluation makes it DONE with what it selects', () => {
    let state = withProducts();
    const [created] = catalogProductsDecider.decide(filtered, state);
    state = catalogProductsDecider.evolve(state, created);
    expect(state.sets.get('s1')).toMatchObject({ processing_status: 'PROCESSING', product_ids: [] });
    const [evaluated] = catalogProductsDecider.decide(evaluate, state);
    expect(evaluated.data).toMatchObject({ revision: 1, results: [{ setId: 's1', status: 'DONE', productIds: ['a'] }] });
    state = catalogProductsDecider.evolve(state, evaluated);
    expect(state.sets.get('s1')).toMatchObject({ processing_status: 'DONE', product_ids: ['a'] });
    // evaluated at the current revision: nothing more to do
    expect(catalogProductsDecider.decide(evaluate, state)).toEqual([]);

    // a change to the products: PROCESSING again, until evaluated at the new revision
    const [changed] = decideProducts(apply([item('c', { price: '1.00 USD' })], ['k9']), state).events;
    state = catalogProductsDecider.evolve(state, changed);
    expect(state.sets.get('s1')!.processing_status).toBe('PROCESSING');
    state = catalogProductsDecider.evolve(state, catalogProductsDecider.decide(evaluate, state)[0]);
    expect(state.sets.get('s1')).toMatchObject({ processing_status: 'DONE', product_ids: ['a', 'c'] });
  });

  it('refuses a MANUAL set naming a key not in the catalog, and drops deleted products from one', () => {
    let state = withProducts();
    const manual = { ...setBase, type: 'CreateProductSet' as const, setType: 'MANUAL' as const, productKeys: ['k0', 'k1'] };
    expect(() => catalogProductsDecider.decide({ ...manual, productKeys: ['k0', 'nope'] }, state)).toThrow(/nope/);
    state = catalogProductsDecider.evolve(state, catalogProductsDecider.decide(manual, state)[0]);
    expect(state.sets.get('s1')).toMatchObject({ processing_status: 'DONE', product_ids: ['a', 'b'] });
    const { events } = decideDeletion({ ...base, type: 'DeleteProducts', productKeys: ['k0'] }, state);
    expect(events[0].data.sets).toEqual([{ setId: 's1', productKeys: ['k1'], productIds: ['b'] }]);
    state = catalogProductsDecider.evolve(state, events[0]);
    expect(state.sets.get('s1')!.product_ids).toEqual(['b']);
  });

  it('refuses every update of a FILTERED set', () => {
    let state = withProducts();
    state = catalogProductsDecider.evolve(state, catalogProductsDecider.decide(filtered, state)[0]);
    const update = { ...base, type: 'UpdateProductSet' as const, id: 's1' };
    for (const change of [{ name: 'Cheap' }, { filters: filtered.filters }, { filters: [{ attribute: 'price', operator: 'LESS_THAN', value: '20.00 USD' }] }]) {
      expect(() => catalogProductsDecider.decide({ ...update, ...change }, state)).toThrow(
        expect.objectContaining({ code: 'FEATURE_NOT_AVAILABLE', status: 400, parameter: 'product_set_id' }),
      );
    }
  });

  it('changes a MANUAL set’s products by key, with its name and description', () => {
    let state = withProducts();
    const manual = { ...setBase, type: 'CreateProductSet' as const, setType: 'MANUAL' as const, productKeys: ['k0'] };
    state = catalogProductsDecider.evolve(state, catalogProductsDecider.decide(manual, state)[0]);
    const update = { ...base, type: 'UpdateProductSet' as const, id: 's1' };
    const [changed] = catalogProductsDecider.decide({ ...update, name: 'Both', productKeys: ['k1', 'k0', 'k1'], filters: [] }, state);
    expect(changed.data).toMatchObject({ changes: { name: { new: 'Both' }, product_keys: { old: ['k0'], new: ['k1', 'k0'] }, product_ids: { new: ['b', 'a'] } } });
    state = catalogProductsDecider.evolve(state, changed);
    expect(state.sets.get('s1')).toMatchObject({ name: 'Both', product_keys: ['k1', 'k0'], product_ids: ['b', 'a'] });
    expect(catalogProductsDecider.decide({ ...update, productKeys: ['k1', 'k0'] }, state)).toEqual([]);
    expect(() => catalogProductsDecider.decide({ ...update, productKeys: ['nope'] }, state)).toThrow(expect.objectContaining({ parameter: 'product_keys' }));
    expect(() => catalogProductsDecider.decide({ ...update, productKeys: [] }, state)).toThrow(expect.objectContaining({ code: 'MISSING_PARAMETER' }));
    expect(() => catalogProductsDecider.decide({ ...update, filters: filtered.filters }, state)).toThrow(expect.objectContaining({ parameter: 'filters' }));
  });

  it('holds at most 50 products in a MANUAL set and 30 filters in a FILTERED one; takes the brand-word filter attribute', () => {
    const state = withProducts();
    const keys = Array.from({ length: 51 }, (_, i) => `k${i}`);
    expect(() => catalogProductsDecider.decide({ ...setBase, type: 'CreateProductSet', setType: 'MANUAL', productKeys: keys }, state)).toThrow(/at most 50/);
    const filter = { attribute: 'google_product_category', operator: 'CONTAINS', value: 'Shoes' };
    const [created] = catalogProductsDecider.decide({ ...filtered, filters: Array(30).fill(filter) }, state);
    expect(created.data).toMatchObject({ set: { filters: Array(30).fill({ ...filter, attribute: 'external_product_category' }) } });
    expect(() => catalogProductsDecider.decide({ ...filtered, filters: Array(31).fill(filter) }, state)).toThrow(/at most 30/);
  });
});
