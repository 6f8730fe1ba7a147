import type { AdsEntities, ClaimSession } from '@platform/ads-entity';
import type { Environment } from '@platform/ddd';
import type { StreamGuard } from '@platform/event-store';
import { curatedCategoryNotFound, findCuratedCategory } from '../../domain/curated-category';
import { lineItemNotFound } from '../../domain/line-item';
import { checkLinkableLineItem, LINE_ITEM_CURATED_CATEGORY_CLAIM } from '../../domain/line-item-curated-category';
import type { LineItemView } from '../../domain/views';
import { LineItem } from '../../entities/line-item.entity';

/**
 * The checks of POST and PUT line_item_curated_categories that need other
 * streams: the line item is one of the account's (404 naming line_item_id),
 * read from its stream with a guard (its objective cannot change under the
 * link), a PREROLL_VIEWS one, and its curated category is claimed by the
 * link on the line item's claim stream (refused while another link holds it),
 * written in the link's own append.
 */
export async function linkLineItem(
  entities: AdsEntities,
  claims: ClaimSession,
  environment: Environment,
  accountId: string,
  lineItemId: string,
  linkId: string,
): Promise<StreamGuard[]> {
  const loaded = await entities.load<LineItemView>(LineItem, environment, accountId, lineItemId);
  if (!loaded.entity) throw lineItemNotFound(lineItemId, accountId);
  checkLinkableLineItem(loaded.entity);
  await claims.decide(LINE_ITEM_CURATED_CATEGORY_CLAIM, environment, lineItemId, [{ type: 'ClaimKey', key: lineItemId, holder: linkId }]);
  return [loaded.guard];
}

/** The line item's curated category freed by the link that held it (deleted, or moved to another line item). */
export const unlinkLineItem = (claims: ClaimSession, environment: Environment, lineItemId: string, linkId: string): Promise<void> =>
  claims.decide(LINE_ITEM_CURATED_CATEGORY_CLAIM, environment, lineItemId, [{ type: 'ReleaseKey', key: lineItemId, holder: linkId }]);

export function checkCuratedCategory(curatedCategoryId: string): void {
  if (!findCuratedCategory(curatedCategoryId)) throw curatedCategoryNotFound(curatedCategoryId);
}
