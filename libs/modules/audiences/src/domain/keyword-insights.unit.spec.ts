import { checkKeywordSearch, keywordInsight, type KeywordSearch, RELATED_KEYWORDS, unitsOf } from './keyword-insights';

const search = (over: Partial<KeywordSearch> = {}): KeywordSearch => ({
  granularity: 'DAY',
  keywords: ['developers'],
  negativeKeywords: [],
  start: new Date('2018-02-01T00:00:00Z'),
  end: new Date('2018-02-02T00:00:00Z'),
  ...over,
});

describe('a keyword insights request', () => {
  it('takes at most 10 keywords, keywords and negative keywords together', () => {
    const ten = Array.from({ length: 10 }, (_, i) => `k${i}`);
    expect(() => checkKeywordSearch(search({ keywords: ten }))).not.toThrow();
    expect(() => checkKeywordSearch(search({ keywords: ten.slice(0, 6), negativeKeywords: ten.slice(6) }))).not.toThrow();
    expect(() => checkKeywordSearch(search({ keywords: ten.slice(0, 6), negativeKeywords: [...ten.slice(6), 'k10'] }))).toThrow(
      expect.objectContaining({ kind: 'invalid', parameter: 'keywords' }),
    );
  });

  it('needs end_time after start_time, at most 7 days after', () => {
    const start = new Date('2018-02-01T00:00:00Z');
    expect(() => checkKeywordSearch(search({ start, end: start }))).toThrow(expect.objectContaining({ parameter: 'end_time' }));
    expect(() => checkKeywordSearch(search({ start, end: new Date('2018-02-08T00:00:00Z') }))).not.toThrow();
    expect(() => checkKeywordSearch(search({ start, end: new Date('2018-02-08T00:00:01Z') }))).toThrow(expect.objectContaining({ parameter: 'end_time' }));
  });
});

describe('the units of a range', () => {
  it('start on the whole hour or day holding start_time and reach end_time', () => {
    const hours = unitsOf({ granularity: 'HOUR', start: new Date('2026-01-01T10:30:00Z'), end: new Date('2026-01-01T13:00:00Z') });
    expect(hours.map((at) => new Date(at).toISOString())).toEqual(['2026-01-01T10:00:00.000Z', '2026-01-01T11:00:00.000Z', '2026-01-01T12:00:00.000Z']);
    const days = unitsOf({ granularity: 'DAY', start: new Date('2026-01-01T23:00:00Z'), end: new Date('2026-01-03T00:00:01Z') });
    expect(days.map((at) => new Date(at).toISOString().slice(0, 10))).toEqual(['2026-01-01', '2026-01-02', '2026-01-03']);
  });
});

describe('keyword insights', () => {
  it('answer one volume per unit and 30 related keywords, none of them a keyword asked, none twice', () => {
    const insight = keywordInsight(search({ granularity: 'HOUR', keywords: ['developers', 'apis'], negativeKeywords: ['jobs'] }));
    expect(insight.post_volume).toHaveLength(24);
    for (const volume of insight.post_volume) expect(Number.isInteger(volume) && volume >= 0).toBe(true);
    expect(insight.related_keywords).toHaveLength(RELATED_KEYWORDS);
    expect(new Set(insight.related_keywords).size).toBe(RELATED_KEYWORDS);
    for (const keyword of ['developers', 'apis', 'jobs']) expect(insight.related_keywords).not.toContain(keyword);
  });

  it('are the same for the same request, whatever the case and order of its keywords', () => {
    const first = keywordInsight(search({ keywords: ['Developers', 'APIs'] }));
    expect(keywordInsight(search({ keywords: ['apis', 'developers'] })).post_volume).toEqual(first.post_volume);
    expect(keywordInsight(search({ keywords: ['Developers', 'APIs'] }))).toEqual(first);
  });

  it('agree on the units two overlapping ranges share', () => {
    const monday = keywordInsight(search({ granularity: 'HOUR', start: new Date('2026-01-05T00:00:00Z'), end: new Date('2026-01-05T12:00:00Z') }));
    const later = keywordInsight(search({ granularity: 'HOUR', start: new Date('2026-01-05T06:00:00Z'), end: new Date('2026-01-05T18:00:00Z') }));
    expect(later.post_volume.slice(0, 6)).toEqual(monday.post_volume.slice(6));
  });

  it('differ with the location and the negative keywords', () => {
    const plain = keywordInsight(search({ granularity: 'HOUR' })).post_volume;
    expect(keywordInsight(search({ granularity: 'HOUR', location: '96683cc9126741d1' })).post_volume).not.toEqual(plain);
    expect(keywordInsight(search({ granularity: 'HOUR', negativeKeywords: ['jobs'] })).post_volume).not.toEqual(plain);
  });

  it('refuse a request that breaks a rule', () => {
    expect(() => keywordInsight(search({ end: new Date('2018-01-31T00:00:00Z') }))).toThrow(expect.objectContaining({ parameter: 'end_time' }));
  });
});
