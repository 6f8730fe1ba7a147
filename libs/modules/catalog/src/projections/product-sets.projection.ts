import { newValues } from '@platform/ddd';
import type { InlineProjection, RecordedEvent, Sql } from '@platform/event-store';
import type { CatalogProductsEvent } from '../domain/catalog-products';
import type { ProductCatalogDeleted } from '../domain/product-catalog';
import { productSetView } from '../domain/product-set';

/**
 * catalog.product_sets: each catalog's sets as the API shows them. A change to
 * the products makes every FILTERED set of the catalog PROCESSING in the same
 * transaction; the processor's evaluation makes it DONE or FAILED.
 */
export const productSetsProjection: InlineProjection = {
  name: 'catalog.product_sets',
  tables: ['catalog.product_sets'],
  handles: [
    'catalog.ProductSetCreated',
    'catalog.ProductSetUpdated',
    'catalog.ProductSetDeleted',
    'catalog.ProductSetsEvaluated',
    'catalog.ProductsBatchApplied',
    'catalog.ProductsDeleted',
    'catalog.ProductCatalogDeleted',
  ],
  async apply(event: RecordedEvent, sql: Sql) {
    const e = event as unknown as CatalogProductsEvent | ProductCatalogDeleted;
    const { environment, catalogId } = e.data;
    const patch = (setId: string, members: Record<string, unknown>) =>
      sql.query(`UPDATE catalog.product_sets SET data = data || $4::jsonb WHERE environment = $1 AND catalog_id = $2 AND id = $3`, [
        environment,
        catalogId,
        setId,
        JSON.stringify(members),
      ]);
    switch (e.type) {
      case 'catalog.ProductSetCreated':
        await sql.query(`INSERT INTO catalog.product_sets (environment, catalog_id, id, type, seq, data) VALUES ($1, $2, $3, $4, $5, $6::jsonb)`, [
          environment,
          catalogId,
          e.data.set.id,
          e.data.set.type,
          event.globalPosition,
          JSON.stringify(productSetView(e.data.set)),
        ]);
        break;
      case 'catalog.ProductSetUpdated': {
        // what the view shows of the changes (a MANUAL set's keys are the decider's)
        const { name, description, product_ids } = newValues(e.data.changes) as Record<string, unknown>;
        await patch(e.data.setId, Object.fromEntries(Object.entries({ name, description, product_ids }).filter(([, v]) => v !== undefined)));
        break;
      }
      case 'catalog.ProductSetDeleted':
        await sql.query(`DELETE FROM catalog.product_sets WHERE environment = $1 AND catalog_id = $2 AND id = $3`, [environment, catalogId, e.data.setId]);
        break;
      case 'catalog.ProductSetsEvaluated':
        for (const result of e.data.results) await patch(result.setId, { product_ids: result.productIds, processing_status: result.status });
        break;
      case 'catalog.ProductsDeleted':
        for (const set of e.data.sets) await patch(set.setId, { product_ids: set.productIds });
        await processing(sql, environment, catalogId, e.data.processing);
        break;
      case 'catalog.ProductsBatchApplied':
        await processing(sql, environment, catalogId, e.data.processing);
        break;
      case 'catalog.ProductCatalogDeleted':
        await sql.query(`DELETE FROM catalog.product_sets WHERE environment = $1 AND catalog_id = $2`, [environment, catalogId]);
        break;
    }
  },
};

async function processing(sql: Sql, environment: string, catalogId: string, setIds: string[]): Promise<void> {
  if (setIds.length === 0) return;
  await sql.query(
    `UPDATE catalog.product_sets SET data = jsonb_set(data, '{processing_status}', '"PROCESSING"')
     WHERE environment = $1 AND catalog_id = $2 AND id = ANY($3::text[])`,
    [environment, catalogId, setIds],
  );
}
