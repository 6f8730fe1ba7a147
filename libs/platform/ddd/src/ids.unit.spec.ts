import { BASE36_ID, base36Id, MEDIA_KEY, mediaKey, NUMERIC_ID, numericId, SPACE_ID, snowflake, spaceId } from './ids';

describe('ids', () => {
  it('numeric ids are at most 19 digits, unique and increasing', () => {
    const ids = Array.from({ length: 5000 }, () => numericId());
    for (const id of ids) expect(id).toMatch(NUMERIC_ID);
    expect(new Set(ids).size).toBe(ids.length);
    const sorted = [...ids].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
    expect(sorted).toEqual(ids);
  });

  it('snowflakes stay monotonic when the clock goes back', () => {
    const a = snowflake(Date.UTC(2030, 0, 1));
    const b = snowflake(Date.UTC(2029, 0, 1));
    expect(b > a).toBe(true);
  });

  it('ads ids are short lowercase base36 strings, unique', () => {
    const ids = Array.from({ length: 20000 }, () => base36Id());
    for (const id of ids) {
      expect(id).toMatch(BASE36_ID);
      expect(id.length).toBeLessThanOrEqual(12);
      expect(id.length).toBeGreaterThanOrEqual(8);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('media keys are <n>_<digits>', () => {
    expect(mediaKey('image')).toMatch(/^3_\d+$/);
    expect(mediaKey('video')).toMatch(/^7_\d+$/);
    expect(mediaKey('gif')).toMatch(MEDIA_KEY);
  });

  it('Space ids are 13 letters and digits, like 1qxvvvyLLdnxB, and do not repeat', () => {
    expect('1qxvvvyLLdnxB').toMatch(SPACE_ID);
    const ids = Array.from({ length: 5000 }, () => spaceId());
    for (const id of ids) expect(id).toMatch(SPACE_ID);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.some((id) => /[A-Z]/.test(id)) && ids.some((id) => /[a-z]/.test(id.slice(1)))).toBe(true);
  });
});
