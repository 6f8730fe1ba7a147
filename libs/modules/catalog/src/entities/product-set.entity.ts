import { adsEntity, writeRoute } from '@platform/ads-entity';
import { CATALOG_PRODUCTS_STREAM, catalogProductsDecider, productSetLifecycle, setIn } from '../domain/catalog-products';
import { productSetView } from '../domain/product-set';
import { productSetChanges } from '../projections/product-sets.projection';
import { CreateProductSetRequest } from '../features/create-product-set/create-product-set.request';
import { CatalogListRequest } from '../features/shared/catalog-list.request';
import { catalogPaths, catalogRoutes } from '../features/shared/catalog-endpoints';
import { UpdateProductSetRequest } from '../features/update-product-set/update-product-set.request';
import { productSetsTable } from '../projections/tables';
import { ofCatalog } from './product-catalog.entity';

/**
 * A set of a catalog's products, decided on the catalog's products stream
 * (its keys and filters are about them), listed oldest first. A MANUAL set
 * holds its products at once, a FILTERED one answers PROCESSING until the
 * catalog's processor evaluates it; only a MANUAL set is updated (a FILTERED
 * one answers 400 FEATURE_NOT_AVAILABLE). A deletion is permanent (it answers
 * the set as it was, and 404 afterwards).
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
    create: writeRoute(CreateProductSetRequest, {
      command: (p) => ({ name: p.name, description: p.description ?? null, setType: p.type, filters: p.filters, productKeys: p.product_keys }),
    }),
    update: writeRoute(UpdateProductSetRequest, {
      echoIdAsId: true,
      command: (p) => ({ name: p.name, description: p.description, productKeys: p.product_keys, filters: p.filters }),
    }),
    delete: { echoIdAsId: true },
    names: { one: 'ProductSet' },
  },
});
