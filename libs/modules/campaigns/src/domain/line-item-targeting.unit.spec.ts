import { deciderSpec } from '@platform/testing';
import type { OperatorType, TargetingCriterion } from './audience-estimate';
import { type LineItemTargetingEvent, lineItemTargetingDecider } from './line-item-targeting';
import { TV_SHOWS } from './reference/targeting-catalogue';

const spec = deciderSpec(lineItemTargetingDecider);
const lineItemId = 'li1';
const criterion = (targeting_type: string, targeting_value: string, operator_type: OperatorType = 'EQ'): TargetingCriterion => ({
  targeting_type,
  targeting_value,
  operator_type,
});
const added = (targetingCriterionId: string, c: TargetingCriterion): LineItemTargetingEvent => ({
  type: 'campaigns.LineItemCriterionAdded',
  data: { lineItemId, targetingCriterionId, criterion: c },
});
const removed = (targetingCriterionId: string): LineItemTargetingEvent => ({ type: 'campaigns.LineItemCriterionRemoved', data: { lineItemId, targetingCriterionId } });
const add = (targetingCriterionId: string, c: TargetingCriterion) => ({ type: 'AddLineItemCriterion' as const, lineItemId, targetingCriterionId, criterion: c });
const remove = (targetingCriterionId: string, placements?: string[]) => ({ type: 'RemoveLineItemCriterion' as const, lineItemId, targetingCriterionId, placements });

const coffee = criterion('BROAD_KEYWORD', 'coffee');
// NewsWatch airs in the United States only; Premier Match Day in the United Kingdom and Ireland
const newsWatch = criterion('TV_SHOW', '10027243420');
const premier = criterion('TV_SHOW', String(TV_SHOWS.find((s) => s.name === 'Premier Match Day')!.targeting_value));
const losAngeles = criterion('LOCATION', '3b77caf94bfc81fe');
const unitedStates = criterion('LOCATION', '96683cc9126741d1');
const london = criterion('LOCATION', '457b4814b4240d87');

describe('the targeting criteria of a line item', () => {
  it('holds one criterion per type, value and operator: the same again under another id is refused naming targeting_value', () => {
    spec.given([]).when(add('c1', coffee)).then([added('c1', coffee)]);
    spec.given([added('c1', coffee)]).when(add('c2', coffee)).thenThrows({ code: 'INVALID_PARAMETER', parameter: 'targeting_value' });
    // another operator, or the same criterion once deleted, is another matter
    spec.given([added('c1', coffee)]).when(add('c2', criterion('BROAD_KEYWORD', 'coffee', 'NE'))).then([added('c2', criterion('BROAD_KEYWORD', 'coffee', 'NE'))]);
    spec.given([added('c1', coffee), removed('c1')]).when(add('c2', coffee)).then([added('c2', coffee)]);
    // a criterion it holds already is recorded once
    spec.given([added('c1', coffee)]).when(add('c1', coffee)).then([]);
  });

  it('removes a criterion it holds; one it does not hold records nothing', () => {
    spec.given([added('c1', coffee)]).when(remove('c1')).then([removed('c1')]);
    spec.given([added('c1', coffee), removed('c1')]).when(remove('c1')).then([]);
    spec.given([]).when(remove('c9')).then([]);
  });

  it('takes a TV show only after an included location, every location within its market', () => {
    spec.given([]).when(add('t1', newsWatch)).thenThrows({ code: 'INVALID_TV_SHOW_LOCATIONS', parameter: 'targeting_type' });
    // an excluded location is no location to run in
    spec.given([added('l1', criterion('LOCATION', '96683cc9126741d1', 'NE'))]).when(add('t1', newsWatch)).thenThrows({ code: 'INVALID_TV_SHOW_LOCATIONS' });
    spec.given([added('l1', losAngeles)]).when(add('t1', newsWatch)).then([added('t1', newsWatch)]);
    spec.given([added('l1', losAngeles), added('l2', london)]).when(add('t1', newsWatch)).thenThrows({ code: 'TV_SHOW_OUTSIDE_MARKET', parameter: 'targeting_value' });
    spec.given([added('l1', london)]).when(add('t1', premier)).then([added('t1', premier)]);
  });

  it('keeps the locations of a targeted TV show in its market, and one of them', () => {
    const targeted = [added('l1', losAngeles), added('t1', newsWatch)];
    spec.given(targeted).when(add('l2', london)).thenThrows({ code: 'TV_SHOW_OUTSIDE_MARKET', parameter: 'targeting_value' });
    spec.given(targeted).when(add('l2', unitedStates)).then([added('l2', unitedStates)]);
    // excluding a place elsewhere narrows nothing the show needs
    spec.given(targeted).when(add('l2', criterion('LOCATION', '457b4814b4240d87', 'NE'))).then([added('l2', criterion('LOCATION', '457b4814b4240d87', 'NE'))]);
    spec.given(targeted).when(remove('l1')).thenThrows({ code: 'INVALID_TV_SHOW_LOCATIONS', parameter: 'targeting_criterion_id' });
    spec.given([...targeted, added('l2', unitedStates)]).when(remove('l1')).then([removed('l1')]);
    // without the TV show, the location goes
    spec.given([...targeted, removed('t1')]).when(remove('l1')).then([removed('l1')]);
  });

  it('keeps a keyword on a line item placed in search: the last included one cannot go', () => {
    const search = ['PLATFORM_SEARCH'];
    spec.given([added('k1', coffee)]).when(remove('k1', search)).thenThrows({ code: 'INVALID_PARAMETER', parameter: 'targeting_criterion_id' });
    spec.given([added('k1', coffee), added('k2', criterion('BROAD_KEYWORD', 'coffee', 'NE'))]).when(remove('k1', ['PLATFORM_TIMELINE', 'PLATFORM_SEARCH'])).thenThrows({
      parameter: 'targeting_criterion_id',
    });
    spec.given([added('k1', coffee), added('k2', criterion('EXACT_KEYWORD', 'tea'))]).when(remove('k1', search)).then([removed('k1')]);
    // elsewhere, or on a line item no longer live (no placements), keywords go freely
    spec.given([added('k1', coffee)]).when(remove('k1', ['ALL_ON_PLATFORM'])).then([removed('k1')]);
    spec.given([added('k1', coffee)]).when(remove('k1')).then([removed('k1')]);
    // other criteria of a search line item go freely
    spec.given([added('k1', coffee), added('g1', criterion('GENDER', '1'))]).when(remove('g1', search)).then([removed('g1')]);
  });
});
