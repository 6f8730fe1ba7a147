import { deleteEntityController } from '@platform/ads-entity';
import { ProductCatalog } from '../../entities/product-catalog.entity';
import { catalogEndpoint, catalogPaths } from '../shared/catalog-endpoints';

/** Permanent: the catalog answers 404 afterwards, and a new one may be created. */
export class DeleteProductCatalogController extends deleteEntityController(ProductCatalog, catalogEndpoint(catalogPaths.catalog, true)) {}
