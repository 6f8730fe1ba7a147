import { EnumParam } from '@platform/http';
import { PRODUCT_TYPES, type ProductType } from '../../domain/reference-data';

export class ListPlacementsRequest {
  @EnumParam(PRODUCT_TYPES)
  product_type?: ProductType;
}
