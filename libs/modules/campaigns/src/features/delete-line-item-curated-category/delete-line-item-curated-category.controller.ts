import { deleteEntityController, type Release } from '@platform/ads-entity';
import type { LineItemCuratedCategoryView } from '../../domain/views';
import { LineItemCuratedCategory } from '../../entities/line-item-curated-category.entity';
import { unlinkLineItem } from '../shared/curated-category-link-rules';

const unlinked: Release<LineItemCuratedCategoryView> = (link, claims, { environment }) => unlinkLineItem(claims, environment, link.line_item_id, link.id);

/**
 * Answers the link with deleted true; deleting again answers 404 naming line_item_curated_category_id. The line
 * item's curated category is freed in the same append: the line item may then be linked anew.
 */
export class DeleteLineItemCuratedCategoryController extends deleteEntityController(LineItemCuratedCategory, {
  path: 'accounts/:account_id/line_item_curated_categories/:line_item_curated_category_id',
  tag: 'ads: line items',
  releases: unlinked,
}) {}
