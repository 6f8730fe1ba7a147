import { StringParam } from '@platform/http';

export class CreateLineItemCuratedCategoryRequest {
  @StringParam({ required: true, minLength: 1 })
  line_item_id: string;

  @StringParam({ required: true, minLength: 1 })
  curated_category_id: string;
}
