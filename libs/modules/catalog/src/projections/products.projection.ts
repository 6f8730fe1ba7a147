import { newValues } from '@platform/ddd';
import type { InlineProjection, RecordedEvent, Sql } from '@platform/event-store';
import type { CatalogProductsEvent, StoredProduct } from '../domain/catalog-products';
import type { ProductCatalogDeleted } from '../domain/product-catalog';
import { PRODUCT_FIELDS } from '../domain/product';

/** A product as the API shows it: every field, null for unset ones. */
export function productView(product: StoredProduct): Record<string, unknown> {
  const view: Record<string, unknown> = { id: product.id, product_key: product.product_key };
  for (const field of PRODUCT_FIELDS) view[field] = product[field];
  view.item_group_key = product.item_group_key;
  return view;
}

/** catalog.products: each catalog's products, in the order first submitted; a deleted catalog's go with it. */
export const productsProjection: InlineProjection = {
  name: 'catalog.products',
  tables: ['catalog.products'],
  handles: ['catalog.ProductsBatchApplied', 'catalog.ProductsDeleted', 'catalog.ProductCatalogDeleted'],
  async apply(event: RecordedEvent, sql: Sql) {
    const e = event as unknown as CatalogProductsEvent | ProductCatalogDeleted;
    const { environment, catalogId } = e.data;
    switch (e.type) {
      case 'catalog.ProductsBatchApplied': {
        let index = 0;
        for (const item of e.data.items) {
          index += 1;
          if (item.kind === 'created') {
            const p = item.product;
            await sql.query(
              `INSERT INTO catalog.products (environment, catalog_id, product_key, id, item_group_id, item_group_key, seq, data)
               VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)`,
              [environment, catalogId, p.product_key, p.id, p.item_group_id, p.item_group_key, BigInt(event.globalPosition) * 100n + BigInt(index), JSON.stringify(productView(p))],
            );
          } else {
            const changed = newValues(item.changes);
            await sql.query(
              `UPDATE catalog.products SET data = data || $4::jsonb,
                 item_group_id = CASE WHEN $4::jsonb ? 'item_group_id' THEN $4::jsonb->>'item_group_id' ELSE item_group_id END,
                 item_group_key = CASE WHEN $4::jsonb ? 'item_group_key' THEN $4::jsonb->>'item_group_key' ELSE item_group_key END
               WHERE environment = $1 AND catalog_id = $2 AND product_key = $3`,
              [environment, catalogId, item.productKey, JSON.stringify(changed)],
            );
          }
        }
        break;
      }
      case 'catalog.ProductsDeleted':
        await sql.query(`DELETE FROM catalog.products WHERE environment = $1 AND catalog_id = $2 AND product_key = ANY($3::text[])`, [
          environment,
          catalogId,
          e.data.products.map((p) => p.productKey),
        ]);
        break;
      case 'catalog.ProductCatalogDeleted':
        await sql.query(`DELETE FROM catalog.products WHERE environment = $1 AND catalog_id = $2`, [environment, catalogId]);
        break;
    }
  },
};
