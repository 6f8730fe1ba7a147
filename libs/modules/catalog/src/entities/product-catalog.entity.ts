import { adsEntity } from '@platform/ads-entity';
import { numericId } from '@platform/ddd';
import { type ProductCatalog as Catalog, productCatalogLifecycle, USER_CATALOG_STREAM, userCatalogDecider } from '../domain/product-catalog';
import { productCatalogsTable } from '../projections/tables';

/** A catalog as the API shows it. */
export const catalogView = (catalog: Catalog) => ({ id: catalog.id, name: catalog.name });

/**
 * A user's product catalog, on its owner's stream (one per user, decided
 * there, with the claim on the user's one feed); a deletion is permanent.
 */
export const ProductCatalog = adsEntity({
  lifecycle: productCatalogLifecycle,
  scope: 'user',
  stream: USER_CATALOG_STREAM,
  streamOfOwner: true,
  decider: userCatalogDecider,
  table: productCatalogsTable,
  newId: numericId,
  hardDelete: true,
  view: catalogView,
});

/** What an entity of a catalog is: the catalog's (which must be the caller's), with a numeric id, deleted for good. */
export const ofCatalog = { scope: { parent: ProductCatalog }, newId: numericId, hardDelete: true } as const;
