import type { ProjectEvent } from '@platform/ads-entity';
import type { RecordedEvent, Sql } from '@platform/event-store';
import type { ProductSetsEvaluated, ProductsBatchApplied, ProductsDeleted } from '../domain/catalog-products';
import type { ProductSet } from '../domain/product-set';
import { productSetsTable } from './tables';

/**
 * What changes a product set besides its lifecycle (the kit projects that):
 * a change to the products makes every FILTERED set of the catalog
 * PROCESSING in the same transaction, a deletion of products drops them
 * from the MANUAL sets that held them, and the processor's evaluation makes
 * a FILTERED set DONE or FAILED.
 */
export const productSetChanges: Record<string, ProjectEvent<ProductSet>> = {
  async 'catalog.ProductSetsEvaluated'(event, sql, table) {
    const { environment, catalogId, results } = (event as unknown as ProductSetsEvaluated).data;
    for (const result of results) await table.patch(sql, environment, result.setId, { product_ids: result.productIds, processing_status: result.status }, catalogId);
  },
  async 'catalog.ProductsDeleted'(event, sql, table) {
    const { environment, catalogId, sets } = (event as unknown as ProductsDeleted).data;
    for (const set of sets) await table.patch(sql, environment, set.setId, { product_ids: set.productIds, product_keys: set.productKeys }, catalogId);
    await processing(event, sql);
  },
  'catalog.ProductsBatchApplied': (event, sql) => processing(event, sql),
};

async function processing(event: RecordedEvent, sql: Sql): Promise<void> {
  const { environment, catalogId, processing: setIds } = (event as unknown as ProductsBatchApplied | ProductsDeleted).data;
  if (setIds.length === 0) return;
  await sql.query(
    `UPDATE ${productSetsTable.spec.table} SET data = jsonb_set(data, '{processing_status}', '"PROCESSING"')
     WHERE environment = $1 AND catalog_id = $2 AND id = ANY($3::text[])`,
    [environment, catalogId, setIds],
  );
}
