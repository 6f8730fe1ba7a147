import { listEntityController } from '@platform/ads-entity';
import { ProductSet } from '../../entities/product-set.entity';
import { CatalogListRequest } from '../shared/catalog-list.request';
import { catalogEndpoint, catalogPaths } from '../shared/catalog-endpoints';

/** The catalog's sets, oldest first. */
export class ListProductSetsController extends listEntityController(ProductSet, {
  ...catalogEndpoint(catalogPaths.productSets),
  request: CatalogListRequest,
}) {}
