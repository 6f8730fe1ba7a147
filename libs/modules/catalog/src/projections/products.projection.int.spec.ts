import { historyOf, projectionSpec, testDatabase } from '@platform/testing';
import { type CatalogProductsCommand, catalogProductsDecider } from '../domain/catalog-products';
import { applyProducts, catalog, catalogDeleted, productItem } from './catalog-spec-fixtures';
import { productsProjection } from './products.projection';

describe('the products projection', () => {
  const db = testDatabase();
  const first = applyProducts([productItem('a'), productItem('b', { size: 'M', item_group_id: 'shirts' })], ['k-a', 'k-b']);
  const later = (commands: CatalogProductsCommand[]) => historyOf(catalogProductsDecider, [first, ...commands]);
  const created = later([]);
  const rows = (events: Array<{ type: string; data: unknown }>) =>
    projectionSpec(productsProjection, db())
      .given(events)
      .thenRows<{ product_key: string; id: string; item_group_id: string | null; item_group_key: string | null; data: Record<string, unknown> }>(
        `SELECT product_key, id, item_group_id, item_group_key, data FROM catalog.products WHERE environment = $1 AND catalog_id = $2 ORDER BY seq`,
        [catalog.environment, catalog.catalogId],
      );

  it('keeps each new product as the API shows it, every field, in the order submitted', async () => {
    const [a, b] = await rows(created);
    expect(a).toMatchObject({ product_key: 'k-a', id: 'a', item_group_id: null, item_group_key: null });
    expect(a.data).toMatchObject({ id: 'a', product_key: 'k-a', title: 'Product a', price: '5.00 USD', gtin: null, inventory: null, item_group_key: null });
    expect(Object.keys(a.data)).toEqual(expect.arrayContaining(['custom_label_4', 'sale_price_effective_date']));
    expect(b).toMatchObject({ id: 'b', item_group_id: 'shirts', item_group_key: expect.any(String) });
    expect(b.data).toMatchObject({ size: 'M', item_group_id: 'shirts', item_group_key: b.item_group_key });
  });

  it('changes only what a later batch changed, its group too', async () => {
    const events = later([applyProducts([productItem('a', { price: '4.00 USD', item_group_id: 'shirts' })], ['k-x'], '2026-11-02T00:00:00Z')]);
    const [a, b] = await rows(events);
    expect(a.data).toMatchObject({ price: '4.00 USD', title: 'Product a', item_group_id: 'shirts' });
    expect(a).toMatchObject({ product_key: 'k-a', item_group_id: 'shirts', item_group_key: b.item_group_key });
  });

  it('drops deleted products, and every product of a deleted catalog', async () => {
    const deleted = later([{ ...catalog, type: 'DeleteProducts', productKeys: ['k-a'], now: '2026-11-03T00:00:00Z' }]);
    expect((await rows(deleted)).map((r) => r.id)).toEqual(['b']);
    expect(await rows([...created, catalogDeleted])).toEqual([]);
  });
});
