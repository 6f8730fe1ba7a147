import { createEntityController } from '@platform/ads-entity';
import { ProductSet } from '../../entities/product-set.entity';
import { catalogEndpoint, catalogPaths } from '../shared/catalog-endpoints';
import { CreateProductSetRequest } from './create-product-set.request';

/** A MANUAL set holds its products at once; a FILTERED one answers PROCESSING until the catalog's processor evaluates it. */
export class CreateProductSetController extends createEntityController(ProductSet, {
  ...catalogEndpoint(catalogPaths.productSets),
  request: CreateProductSetRequest,
  command: (p) => ({ name: p.name, description: p.description ?? null, setType: p.type, filters: p.filters, productKeys: p.product_keys }),
}) {}
