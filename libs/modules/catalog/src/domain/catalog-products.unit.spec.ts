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
