import { StringParam } from '@platform/http';

/** Both optional; what is given replaces the stored value. */
export class UpdateLineItemCuratedCategoryRequest {
  @StringParam({ minLength: 1 })
  line_item_id?: string;

  @StringParam({ minLength: 1 })
  curated_category_id?: string;
}
