import { adsEntity, writeRoute } from '@platform/ads-entity';
import { numericId } from '@platform/ddd';
import { type ProductCatalog as Catalog, productCatalogLifecycle, USER_CATALOG_STREAM, userCatalogDecider } from '../domain/product-catalog';
import { CreateProductCatalogRequest } from '../features/create-product-catalog/create-product-catalog.request';
import { ListProductCatalogsRequest } from '../features/list-product-catalogs/list-product-catalogs.request';
import { catalogPaths, catalogRoutes } from '../features/shared/catalog-endpoints';
import { UpdateProductCatalogRequest } from '../features/update-product-catalog/update-product-catalog.request';
import { productCatalogsTable } from '../projections/tables';

/** A catalog as the API shows it. */
export const catalogView = (catalog: Catalog) => ({ id: catalog.id, name: catalog.name });

/**
 * A user's product catalog, on its owner's stream (one per user, decided
 * there, with the claim on the user's one feed), listed as a list of at
 * most one; a deletion is permanent: the catalog answers 404 afterwards, and
 * a new one may be created.
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
  routes: {
    ...catalogRoutes(catalogPaths.catalogs),
    list: { request: ListProductCatalogsRequest },
    create: writeRoute(CreateProductCatalogRequest, { command: (p) => ({ name: p.name }) }),
    update: writeRoute(UpdateProductCatalogRequest, { echoIdAsId: true, command: (p) => ({ name: p.name }) }),
    delete: { echoIdAsId: true },
    names: { one: 'ProductCatalog' },
  },
});

/** What an entity of a catalog is: the catalog's (which must be the caller's), with a numeric id, deleted for good. */
export const ofCatalog = { scope: { parent: ProductCatalog }, newId: numericId, hardDelete: true } as const;
