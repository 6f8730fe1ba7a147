import { getEntityController } from '@platform/ads-entity';
import { ProductSet } from '../../entities/product-set.entity';
import { catalogEndpoint, catalogPaths } from '../shared/catalog-endpoints';

export class GetProductSetController extends getEntityController(ProductSet, { ...catalogEndpoint(catalogPaths.productSet, true), withDeleted: false }) {}
