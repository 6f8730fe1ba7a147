import { adsEntity, type Release } from '@platform/ads-entity';
import { lineItemCuratedCategoryLifecycle } from '../domain/line-item-curated-category';
import type { LineItemCuratedCategoryView } from '../domain/views';
import { unlinkLineItem } from '../features/shared/curated-category-link-rules';
import { lineItemCuratedCategoriesTable } from '../projections/tables';

/** The line item's curated category is freed in the same append: the line item may then be linked anew. */
const unlinked: Release<LineItemCuratedCategoryView> = (link, claims, { environment }) => unlinkLineItem(claims, environment, link.line_item_id, link.id);

/**
 * A line item's link to a curated category, as an ads entity (no account
 * history entries). Its deletion answers the link with deleted true; deleting
 * again answers 404 naming line_item_curated_category_id.
 */
export const LineItemCuratedCategory = adsEntity({
  lifecycle: lineItemCuratedCategoryLifecycle,
  table: lineItemCuratedCategoriesTable,
  routes: {
    path: 'accounts/:account_id/line_item_curated_categories',
    tag: 'ads: line items',
    get: true,
    list: true,
    delete: { releases: unlinked },
    names: { many: 'LineItemCuratedCategories' },
  },
});
