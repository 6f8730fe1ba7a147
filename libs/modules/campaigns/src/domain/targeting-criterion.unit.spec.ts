import { deciderSpec } from '@platform/testing';
import { PUBLISHERS } from './reference/content-categories';
import { targetingCriterionCreatedV1ToV2, targetingCriterionDecider } from './targeting-criterion';

const spec = deciderSpec(targetingCriterionDecider);
const base = { environment: 'production' as const, accountId: 'acc1', id: 'tc1', now: 't0', type: 'CreateTargetingCriterion' as const, lineItemId: 'li1' };
const audienceCriterion = { targeting_type: 'CUSTOM_AUDIENCE', targeting_value: 'ca1', operator_type: 'EQ' as const };
const audience = { usable: true, targetable: true, reasonsNotTargetable: [], name: 'Buyers', audienceType: 'CRM' };

describe('a targeting criterion', () => {
  it('records the criterion, named after its keyword or audience', () => {
    const [keyword] = spec.given([]).when({ ...base, criterion: { targeting_type: 'PHRASE_KEYWORD', targeting_value: 'cold brew', operator_type: 'NE' } }).thenEvents();
    expect(keyword.data).toMatchObject({ targetingCriterion: { name: 'cold brew', operator_type: 'NE', line_item_id: 'li1' } });
    const [targeted] = spec.given([]).when({ ...base, criterion: audienceCriterion, audience }).thenEvents();
    expect(targeted.data).toMatchObject({ targetingCriterion: { name: 'Buyers' } });
    expect(Object.keys((targeted.data as { targetingCriterion: object }).targetingCriterion)).not.toContain('tailored_audience_type');
  });

  it('names a catalogue value after its entry, and a place with its location_type', () => {
    const criterion = (targeting_type: string, targeting_value: string) => ({ targeting_type, targeting_value, operator_type: 'EQ' as const });
    const [city] = spec.given([]).when({ ...base, criterion: criterion('LOCATION', '5a110d312052166f') }).thenEvents();
    expect(city.data).toMatchObject({ targetingCriterion: { name: 'San Francisco, San Francisco-Oakland-San Jose CA, CA, USA', location_type: 'CITIES' } });
    const [country] = spec.given([]).when({ ...base, criterion: criterion('LOCATION', '96683cc9126741d1') }).thenEvents();
    expect(country.data).toMatchObject({ targetingCriterion: { name: 'United States', location_type: 'COUNTRIES' } });
    const [iab] = spec.given([]).when({ ...base, criterion: criterion('IAB_CATEGORY', 'IAB12') }).thenEvents();
    expect(iab.data).toMatchObject({ targetingCriterion: { name: 'News' } });
    expect((iab.data as { targetingCriterion: object }).targetingCriterion).not.toHaveProperty('location_type');
    const [interest] = spec.given([]).when({ ...base, criterion: criterion('INTEREST', '1001') }).thenEvents();
    expect(interest.data).toMatchObject({ targetingCriterion: { name: 'Books and literature/Biographies and memoirs' } });
    const [publisher] = spec.given([]).when({ ...base, criterion: { ...criterion('CONTENT_PUBLISHER_USER', PUBLISHERS[0].user_id), operator_type: 'NE' } }).thenEvents();
    expect(publisher.data).toMatchObject({ targetingCriterion: { name: PUBLISHERS[0].username, operator_type: 'NE' } });
    const [other] = spec.given([]).when({ ...base, criterion: { ...criterion('CONTENT_PUBLISHER_USER', '17288520'), operator_type: 'NE' } }).thenEvents();
    expect(other.data).toMatchObject({ targetingCriterion: { name: null } });
    const [age] = spec.given([]).when({ ...base, criterion: criterion('AGE', 'AGE_OVER_18') }).thenEvents();
    expect(age.data).toMatchObject({ targetingCriterion: { name: null } });
    expect((age.data as { targetingCriterion: object }).targetingCriterion).not.toHaveProperty('location_type');
  });

  it('targets a custom audience only when the account may use it and it is targetable', () => {
    spec.given([]).when({ ...base, criterion: audienceCriterion }).thenThrows({ parameter: 'targeting_value' });
    spec.given([]).when({ ...base, criterion: audienceCriterion, audience: { ...audience, usable: false } }).thenThrows({ message: expect.stringContaining('not shared') });
    spec
      .given([])
      .when({ ...base, criterion: audienceCriterion, audience: { ...audience, targetable: false, reasonsNotTargetable: ['PROCESSING'] } })
      .thenThrows({ message: expect.stringContaining('PROCESSING') });
  });

  it('reads a version 1 creation without the audience members, and a location_type only on a place', () => {
    const v1 = { line_item_id: 'li1', targeting_type: 'CUSTOM_AUDIENCE', targeting_value: 'ca1', tailored_audience_type: 'CRM', tailored_audience_expansion: false, location_type: null };
    expect(targetingCriterionCreatedV1ToV2({ targetingCriterion: v1 }).targetingCriterion).toEqual({ line_item_id: 'li1', targeting_type: 'CUSTOM_AUDIENCE', targeting_value: 'ca1' });
    const place = { targeting_type: 'LOCATION', targeting_value: '96683cc9126741d1', tailored_audience_type: null, tailored_audience_expansion: false, location_type: 'COUNTRIES' };
    expect(targetingCriterionCreatedV1ToV2({ targetingCriterion: place }).targetingCriterion).toEqual({ targeting_type: 'LOCATION', targeting_value: '96683cc9126741d1', location_type: 'COUNTRIES' });
  });
});
