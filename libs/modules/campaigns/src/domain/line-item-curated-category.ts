import {
  type Environment,
  invalidParameter,
  keyClaimStream,
  lifecycle,
  lifecycleDecider,
  type LifecycleEvents,
  type LifecycleState,
  notFound,
} from '@platform/ddd';
import type { LineItemCuratedCategoryView } from './views';

/** A line item's link to a curated category (pre-roll publishers). */
type LineItemCuratedCategoryEvents = LifecycleEvents<'campaigns.LineItemCuratedCategory', LineItemCuratedCategoryView, 'lineItemCuratedCategory', 'id'>;
export type LineItemCuratedCategoryCreated = LineItemCuratedCategoryEvents['created'];
export type LineItemCuratedCategoryUpdated = LineItemCuratedCategoryEvents['updated'];
export type LineItemCuratedCategoryDeleted = LineItemCuratedCategoryEvents['deleted'];
export type LineItemCuratedCategoryEvent = LineItemCuratedCategoryEvents['any'];

type Common = { environment: Environment; accountId: string; id: string; now: string };
export type LineItemCuratedCategoryCommand = CreateLink | UpdateLink | DeleteLink;

export const lineItemCuratedCategoryNotFound = (id: string, accountId: string) =>
  notFound(`Line Item Curated Category ${id} was not found for Account ${accountId}`, 'line_item_curated_category_id');

/** Only PREROLL_VIEWS line items run next to curated publishers. */
export const CURATED_CATEGORY_OBJECTIVE = 'PREROLL_VIEWS';

/** A line item targets one curated category at a time. */
export const lineItemAlreadyLinked = (lineItemId: string, linkId?: string) =>
  invalidParameter(
    'line_item_id',
    `Line item ${lineItemId} already targets a curated category${linkId ? ` (line item curated category ${linkId})` : ''}; a line item targets one at a time`,
  );

/** Whether a line item may be linked to a curated category: its objective must be PREROLL_VIEWS. */
export function checkLinkableLineItem(lineItem: { id: string; objective: string }): void {
  if (lineItem.objective !== CURATED_CATEGORY_OBJECTIVE) {
    throw invalidParameter(
      'line_item_id',
      `Line item ${lineItem.id} has objective ${lineItem.objective}; curated categories are only for ${CURATED_CATEGORY_OBJECTIVE} line items`,
    );
  }
}

/**
 * A line item's curated category, held by its one live link, as one stream
 * per line item (`campaigns.LineItemCuratedCategoryClaim-<environment>-<line
 * item>`, the key the line item's id): a create, a move to another line item
 * or a delete appends here with the link's own events.
 */
export const LINE_ITEM_CURATED_CATEGORY_CLAIM = keyClaimStream('campaigns.LineItemCuratedCategoryClaim', {
  claimed: 'campaigns.LineItemCuratedCategoryClaimed',
  released: 'campaigns.LineItemCuratedCategoryReleased',
  taken: (lineItemId, linkId) => lineItemAlreadyLinked(lineItemId, linkId),
});

type CreateLink = Common & { type: 'CreateLineItemCuratedCategory'; lineItemId: string; curatedCategoryId: string };
type UpdateLink = Common & { type: 'UpdateLineItemCuratedCategory'; lineItemId?: string; curatedCategoryId?: string };
type DeleteLink = Common & { type: 'DeleteLineItemCuratedCategory' };

/** The link's own rules (what it holds); the lifecycle is the shared one. */
export const lineItemCuratedCategoryLifecycle = lifecycle<LineItemCuratedCategoryView, CreateLink, UpdateLink, DeleteLink>('campaigns.LineItemCuratedCategory', {
  label: 'Line item curated category',
  // its events name the link `id`, and its not-found spells "Line Item Curated Category"
  dataKeys: { id: 'id' },
  notFound: lineItemCuratedCategoryNotFound,
  create: (command) => ({
    id: command.id,
    line_item_id: command.lineItemId,
    curated_category_id: command.curatedCategoryId,
    created_at: command.now,
    updated_at: command.now,
    deleted: false,
  }),
  update: (current, command) => ({
    ...current,
    ...(command.lineItemId !== undefined ? { line_item_id: command.lineItemId } : {}),
    ...(command.curatedCategoryId !== undefined ? { curated_category_id: command.curatedCategoryId } : {}),
  }),
});

export type LineItemCuratedCategoryState = LifecycleState<LineItemCuratedCategoryView>;
export const lineItemCuratedCategoryDecider = lifecycleDecider<
  LineItemCuratedCategoryView,
  CreateLink,
  UpdateLink,
  DeleteLink,
  LineItemCuratedCategoryEvent
>(lineItemCuratedCategoryLifecycle);
