import { FiltersParam, SetDescriptionParam, SetNameParam } from '../product-set-params';

/** `name` and `description`; `filters` only as they are (a FILTERED set's filters cannot change). */
export class UpdateProductSetRequest {
  @SetNameParam(false)
  name?: string;

  @SetDescriptionParam()
  description?: string | null;

  @FiltersParam()
  filters?: unknown;
}
