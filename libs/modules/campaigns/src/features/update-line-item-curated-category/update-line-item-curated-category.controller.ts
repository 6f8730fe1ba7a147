import { updateEntityController } from '@platform/ads-entity';
import { LineItemCuratedCategory } from '../../entities/line-item-curated-category.entity';
import { movedLink } from './moved-link';
import { UpdateLineItemCuratedCategoryRequest } from './update-line-item-curated-category.request';

export class UpdateLineItemCuratedCategoryController extends updateEntityController(LineItemCuratedCategory, {
  path: 'accounts/:account_id/line_item_curated_categories/:line_item_curated_category_id',
  tag: 'ads: line items',
  request: UpdateLineItemCuratedCategoryRequest,
  command: (p) => ({ lineItemId: p.line_item_id, curatedCategoryId: p.curated_category_id }),
  context: movedLink,
}) {}
