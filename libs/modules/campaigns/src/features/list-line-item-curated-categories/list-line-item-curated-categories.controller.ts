import { listEntityController } from '@platform/ads-entity';
import { LineItemCuratedCategory } from '../../entities/line-item-curated-category.entity';
import { ListLineItemCuratedCategoriesRequest } from './list-line-item-curated-categories.request';

export class ListLineItemCuratedCategoriesController extends listEntityController(LineItemCuratedCategory, {
  path: 'accounts/:account_id/line_item_curated_categories',
  tag: 'ads: line items',
  request: ListLineItemCuratedCategoriesRequest,
}) {}
