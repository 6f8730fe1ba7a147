import { adsEntity } from '@platform/ads-entity';
import { CATALOG_PRODUCTS_STREAM, catalogProductsDecider, productSetLifecycle, setIn } from '../domain/catalog-products';
import { productSetView } from '../domain/product-set';
import { productSetChanges } from '../projections/product-sets.projection';
import { CatalogListRequest } from '../features/shared/catalog-list.request';
import { catalogPaths, catalogRoutes } from '../features/shared/catalog-endpoints';
import { productSetsTable } from '../projections/tables';
import { ofCatalog } from './product-catalog.entity';

/**
 * A set of a catalog's products, decided on the catalog's products stream
 * (its keys and filters are about them), listed oldest first; a deletion is
 * permanent (it answers the set as it was, and 404 afterwards).
 */
export const ProductSet = adsEntity({
  lifecycle: productSetLifecycle,
  ...ofCatalog,
  stream: CATALOG_PRODUCTS_STREAM,
  streamOfOwner: true,
  decider: catalogProductsDecider,
  entityIn: setIn,
  table: productSetsTable,
  view: productSetView,
  project: { handlers: productSetChanges },
  routes: {
    ...catalogRoutes(catalogPaths.productSets),
    get: { echoIdAsId: true, withDeleted: false },
    list: { request: CatalogListRequest },
    delete: { echoIdAsId: true },
    names: { one: 'ProductSet' },
  },
});
