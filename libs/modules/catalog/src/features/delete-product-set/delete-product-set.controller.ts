import { deleteEntityController } from '@platform/ads-entity';
import { ProductSet } from '../../entities/product-set.entity';
import { catalogEndpoint, catalogPaths } from '../shared/catalog-endpoints';

/** Permanent: answers the set as it was; it answers 404 afterwards. */
export class DeleteProductSetController extends deleteEntityController(ProductSet, catalogEndpoint(catalogPaths.productSet, true)) {}
