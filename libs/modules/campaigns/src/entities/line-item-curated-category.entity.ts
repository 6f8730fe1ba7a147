import { adsEntity, Claims, type Release, writeRoute } from '@platform/ads-entity';
import { lineItemCuratedCategoryLifecycle } from '../domain/line-item-curated-category';
import type { LineItemCuratedCategoryView } from '../domain/views';
import { CreateLineItemCuratedCategoryRequest } from '../features/create-line-item-curated-category/create-line-item-curated-category.request';
import { checkCuratedCategory, linkLineItem, unlinkLineItem } from '../features/shared/curated-category-link-rules';
import { movedLink } from '../features/update-line-item-curated-category/moved-link';
import { UpdateLineItemCuratedCategoryRequest } from '../features/update-line-item-curated-category/update-line-item-curated-category.request';
import { lineItemCuratedCategoriesTable } from '../projections/tables';

/** The line item's curated category is freed in the same append: the line item may then be linked anew. */
const unlinked: Release<LineItemCuratedCategoryView> = (link, claims, { environment }) => unlinkLineItem(claims, environment, link.line_item_id, link.id);

/**
 * A line item's link to a curated category, as an ads entity (no account
 * history entries): a PREROLL_VIEWS line item's one, claimed on the line item
 * in the link's append. Its deletion answers the link with deleted true; deleting
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
    create: writeRoute(CreateLineItemCuratedCategoryRequest, {
      command: (p) => {
        checkCuratedCategory(p.curated_category_id);
        return { lineItemId: p.line_item_id, curatedCategoryId: p.curated_category_id };
      },
      context: (entities, { environment, accountId, get }, p) =>
        get(Claims).context(async (_live, claims, { id }) => ({ guards: await linkLineItem(entities, claims, environment, accountId, p.line_item_id, id) })),
    }),
    update: writeRoute(UpdateLineItemCuratedCategoryRequest, {
      command: (p) => ({ lineItemId: p.line_item_id, curatedCategoryId: p.curated_category_id }),
      context: movedLink,
    }),
    delete: { releases: unlinked },
    names: { many: 'LineItemCuratedCategories' },
  },
});
