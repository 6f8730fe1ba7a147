import { deciderSpec } from '@platform/testing';
import { type ProductCatalogCommand, type ProductCatalogEvent, userCatalogDecider } from './product-catalog';

const base = { environment: 'production' as const, userId: 'u1', now: '2026-11-24T00:00:00Z' };
const created: ProductCatalogEvent = {
  type: 'catalog.ProductCatalogCreated',
  data: { environment: 'production', userId: 'u1', catalogId: '10', name: 'Shop', createdAt: '2026-11-23T00:00:00Z' },
};
const spec = deciderSpec<ReturnType<typeof userCatalogDecider.initialState>, ProductCatalogCommand, ProductCatalogEvent>(userCatalogDecider);

describe('a user’s product catalog', () => {
  it('is created once per user', () => {
    spec
      .given([])
      .when({ ...base, type: 'CreateProductCatalog', id: '10', name: 'Shop' })
      .then([{ ...created, data: { ...created.data, createdAt: base.now } }]);
    spec
      .given([created])
      .when({ ...base, type: 'CreateProductCatalog', id: '11', name: 'Second' })
      .thenThrows({ code: 'INVALID_REQUEST', status: 400 });
  });

  it('may be created again after its deletion, which is permanent', () => {
    const deleted: ProductCatalogEvent = {
      type: 'catalog.ProductCatalogDeleted',
      data: { environment: 'production', userId: 'u1', catalogId: '10', deletedAt: '2026-11-23T01:00:00Z' },
    };
    spec.given([created, deleted]).when({ ...base, type: 'RenameProductCatalog', id: '10', name: 'x' }).thenThrows({ status: 404 });
    spec
      .given([created, deleted])
      .when({ ...base, type: 'CreateProductCatalog', id: '11', name: 'Again' })
      .then([{ type: 'catalog.ProductCatalogCreated', data: { ...created.data, catalogId: '11', name: 'Again', createdAt: base.now } }]);
  });

  it('is renamed with the change recorded, and only when the name differs', () => {
    spec
      .given([created])
      .when({ ...base, type: 'RenameProductCatalog', id: '10', name: 'Store' })
      .then([
        {
          type: 'catalog.ProductCatalogRenamed',
          data: { environment: 'production', userId: 'u1', catalogId: '10', changes: { name: { old: 'Shop', new: 'Store' } }, updatedAt: base.now },
        },
      ]);
    spec.given([created]).when({ ...base, type: 'RenameProductCatalog', id: '10', name: 'Shop' }).then([]);
    spec.given([created]).when({ ...base, type: 'RenameProductCatalog', id: '10', name: ' ' }).thenThrows({ parameter: 'name' });
  });

  it('answers another id as not found, naming product_catalog_id', () => {
    spec.given([created]).when({ ...base, type: 'DeleteProductCatalog', id: '99' }).thenThrows({ status: 404, parameter: 'product_catalog_id' });
  });
});
