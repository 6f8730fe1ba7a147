import { fnv1a } from './hash';
import {
  BASE_POPULATION,
  estimateAudience,
  parseTargetingCriteria,
  PRIMARY_TARGETING_TYPES,
  reachOf,
  type TargetingCriterion,
} from './audience-estimate';

/** The request of the ads docs' audience_estimate example. */
const docsExample = [
  { targeting_type: 'BROAD_KEYWORD', targeting_value: 'nba', operator_type: 'EQ' },
  { targeting_type: 'BROAD_KEYWORD', targeting_value: 'tech', operator_type: 'NE' },
  { targeting_type: 'LOCATION', targeting_value: '96683cc9126741d1', operator_type: 'EQ' },
  { targeting_type: 'SIMILAR_TO_FOLLOWERS_OF_USER', targeting_value: '14230524' },
  { targeting_type: 'SIMILAR_TO_FOLLOWERS_OF_USER', targeting_value: '90420314' },
];
const estimate = (raw: unknown) => estimateAudience(parseTargetingCriteria(raw));
const error = (raw: unknown) => {
  try {
    parseTargetingCriteria(raw);
  } catch (e) {
    return e;
  }
  throw new Error('expected a failure');
};

describe('targeting criteria of an audience estimate', () => {
  it('takes publisher exclusions under either spelling of their type, excluded only', () => {
    const interest = { targeting_type: 'INTEREST', targeting_value: '1001' };
    expect(parseTargetingCriteria([interest, { targeting_type: 'CONTENT_PUBLISHER_ID', targeting_value: '1917731', operator_type: 'NE' }])[1]).toEqual({
      targeting_type: 'CONTENT_PUBLISHER_USER',
      targeting_value: '1917731',
      operator_type: 'NE',
    });
    expect(error([interest, { targeting_type: 'CONTENT_PUBLISHER_USER', targeting_value: '1917731' }])).toMatchObject({ parameter: 'operator_type' });
  });

  it('keeps the locations of a TV show targeting in the show\'s market', () => {
    const newsWatch = { targeting_type: 'TV_SHOW', targeting_value: '10027243420' };
    const us = { targeting_type: 'LOCATION', targeting_value: '96683cc9126741d1' };
    const sf = { targeting_type: 'LOCATION', targeting_value: '5a110d312052166f' };
    const japan = { targeting_type: 'LOCATION', targeting_value: '06ef846bfc783874' };
    expect(parseTargetingCriteria([newsWatch, us, sf])).toHaveLength(3);
    expect(error([newsWatch, us, japan])).toMatchObject({ parameter: 'targeting_criteria', message: expect.stringContaining('06ef846bfc783874') });
    // an excluded place elsewhere is no concern
    expect(parseTargetingCriteria([newsWatch, us, { ...japan, operator_type: 'NE' }])).toHaveLength(3);
  });

  it('parses the documented example, defaulting operator_type to EQ', () => {
    const criteria = parseTargetingCriteria(docsExample);
    expect(criteria[3]).toEqual({ targeting_type: 'SIMILAR_TO_FOLLOWERS_OF_USER', targeting_value: '14230524', operator_type: 'EQ' });
  });

  it('takes numbers where the docs show them, and keywords regardless of case and spacing', () => {
    const [gender, keyword] = parseTargetingCriteria([
      { targeting_type: 'GENDER', targeting_value: 1 },
      { targeting_type: 'PHRASE_KEYWORD', targeting_value: '  Election   Results ' },
    ]);
    expect(gender.targeting_value).toBe('1');
    expect(keyword.targeting_value).toBe('election results');
  });

  it('names what is missing or malformed', () => {
    expect(error(undefined)).toMatchObject({ kind: 'missing', parameter: 'targeting_criteria' });
    expect(error([])).toMatchObject({ kind: 'missing', parameter: 'targeting_criteria' });
    expect(error('INTEREST')).toMatchObject({ kind: 'invalid', parameter: 'targeting_criteria' });
    expect(error(['INTEREST'])).toMatchObject({ kind: 'invalid', parameter: 'targeting_criteria' });
    expect(error([{ targeting_value: '1' }])).toMatchObject({ kind: 'missing', parameter: 'targeting_type', message: '"targeting_type" is a required parameter' });
    expect(error([{ targeting_type: 'INTEREST' }])).toMatchObject({ kind: 'missing', parameter: 'targeting_value' });
    expect(error([{ targeting_type: 'HOROSCOPE', targeting_value: 'leo' }])).toMatchObject({ kind: 'invalid', parameter: 'targeting_type' });
    expect(error([{ targeting_type: 'INTEREST', targeting_value: 'cats' }])).toMatchObject({ kind: 'invalid', parameter: 'targeting_value' });
    expect(error([{ targeting_type: 'INTEREST', targeting_value: { id: 1 } }])).toMatchObject({ kind: 'invalid', parameter: 'targeting_value' });
    expect(error([{ targeting_type: 'LOCATION', targeting_value: 'US' }])).toMatchObject({ kind: 'invalid', parameter: 'targeting_value' });
    expect(error([{ targeting_type: 'AGE', targeting_value: 'AGE_OVER_99' }])).toMatchObject({ kind: 'invalid', parameter: 'targeting_value' });
    expect(error([{ targeting_type: 'INTEREST', targeting_value: '1001', operator_type: 'GTE' }])).toMatchObject({
      kind: 'invalid',
      parameter: 'operator_type',
    });
  });

  it('needs at least one primary criterion', () => {
    expect(error([{ targeting_type: 'LOCATION', targeting_value: '96683cc9126741d1' }])).toMatchObject({
      kind: 'invalid',
      parameter: 'targeting_criteria',
      message: expect.stringContaining('primary'),
    });
    expect(PRIMARY_TARGETING_TYPES).toEqual(
      expect.arrayContaining(['FOLLOWERS_OF_USER', 'SIMILAR_TO_FOLLOWERS_OF_USER', 'CUSTOM_AUDIENCE', 'INTEREST', 'BROAD_KEYWORD', 'TV_SHOW']),
    );
    expect(PRIMARY_TARGETING_TYPES).not.toContain('LOCATION');
  });

  it('keeps the documented limits and combinations', () => {
    const interest = { targeting_type: 'INTEREST', targeting_value: '1001' };
    const age = (v: string) => ({ targeting_type: 'AGE', targeting_value: v });
    expect(error([interest, age('AGE_OVER_18'), age('AGE_OVER_21')])).toMatchObject({ parameter: 'targeting_criteria' });
    const keywords = Array.from({ length: 1001 }, (_, i) => ({ targeting_type: 'BROAD_KEYWORD', targeting_value: `k${i}` }));
    expect(error(keywords)).toMatchObject({ parameter: 'targeting_criteria' });
    expect(error([{ targeting_type: 'TV_SHOW', targeting_value: '10027243420' }])).toMatchObject({ message: expect.stringContaining('LOCATION') });
    expect(error([interest, { targeting_type: 'ENGAGEMENT_TYPE', targeting_value: 'IMPRESSION' }])).toMatchObject({
      parameter: 'targeting_criteria',
    });
    expect(error([interest, { targeting_type: 'APP_LIST', targeting_value: 'abc', operator_type: 'EQ' }])).toMatchObject({
      parameter: 'operator_type',
    });
    expect(() =>
      parseTargetingCriteria([
        interest,
        { targeting_type: 'ENGAGEMENT_TYPE', targeting_value: 'ENGAGEMENT' },
        { targeting_type: 'CAMPAIGN_ENGAGEMENT', targeting_value: 'f2rp3' },
        { targeting_type: 'APP_LIST', targeting_value: 'abc', operator_type: 'NE' },
      ]),
    ).not.toThrow();
  });
});

describe('the audience estimate', () => {
  it('is the same for the same criteria, whatever their order or repetition', () => {
    const first = estimate(docsExample);
    expect(estimate(docsExample)).toEqual(first);
    expect(estimate([...docsExample].reverse())).toEqual(first);
    expect(estimate([...docsExample, docsExample[0]])).toEqual(first);
    expect(first.audience_size.min).toBeGreaterThan(0);
    expect(first.audience_size.max).toBeGreaterThan(first.audience_size.min);
  });

  it('is a band of 5% either side of the point estimate', () => {
    const { min, max } = estimate(docsExample).audience_size;
    const point = (min + max) / 2;
    expect(min / point).toBeCloseTo(0.95, 4);
    expect(max / point).toBeCloseTo(1.05, 4);
  });

  it('narrows with each other type (AND), widens with primaries (union) and same-type values (OR), narrows with NE', () => {
    const interest: TargetingCriterion = { targeting_type: 'INTEREST', targeting_value: '1001', operator_type: 'EQ' };
    const keyword: TargetingCriterion = { targeting_type: 'BROAD_KEYWORD', targeting_value: 'nba', operator_type: 'EQ' };
    const us: TargetingCriterion = { targeting_type: 'LOCATION', targeting_value: '96683cc9126741d1', operator_type: 'EQ' };
    const gb: TargetingCriterion = { ...us, targeting_value: '6416b8512febefc9' };
    const size = (criteria: TargetingCriterion[]) => estimateAudience(criteria).audience_size.max;
    expect(size([interest])).toBe(Math.round(BASE_POPULATION * reachOf(interest) * 1.05));
    expect(size([interest, us])).toBeLessThan(size([interest]));
    expect(size([interest, us, gb])).toBeGreaterThan(size([interest, us]));
    expect(size([interest, keyword])).toBeGreaterThan(size([interest]));
    expect(size([interest, { ...keyword, operator_type: 'NE' }])).toBeLessThan(size([interest]));
  });

  it('hashes with 32-bit FNV-1a', () => {
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
    expect(fnv1a('foobar')).toBe(0xbf9cf968);
  });
});
