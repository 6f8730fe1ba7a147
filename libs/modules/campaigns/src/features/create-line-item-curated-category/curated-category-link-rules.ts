import type { AdsEntities } from '@platform/ads-entity';
import type { Environment } from '@platform/ddd';
import { sqlState, type StreamGuard, violatedConstraint } from '@platform/event-store';
import { DataSource } from 'typeorm';
import { curatedCategoryNotFound, findCuratedCategory } from '../../domain/curated-category';
import { lineItemNotFound } from '../../domain/line-item';
import { checkLinkableLineItem, lineItemAlreadyLinked } from '../../domain/line-item-curated-category';
import type { LineItemView } from '../../domain/views';
import { LineItem } from '../../entities/line-item.entity';
import { ONE_CURATED_CATEGORY_PER_LINE_ITEM } from '../../persistence/migrations/1732000002200-cross-stream-uniqueness';
import { lineItemCuratedCategoriesTable } from '../../projections/tables';

/**
 * The checks of POST and PUT line_item_curated_categories that need other
 * entities: the line item is one of the account's (404 naming line_item_id),
 * read from its stream with a guard (its objective cannot change under the
 * link), a PREROLL_VIEWS one, not yet linked to another curated category; the
 * curated category exists (404 naming curated_category_id).
 *
 * "Not yet linked" spans every link's stream: the friendly answer comes from
 * the links' read model here, and the rule itself is the read model's unique
 * index on the line item, checked in the append's own transaction (see
 * `oneLinkPerLineItem`), so concurrent requests cannot both link it.
 */
export async function checkLineItemForLink(
  entities: AdsEntities,
  db: DataSource,
  environment: Environment,
  accountId: string,
  lineItemId: string,
  /** The link being changed, which does not count as another one. */
  linkId?: string,
): Promise<StreamGuard[]> {
  const loaded = await entities.load<LineItemView>(LineItem, environment, accountId, lineItemId);
  const lineItem = loaded.entity;
  if (!lineItem) throw lineItemNotFound(lineItemId, accountId);
  const links = await lineItemCuratedCategoriesTable.list(db, {
    environment,
    accountId,
    filters: { line_item_id: [lineItemId] },
    count: 2,
  });
  checkLinkableLineItem(lineItem, links.data.find((link) => link.id !== linkId)?.id);
  return [loaded.guard];
}

export function checkCuratedCategory(curatedCategoryId: string): void {
  if (!findCuratedCategory(curatedCategoryId)) throw curatedCategoryNotFound(curatedCategoryId);
}

/**
 * Runs an append that links a line item; if a concurrent request linked it
 * first, the read model's unique index refuses the second, answered as above.
 */
export async function oneLinkPerLineItem<T>(lineItemId: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (sqlState(error) === '23505' && violatedConstraint(error) === ONE_CURATED_CATEGORY_PER_LINE_ITEM) {
      throw lineItemAlreadyLinked(lineItemId);
    }
    throw error;
  }
}
