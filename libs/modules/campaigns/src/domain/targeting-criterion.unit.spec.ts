import { deciderSpec } from '@platform/testing';
import { targetingCriterionDecider } from './targeting-criterion';

const spec = deciderSpec(targetingCriterionDecider);
const base = { environment: 'production' as const, accountId: 'acc1', id: 'tc1', now: 't0', type: 'CreateTargetingCriterion' as const, lineItemId: 'li1' };
const audienceCriterion = { targeting_type: 'CUSTOM_AUDIENCE', targeting_value: 'ca1', operator_type: 'EQ' as const };
const audience = { usable: true, targetable: true, reasonsNotTargetable: [], name: 'Buyers', audienceType: 'CRM' };

describe('a targeting criterion', () => {
  it('records the criterion, named after its keyword or audience', () => {
    const [keyword] = spec.given([]).when({ ...base, criterion: { targeting_type: 'PHRASE_KEYWORD', targeting_value: 'cold brew', operator_type: 'NE' } }).thenEvents();
    expect(keyword.data).toMatchObject({ targetingCriterion: { name: 'cold brew', operator_type: 'NE', tailored_audience_type: null, line_item_id: 'li1' } });
    const [targeted] = spec.given([]).when({ ...base, criterion: audienceCriterion, audience }).thenEvents();
    expect(targeted.data).toMatchObject({ targetingCriterion: { name: 'Buyers', tailored_audience_type: 'CRM', tailored_audience_expansion: false } });
  });

  it('targets a custom audience only when the account may use it and it is targetable', () => {
    spec.given([]).when({ ...base, criterion: audienceCriterion }).thenThrows({ parameter: 'targeting_value' });
    spec.given([]).when({ ...base, criterion: audienceCriterion, audience: { ...audience, usable: false } }).thenThrows({ message: expect.stringContaining('not shared') });
    spec
      .given([])
      .when({ ...base, criterion: audienceCriterion, audience: { ...audience, targetable: false, reasonsNotTargetable: ['PROCESSING'] } })
      .thenThrows({ message: expect.stringContaining('PROCESSING') });
  });
});
