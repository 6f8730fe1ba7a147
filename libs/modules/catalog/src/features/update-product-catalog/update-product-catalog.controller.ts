import { updateEntityController } from '@platform/ads-entity';
import { ProductCatalog } from '../../entities/product-catalog.entity';
import { catalogEndpoint, catalogPaths } from '../shared/catalog-endpoints';
import { UpdateProductCatalogRequest } from './update-product-catalog.request';

export class UpdateProductCatalogController extends updateEntityController(ProductCatalog, {
  ...catalogEndpoint(catalogPaths.catalog, true),
  request: UpdateProductCatalogRequest,
  command: (p) => ({ name: p.name }),
}) {}
