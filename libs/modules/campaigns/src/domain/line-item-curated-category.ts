import { conflict, type Decider, type DomainEvent, type Environment, invalidParameter, notFound } from '@platform/ddd';
import { applyChanges, type Changes, changesBetween } from './changes';
import type { LineItemCuratedCategoryView } from './views';

/** A line item's link to a curated category (pre-roll publishers). */
export type LineItemCuratedCategoryCreated = DomainEvent<
  'campaigns.LineItemCuratedCategoryCreated',
  { environment: Environment; accountId: string; lineItemCuratedCategory: LineItemCuratedCategoryView }
>;
export type LineItemCuratedCategoryUpdated = DomainEvent<
  'campaigns.LineItemCuratedCategoryUpdated',
  { environment: Environment; accountId: string; id: string; changes: Changes; updatedAt: string }
>;
export type LineItemCuratedCategoryDeleted = DomainEvent<
  'campaigns.LineItemCuratedCategoryDeleted',
  { environment: Environment; accountId: string; id: string; deletedAt: string }
>;
export type LineItemCuratedCategoryEvent =
  | LineItemCuratedCategoryCreated
  | LineItemCuratedCategoryUpdated
  | LineItemCuratedCategoryDeleted;

export interface LineItemCuratedCategoryState {
  link?: LineItemCuratedCategoryView;
}

type Common = { environment: Environment; accountId: string; id: string; now: string };
export type LineItemCuratedCategoryCommand =
  | (Common & { type: 'CreateLineItemCuratedCategory'; lineItemId: string; curatedCategoryId: string })
  | (Common & { type: 'UpdateLineItemCuratedCategory'; lineItemId?: string; curatedCategoryId?: string })
  | (Common & { type: 'DeleteLineItemCuratedCategory' });

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

/**
 * Whether a line item may be linked to a curated category: its objective must
 * be PREROLL_VIEWS, and it must have no other link (`linkedTo`: the id of a
 * link it already has, other than the one being changed).
 */
export function checkLinkableLineItem(lineItem: { id: string; objective: string }, linkedTo?: string): void {
  if (lineItem.objective !== CURATED_CATEGORY_OBJECTIVE) {
    throw invalidParameter(
      'line_item_id',
      `Line item ${lineItem.id} has objective ${lineItem.objective}; curated categories are only for ${CURATED_CATEGORY_OBJECTIVE} line items`,
    );
  }
  if (linkedTo !== undefined) throw lineItemAlreadyLinked(lineItem.id, linkedTo);
}

export const lineItemCuratedCategoryDecider: Decider<
  LineItemCuratedCategoryState,
  LineItemCuratedCategoryCommand,
  LineItemCuratedCategoryEvent
> = {
  initialState: () => ({}),
  evolve: (state, event) => {
    switch (event.type) {
      case 'campaigns.LineItemCuratedCategoryCreated':
        return { link: event.data.lineItemCuratedCategory };
      case 'campaigns.LineItemCuratedCategoryUpdated':
        return { link: applyChanges(state.link!, event.data.changes, event.data.updatedAt) };
      case 'campaigns.LineItemCuratedCategoryDeleted':
        return { link: { ...state.link!, deleted: true, updated_at: event.data.deletedAt } };
      default:
        return state;
    }
  },
  decide: (command, state) => {
    const { environment, accountId, id, now } = command;
    switch (command.type) {
      case 'CreateLineItemCuratedCategory':
        if (state.link) throw conflict(`Line item curated category ${id} already exists`);
        return [
          {
            type: 'campaigns.LineItemCuratedCategoryCreated',
            data: {
              environment,
              accountId,
              lineItemCuratedCategory: {
                id,
                line_item_id: command.lineItemId,
                curated_category_id: command.curatedCategoryId,
                created_at: now,
                updated_at: now,
                deleted: false,
              },
            },
          },
        ];
      case 'UpdateLineItemCuratedCategory': {
        if (!state.link || state.link.deleted) throw lineItemCuratedCategoryNotFound(id, accountId);
        const changes = changesBetween(state.link, {
          ...(command.lineItemId !== undefined ? { line_item_id: command.lineItemId } : {}),
          ...(command.curatedCategoryId !== undefined ? { curated_category_id: command.curatedCategoryId } : {}),
        });
        if (Object.keys(changes).length === 0) return [];
        return [{ type: 'campaigns.LineItemCuratedCategoryUpdated', data: { environment, accountId, id, changes, updatedAt: now } }];
      }
      case 'DeleteLineItemCuratedCategory':
        if (!state.link || state.link.deleted) throw lineItemCuratedCategoryNotFound(id, accountId);
        return [{ type: 'campaigns.LineItemCuratedCategoryDeleted', data: { environment, accountId, id, deletedAt: now } }];
    }
  },
};

export const lineItemCuratedCategoryStreamId = (environment: Environment, id: string) =>
  `campaigns.LineItemCuratedCategory-${environment}-${id}`;
export const LINE_ITEM_CURATED_CATEGORY_STREAM = 'campaigns.LineItemCuratedCategory';
