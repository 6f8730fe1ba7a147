import { CsvParam, EnumParam } from '@platform/http';
import { SET_TYPES, type ProductSetType } from '../../domain/product-set';
import { FiltersParam, SetDescriptionParam, SetNameParam } from '../shared/product-set-params';

export class CreateProductSetRequest {
  @SetNameParam(true)
  name: string;

  @SetDescriptionParam()
  description?: string | null;

  @EnumParam(SET_TYPES, { required: true })
  type: ProductSetType;

  @FiltersParam()
  filters?: unknown;

  /** MANUAL: the products, by key. */
  @CsvParam({ max: 1000 })
  product_keys?: string[];
}
