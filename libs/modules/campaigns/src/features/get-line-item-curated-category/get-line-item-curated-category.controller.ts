import { getEntityController } from '@platform/ads-entity';
import { LineItemCuratedCategory } from '../../entities/line-item-curated-category.entity';

export class GetLineItemCuratedCategoryController extends getEntityController(LineItemCuratedCategory, {
  path: 'accounts/:account_id/line_item_curated_categories/:line_item_curated_category_id',
  tag: 'ads: line items',
}) {}
