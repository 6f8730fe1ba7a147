import { DataSource } from 'typeorm';
import type { Environment } from '@platform/ddd';
import { sqlState, violatedConstraint } from '@platform/event-store';
import { curatedCategoryNotFound, findCuratedCategory } from '../../domain/curated-category';
import { lineItemNotFound } from '../../domain/line-item';
import { checkLinkableLineItem, lineItemAlreadyLinked } from '../../domain/line-item-curated-category';
import { ONE_CURATED_CATEGORY_PER_LINE_ITEM } from '../../persistence/migrations/1732000002200-cross-stream-uniqueness';
import { lineItemCuratedCategoriesTable, lineItemsTable } from '../../projections/tables';

/**
 * The checks of POST and PUT line_item_curated_categories that need other
 * streams: the line item is one of the account's (404 naming line_item_id),
 * a PREROLL_VIEWS one, not yet linked to another curated category; the curated
 * category exists (404 naming curated_category_id).
 */
export async function checkLineItemForLink(
  db: DataSource,
  environment: Environment,
  accountId: string,
  lineItemId: string,
  /** The link being changed, which does not count as another one. */
  linkId?: string,
): Promise<void> {
  const lineItem = await lineItemsTable.get(db, environment, accountId, lineItemId);
  if (!lineItem) throw lineItemNotFound(lineItemId, accountId);
  const links = await lineItemCuratedCategoriesTable.list(db, {
    environment,
    accountId,
    filters: { line_item_id: [lineItemId] },
    count: 2,
  });
  checkLinkableLineItem(lineItem, links.data.find((link) => link.id !== linkId)?.id);
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
