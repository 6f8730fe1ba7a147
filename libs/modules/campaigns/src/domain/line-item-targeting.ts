import { type ClaimStream, type Decider, DomainError, type DomainEvent, invalidParameter } from '@platform/ddd';
import { includedKeyword, includedLocation, inTvShowMarket, isTvShow, type TargetingCriterion, tvShowOutsideMarketMessage } from './audience-estimate';
import { duplicateCriterion } from './targeting-criterion';

/**
 * A line item's live targeting criteria (type, value, operator), as one
 * stream per line item: where the rules over its criteria set are decided.
 * Adding or deleting a criterion appends here in the same transaction as the
 * criterion's own stream, at the version read, so concurrent requests cannot
 * break them:
 * - one criterion per type, value and operator;
 * - a TV_SHOW needs an included LOCATION on the line item first, and every
 *   included location in the TV show's market (a location added later
 *   too), so the last location cannot go while a TV show stays
 *   (`x-ads-api/campaign-management/reference.mdx`, POST targeting_criteria);
 * - a line item placed in search keeps keyword targeting: its last included
 *   keyword cannot go (`x-ads-api/campaign-management.mdx`, "Placements").
 */
export type LineItemCriterionAdded = DomainEvent<
  'campaigns.LineItemCriterionAdded',
  { lineItemId: string; targetingCriterionId: string; criterion: TargetingCriterion }
>;
export type LineItemCriterionRemoved = DomainEvent<'campaigns.LineItemCriterionRemoved', { lineItemId: string; targetingCriterionId: string }>;
export type LineItemTargetingEvent = LineItemCriterionAdded | LineItemCriterionRemoved;

export interface LineItemTargetingState {
  /** The line item's live criteria, by targeting criterion id. */
  readonly criteria: ReadonlyMap<string, TargetingCriterion>;
}

export type LineItemTargetingCommand =
  | { type: 'AddLineItemCriterion'; lineItemId: string; targetingCriterionId: string; criterion: TargetingCriterion }
  | {
      type: 'RemoveLineItemCriterion';
      lineItemId: string;
      targetingCriterionId: string;
      /** The line item's placements, when it is live (its stream read with a guard). */
      placements?: readonly string[];
    };

/** The placement whose line items need keyword targeting. */
export const SEARCH_PLACEMENT = 'PLATFORM_SEARCH';

export const tvShowNeedsLocation = (lineItemId: string) =>
  new DomainError('invalid', `A TV_SHOW criterion needs at least one LOCATION criterion on line item ${lineItemId} first`, {
    code: 'INVALID_TV_SHOW_LOCATIONS',
    parameter: 'targeting_type',
  });

export const lastTvShowLocation = (lineItemId: string) =>
  new DomainError('invalid', `Line item ${lineItemId} targets a TV show: its last LOCATION criterion cannot be deleted while the TV show is targeted`, {
    code: 'INVALID_TV_SHOW_LOCATIONS',
    parameter: 'targeting_criterion_id',
  });

export const tvShowOutsideMarket = (show: string, location: string) =>
  new DomainError('invalid', tvShowOutsideMarketMessage(show, location), { code: 'TV_SHOW_OUTSIDE_MARKET', parameter: 'targeting_value' });

export const searchNeedsKeyword = (lineItemId: string) =>
  invalidParameter(
    'targeting_criterion_id',
    `Line item ${lineItemId} has placement ${SEARCH_PLACEMENT}, which requires keyword targeting: its last keyword criterion cannot be deleted`,
  );

const same = (a: TargetingCriterion, b: TargetingCriterion) =>
  a.targeting_type === b.targeting_type && a.targeting_value === b.targeting_value && a.operator_type === b.operator_type;

export const lineItemTargetingDecider: Decider<LineItemTargetingState, LineItemTargetingCommand, LineItemTargetingEvent> = {
  initialState: () => ({ criteria: new Map() }),
  evolve: (state, event) => {
    const criteria = new Map(state.criteria);
    if (event.type === 'campaigns.LineItemCriterionAdded') criteria.set(event.data.targetingCriterionId, event.data.criterion);
    else criteria.delete(event.data.targetingCriterionId);
    return { criteria };
  },
  decide: (command, state) => {
    const { lineItemId, targetingCriterionId } = command;
    if (command.type === 'AddLineItemCriterion') {
      const { criterion } = command;
      if (state.criteria.has(targetingCriterionId)) return [];
      const held = [...state.criteria.values()];
      if (held.some((other) => same(other, criterion))) throw duplicateCriterion(lineItemId);
      if (isTvShow(criterion)) {
        const locations = held.filter(includedLocation);
        if (locations.length === 0) throw tvShowNeedsLocation(lineItemId);
        const outside = locations.find((location) => !inTvShowMarket(location.targeting_value, criterion.targeting_value));
        if (outside) throw tvShowOutsideMarket(criterion.targeting_value, outside.targeting_value);
      }
      if (includedLocation(criterion)) {
        const show = held.find((other) => isTvShow(other) && !inTvShowMarket(criterion.targeting_value, other.targeting_value));
        if (show) throw tvShowOutsideMarket(show.targeting_value, criterion.targeting_value);
      }
      return [{ type: 'campaigns.LineItemCriterionAdded', data: { lineItemId, targetingCriterionId, criterion } }];
    }
    const removed = state.criteria.get(targetingCriterionId);
    if (!removed) return [];
    const rest = [...state.criteria].filter(([id]) => id !== targetingCriterionId).map(([, criterion]) => criterion);
    if (includedLocation(removed) && rest.some(isTvShow) && !rest.some(includedLocation)) throw lastTvShowLocation(lineItemId);
    if (includedKeyword(removed) && command.placements?.includes(SEARCH_PLACEMENT) && !rest.some(includedKeyword)) throw searchNeedsKeyword(lineItemId);
    return [{ type: 'campaigns.LineItemCriterionRemoved', data: { lineItemId, targetingCriterionId } }];
  },
};

/** `campaigns.LineItemTargeting-<environment>-<line item>`. */
export const LINE_ITEM_TARGETING: ClaimStream<LineItemTargetingState, LineItemTargetingCommand, LineItemTargetingEvent> = {
  type: 'campaigns.LineItemTargeting',
  decider: lineItemTargetingDecider,
  events: { 'campaigns.LineItemCriterionAdded': 1, 'campaigns.LineItemCriterionRemoved': 1 },
};
