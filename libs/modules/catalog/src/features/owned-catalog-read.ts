import type { DataSource } from 'typeorm';
import type { Environment } from '@platform/ddd';
import { preparedRead } from '@platform/read-model';
import { catalogNotFound } from '../domain/product-catalog';

/** For reads: the catalog must be the caller's (the read model's word); otherwise not found, naming product_catalog_id. */
export async function requireOwnedCatalog(db: DataSource, environment: Environment, catalogId: string, userId: string): Promise<void> {
  const [owned] = await preparedRead(db, `SELECT 1 FROM catalog.product_catalogs WHERE environment = $1 AND id = $2 AND user_id = $3`, [
    environment,
    catalogId,
    userId,
  ]);
  if (!owned) throw catalogNotFound(catalogId);
}
