import { updateEntityController } from '@platform/ads-entity';
import { ProductSet } from '../../entities/product-set.entity';
import { catalogEndpoint, catalogPaths } from '../shared/catalog-endpoints';
import { UpdateProductSetRequest } from './update-product-set.request';

/** A MANUAL set's name, description or products; a FILTERED set answers 400 FEATURE_NOT_AVAILABLE. */
export class UpdateProductSetController extends updateEntityController(ProductSet, {
  ...catalogEndpoint(catalogPaths.productSet, true),
  request: UpdateProductSetRequest,
  command: (p) => ({ name: p.name, description: p.description, productKeys: p.product_keys, filters: p.filters }),
}) {}
