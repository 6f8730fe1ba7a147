import { adsCaller, type AdsCaller } from '../../support/ads-client';
import { startTestApp, type TestApp } from '../../support/app';

/** Keyword insights: synthetic volumes and related keywords, deterministic for the same request, within the documented limits. */
describe('keyword insights', () => {
  let t: TestApp;
  let ads: AdsCaller;
  const path = '/12/insights/keywords/search';
  beforeAll(async () => {
    t = await startTestApp();
    ads = await adsCaller(t, { api: await t.listen() });
  });
  afterAll(() => t.close());

  it('answers one datapoint per unit and 30 related keywords, the same each time, echoing the settled parameters', async () => {
    const params = { granularity: 'HOUR', keywords: 'developers, api', start_time: '2026-11-01T00:00:00Z', end_time: '2026-11-02T00:00:00Z' };
    const first = await ads.get(path, params);
    expect(first.status).toBe(200);
    expect(first.body.request.params).toEqual({
      start_time: '2026-11-01T00:00:00Z',
      end_time: '2026-11-02T00:00:00Z',
      granularity: 'HOUR',
      keywords: ['developers', 'api'],
    });
    const { related_keywords, post_volume } = first.body.data;
    expect(post_volume).toHaveLength(24);
    expect(post_volume.every((v: unknown) => Number.isInteger(v) && (v as number) >= 0)).toBe(true);
    expect(related_keywords).toHaveLength(30);
    expect(new Set(related_keywords).size).toBe(30);
    expect(related_keywords).not.toContain('developers');
    expect((await ads.get(path, params)).body.data).toEqual(first.body.data);

    // days over the same range; another keyword set, other numbers
    const days = await ads.get(path, { ...params, granularity: 'DAY', end_time: '2026-11-08T00:00:00Z' });
    expect(days.body.data.post_volume).toHaveLength(7);
    const other = await ads.get(path, { ...params, keywords: 'gardening' });
    expect(other.body.data.post_volume).not.toEqual(post_volume);
    const negated = await ads.get(path, { ...params, negative_keywords: 'jobs', location: '96683cc9126741d1' });
    expect(negated.body.request.params).toMatchObject({ negative_keywords: ['jobs'], location: '96683cc9126741d1' });
  });

  it('defaults end_time to now', async () => {
    const start = new Date(Date.now() - 3 * 3_600_000).toISOString();
    const answer = await ads.get(path, { granularity: 'HOUR', keywords: 'now', start_time: start });
    expect(answer.status).toBe(200);
    expect(Math.abs(Date.parse(answer.body.request.params.end_time) - Date.now())).toBeLessThan(5_000);
    expect(answer.body.data.post_volume.length).toBeGreaterThanOrEqual(3);
  });

  it('keeps the limits: 10 keywords in all, 7 days, required parameters', async () => {
    const base = { granularity: 'DAY', start_time: '2026-11-01T00:00:00Z', end_time: '2026-11-03T00:00:00Z' };
    const tooMany = await ads.get(path, { ...base, keywords: 'a,b,c,d,e,f', negative_keywords: 'g,h,i,j,k' });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors[0]).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'keywords', message: expect.stringContaining('10') });
    const tooLong = await ads.get(path, { ...base, keywords: 'a', end_time: '2026-11-08T00:00:01Z' });
    expect(tooLong.body.errors[0]).toMatchObject({ parameter: 'end_time', message: expect.stringContaining('7 days') });
    const backwards = await ads.get(path, { ...base, keywords: 'a', end_time: '2026-10-01T00:00:00Z' });
    expect(backwards.body.errors[0].parameter).toBe('end_time');
    for (const missing of ['granularity', 'keywords', 'start_time']) {
      const params: Record<string, string> = { ...base, keywords: 'a' };
      delete params[missing];
      const answer = await ads.get(path, params);
      expect(answer.status).toBe(400);
      expect(answer.body.errors[0]).toMatchObject({ code: 'MISSING_PARAMETER', parameter: missing });
    }
    expect((await ads.get(path, { ...base, keywords: 'a', granularity: 'WEEK' })).body.errors[0].parameter).toBe('granularity');
    expect((await ads.get(path, { ...base, keywords: 'a', location: 'US' })).body.errors[0].parameter).toBe('location');
  });
});
