import { listEntityController } from '@platform/ads-entity';
import { ProductCatalog } from '../../entities/product-catalog.entity';
import { catalogEndpoint, catalogPaths } from '../shared/catalog-endpoints';
import { ListProductCatalogsRequest } from './list-product-catalogs.request';

/** The user's catalog, as a list of at most one. */
export class ListProductCatalogsController extends listEntityController(ProductCatalog, {
  ...catalogEndpoint(catalogPaths.catalogs),
  request: ListProductCatalogsRequest,
}) {}
