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
        // one statement for the batch's new products and one for its changed ones, however many items it has
        const created = e.data.items.flatMap((item, index) =>
          item.kind === 'created' ? [{ ...item.product, seq: (BigInt(event.globalPosition) * 100n + BigInt(index + 1)).toString() }] : [],
        );
        const updated = e.data.items.flatMap((item) => (item.kind === 'updated' ? [{ product_key: item.productKey, changed: newValues(item.changes) }] : []));
        if (created.length) {
          await sql.query(
            `INSERT INTO catalog.products (environment, catalog_id, product_key, id, item_group_id, item_group_key, seq, data)
             SELECT $1, $2, x.product_key, x.id, x.item_group_id, x.item_group_key, x.seq, x.data
               FROM jsonb_to_recordset($3::jsonb) AS x(product_key text, id text, item_group_id text, item_group_key text, seq bigint, data jsonb)`,
            [
              environment,
              catalogId,
              JSON.stringify(created.map((p) => ({ product_key: p.product_key, id: p.id, item_group_id: p.item_group_id, item_group_key: p.item_group_key, seq: p.seq, data: productView(p) }))),
            ],
          );
        }
        if (updated.length) {
          // the keys named again as a list: the rows are then found by a plain index scan on the key (which marks dead
          // entries for later scans), not a bitmap scan over every version of the catalog's rows
          await sql.query(
            `UPDATE catalog.products p SET data = p.data || x.changed,
               item_group_id = CASE WHEN x.changed ? 'item_group_id' THEN x.changed->>'item_group_id' ELSE p.item_group_id END,
               item_group_key = CASE WHEN x.changed ? 'item_group_key' THEN x.changed->>'item_group_key' ELSE p.item_group_key END
             FROM jsonb_to_recordset($3::jsonb) AS x(product_key text, changed jsonb)
             WHERE p.environment = $1 AND p.catalog_id = $2 AND p.product_key = ANY($4::text[]) AND p.product_key = x.product_key`,
            [environment, catalogId, JSON.stringify(updated), updated.map((u) => u.product_key)],
          );
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
