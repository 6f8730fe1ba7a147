import { Claims, createEntityController } from '@platform/ads-entity';
import { LineItemCuratedCategory } from '../../entities/line-item-curated-category.entity';
import { checkCuratedCategory, linkLineItem } from '../shared/curated-category-link-rules';
import { CreateLineItemCuratedCategoryRequest } from './create-line-item-curated-category.request';

/** Links a PREROLL_VIEWS line item to a curated category (one per line item), claimed on the line item in the link's append. */
export class CreateLineItemCuratedCategoryController extends createEntityController(LineItemCuratedCategory, {
  path: 'accounts/:account_id/line_item_curated_categories',
  tag: 'ads: line items',
  request: CreateLineItemCuratedCategoryRequest,
  command: (p) => {
    checkCuratedCategory(p.curated_category_id);
    return { lineItemId: p.line_item_id, curatedCategoryId: p.curated_category_id };
  },
  context: (entities, { environment, accountId, get }, p) =>
    get(Claims).context(async (_live, claims, { id }) => ({ guards: await linkLineItem(entities, claims, environment, accountId, p.line_item_id, id) })),
}) {}
