import { historyOf, projectionSpec, testDatabase } from '@platform/testing';
import { type CatalogProductsCommand, catalogProductsDecider } from '../domain/catalog-products';
import { applyProducts, catalog, catalogDeleted, productItem } from './catalog-spec-fixtures';
import { ProductSet } from '../entities/product-set.entity';

const now = '2026-11-02T00:00:00Z';
const products = applyProducts([productItem('a', { price: '5.00 USD' }), productItem('b', { price: '50.00 USD' })], ['k-a', 'k-b']);
const manual: CatalogProductsCommand = { ...catalog, type: 'CreateProductSet', id: 's-manual', name: 'Picked', description: null, setType: 'MANUAL', productKeys: ['k-a'], now };
const filtered: CatalogProductsCommand = {
  ...catalog,
  type: 'CreateProductSet',
  id: 's-cheap',
  name: 'Cheap',
  description: 'Under ten',
  setType: 'FILTERED',
  filters: [{ attribute: 'price', operator: 'LESS_THAN', value: '10.00 USD' }],
  now,
};
const evaluate: CatalogProductsCommand = { type: 'EvaluateProductSets', environment: catalog.environment, catalogId: catalog.catalogId, now };
const history = (commands: CatalogProductsCommand[]) => historyOf(catalogProductsDecider, [products, ...commands]);

describe('the product sets projection (the kit’s, under a catalog, with the products’ changes)', () => {
  const db = testDatabase();
  const sets = (events: Array<{ type: string; data: unknown }>) =>
    projectionSpec(ProductSet.projection, db())
      .given(events)
      .thenRows<{ id: string; type: string; data: Record<string, unknown> }>(
        `SELECT id, data->>'type' AS type, data FROM catalog.product_sets WHERE environment = $1 AND catalog_id = $2 ORDER BY seq`,
        [catalog.environment, catalog.catalogId],
      );

  it('keeps each set with what the API shows of it, in the order created; a MANUAL one DONE at once, a FILTERED one PROCESSING', async () => {
    expect(await sets(history([manual, filtered]))).toEqual([
      {
        id: 's-manual',
        type: 'MANUAL',
        data: expect.objectContaining({ name: 'Picked', description: null, product_ids: ['a'], product_keys: ['k-a'], processing_status: 'DONE', id: 's-manual', filters: [], type: 'MANUAL' }),
      },
      {
        id: 's-cheap',
        type: 'FILTERED',
        data: expect.objectContaining({
          name: 'Cheap',
          description: 'Under ten',
          product_ids: [],
          processing_status: 'PROCESSING',
          id: 's-cheap',
          filters: [{ attribute: 'price', operator: 'LESS_THAN', value: '10.00 USD' }],
          type: 'FILTERED',
        }),
      },
    ]);
  });

  it('shows an evaluation’s products and status, and PROCESSING again after the products change', async () => {
    const evaluated = history([filtered, evaluate]);
    expect((await sets(evaluated))[0].data).toMatchObject({ product_ids: ['a'], processing_status: 'DONE' });
    const changed = history([filtered, evaluate, applyProducts([productItem('c', { price: '1.00 USD' })], ['k-c'], '2026-11-03T00:00:00Z')]);
    expect((await sets(changed))[0].data).toMatchObject({ product_ids: ['a'], processing_status: 'PROCESSING' });
  });

  it('shows a MANUAL set’s new name, description and products after an update', async () => {
    const updated = history([manual, { ...catalog, type: 'UpdateProductSet', id: 's-manual', name: 'Both', description: 'Two', productKeys: ['k-b', 'k-a'], now }]);
    expect((await sets(updated))[0].data).toMatchObject({ name: 'Both', description: 'Two', product_ids: ['b', 'a'], processing_status: 'DONE' });
  });

  it('takes a deleted product out of the MANUAL sets that held it', async () => {
    const deleted = history([manual, { ...catalog, type: 'DeleteProducts', productKeys: ['k-a'], now }]);
    expect((await sets(deleted))[0].data).toMatchObject({ product_ids: [] });
  });

  it('drops a deleted set, and every set of a deleted catalog', async () => {
    const deleted = history([manual, filtered, { ...catalog, type: 'DeleteProductSet', id: 's-manual', now }]);
    expect((await sets(deleted)).map((s) => s.id)).toEqual(['s-cheap']);
    expect(await sets([...history([manual, filtered]), catalogDeleted])).toEqual([]);
  });
});
