import { CsvParam } from '@platform/http';
import { FiltersParam, SetDescriptionParam, SetNameParam } from '../shared/product-set-params';

/** A MANUAL set's `name`, `description` and `product_keys` (a FILTERED set is not updated). */
export class UpdateProductSetRequest {
  @SetNameParam(false)
  name?: string;

  @SetDescriptionParam()
  description?: string | null;

  /** The products the set holds from now on, by key. */
  @CsvParam({ max: 1000 })
  product_keys?: string[];

  /** Taken when empty (clients that send the whole set back); a MANUAL set has none. */
  @FiltersParam()
  filters?: unknown;
}
