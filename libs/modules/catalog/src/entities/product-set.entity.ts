import { adsEntity } from '@platform/ads-entity';
import { CATALOG_PRODUCTS_STREAM, catalogProductsDecider, productSetLifecycle, setIn } from '../domain/catalog-products';
import { productSetView } from '../domain/product-set';
import { productSetChanges } from '../projections/product-sets.projection';
import { productSetsTable } from '../projections/tables';
import { ofCatalog } from './product-catalog.entity';

/**
 * A set of a catalog's products, decided on the catalog's products stream
 * (its keys and filters are about them); a deletion is permanent.
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
});
