import { historyOf, projectionSpec, testDatabase } from '@platform/testing';
import { type ProductCatalogCommand, userCatalogDecider } from '../domain/product-catalog';
import { ProductCatalog } from '../entities/product-catalog.entity';

const base = { environment: 'sandbox' as const, userId: 'u-pc-spec', catalogId: 'c-pc-spec', id: 'c-pc-spec' };
const create: ProductCatalogCommand = { ...base, type: 'CreateProductCatalog', name: 'Shoes', now: '2026-11-01T00:00:00Z' };
const rename: ProductCatalogCommand = { ...base, type: 'RenameProductCatalog', name: 'Boots', now: '2026-11-02T00:00:00Z' };
const remove: ProductCatalogCommand = { ...base, type: 'DeleteProductCatalog', now: '2026-11-03T00:00:00Z' };

describe('the product catalogs projection (the kit’s, for a user-scoped entity)', () => {
  const db = testDatabase();
  const rows = (commands: ProductCatalogCommand[]) =>
    projectionSpec(ProductCatalog.projection, db())
      .given(historyOf(userCatalogDecider, commands))
      .thenRows(`SELECT environment, id, user_id, data->>'name' AS name, created_at, updated_at FROM catalog.product_catalogs WHERE user_id = $1`, [base.userId]);

  it('keeps a created catalog under its owner, in its environment', async () => {
    expect(await rows([create])).toEqual([
      { environment: 'sandbox', id: 'c-pc-spec', user_id: 'u-pc-spec', name: 'Shoes', created_at: '2026-11-01T00:00:00Z', updated_at: '2026-11-01T00:00:00Z' },
    ]);
  });

  it('renames it, with the time of the change', async () => {
    expect(await rows([create, rename])).toEqual([expect.objectContaining({ name: 'Boots', created_at: '2026-11-01T00:00:00Z', updated_at: '2026-11-02T00:00:00Z' })]);
  });

  it('drops its row when it is deleted, and keeps the new one created after', async () => {
    expect(await rows([create, rename, remove])).toEqual([]);
    const again = { ...create, catalogId: 'c-pc-spec-2', id: 'c-pc-spec-2', name: 'Again', now: '2026-11-04T00:00:00Z' };
    expect(await rows([create, remove, again])).toEqual([expect.objectContaining({ id: 'c-pc-spec-2', name: 'Again' })]);
  });
});
