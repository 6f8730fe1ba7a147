import type { InlineProjection, RecordedEvent, Sql } from '@platform/event-store';
import type { ProductCatalogEvent } from '../domain/product-catalog';

/** catalog.product_catalogs: each user's catalog, per environment; a deleted catalog's row goes. */
export const productCatalogsProjection: InlineProjection = {
  name: 'catalog.product_catalogs',
  tables: ['catalog.product_catalogs'],
  handles: ['catalog.ProductCatalogCreated', 'catalog.ProductCatalogRenamed', 'catalog.ProductCatalogDeleted'],
  async apply(event: RecordedEvent, sql: Sql) {
    const e = event as unknown as ProductCatalogEvent;
    switch (e.type) {
      case 'catalog.ProductCatalogCreated':
        await sql.query(
          `INSERT INTO catalog.product_catalogs (environment, id, user_id, name, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5)`,
          [e.data.environment, e.data.catalogId, e.data.userId, e.data.name, e.data.createdAt],
        );
        break;
      case 'catalog.ProductCatalogRenamed':
        await sql.query(`UPDATE catalog.product_catalogs SET name = $3, updated_at = $4 WHERE environment = $1 AND id = $2`, [
          e.data.environment,
          e.data.catalogId,
          e.data.changes.name.new,
          e.data.updatedAt,
        ]);
        break;
      case 'catalog.ProductCatalogDeleted':
        await sql.query(`DELETE FROM catalog.product_catalogs WHERE environment = $1 AND id = $2`, [e.data.environment, e.data.catalogId]);
        break;
    }
  },
};
