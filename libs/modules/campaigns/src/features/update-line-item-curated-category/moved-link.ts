import { Claims, type CommandContext } from '@platform/ads-entity';
import type { LineItemCuratedCategoryView } from '../../domain/views';
import { checkCuratedCategory, linkLineItem, unlinkLineItem } from '../shared/curated-category-link-rules';
import type { UpdateLineItemCuratedCategoryRequest } from './update-line-item-curated-category.request';

/** A link moved to another line item claims that one's curated category and frees the old one's, in one append. */
export const movedLink: CommandContext<UpdateLineItemCuratedCategoryRequest> = (entities, { environment, accountId, get }, p) => {
  if (p.curated_category_id !== undefined) checkCuratedCategory(p.curated_category_id);
  return get(Claims).context(async (live, claims) => {
    const link = live as LineItemCuratedCategoryView | undefined;
    // an unknown link is answered 404 by its lifecycle; SDKs send the whole object back, so an
    // unchanged line item is not checked again
    if (!link || p.line_item_id === undefined || p.line_item_id === link.line_item_id) return;
    const guards = await linkLineItem(entities, claims, environment, accountId, p.line_item_id, link.id);
    await unlinkLineItem(claims, environment, link.line_item_id, link.id);
    return { guards };
  });
};
