import { createEntityController } from '@platform/ads-entity';
import { ProductCatalog } from '../../entities/product-catalog.entity';
import { catalogEndpoint, catalogPaths } from '../shared/catalog-endpoints';
import { CreateProductCatalogRequest } from './create-product-catalog.request';

/** The user's one catalog. */
export class CreateProductCatalogController extends createEntityController(ProductCatalog, {
  ...catalogEndpoint(catalogPaths.catalogs),
  request: CreateProductCatalogRequest,
  command: (p) => ({ name: p.name }),
}) {}
