import { deleteEntityController } from '@platform/ads-entity';
import { LineItemCuratedCategory } from '../../entities/line-item-curated-category.entity';
import { DeleteLineItemCuratedCategoryCommand } from './delete-line-item-curated-category.handler';

/** Answers the link with deleted true; deleting again answers 404 naming line_item_curated_category_id. The line item may then be linked anew. */
export class DeleteLineItemCuratedCategoryController extends deleteEntityController(LineItemCuratedCategory, {
  path: 'accounts/:account_id/line_item_curated_categories/:line_item_curated_category_id',
  tag: 'ads: line items',
  command: DeleteLineItemCuratedCategoryCommand,
}) {}
