import { decodeCursor, encodeCursor, useCursorKey } from './cursor';

describe('signed cursors', () => {
  beforeAll(() => useCursorKey(Buffer.alloc(32, 7)));

  it('decode to the position they were minted with, for the same list', () => {
    const cursor = encodeCursor(['2026-01-01T00:00:00.000Z', 'abc'], 'campaigns|created_at|asc');
    expect(decodeCursor(cursor, 'campaigns|created_at|asc')).toEqual(['2026-01-01T00:00:00.000Z', 'abc']);
  });

  it('refuse one minted for another list, altered, unsigned or signed with another key', () => {
    const cursor = encodeCursor(['a', 'b'], 'campaigns|name|asc');
    const [payload, tag] = cursor.split('.');
    const altered = `${Buffer.from('["x","b"]').toString('base64url')}.${tag}`;
    const candidates = [cursor.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')), altered, payload, `${payload}.`, '.', ''];
    for (const bad of candidates) expect(() => decodeCursor(bad, 'campaigns|name|asc')).toThrow(/Invalid cursor/);
    expect(() => decodeCursor(cursor, 'campaigns|name|desc')).toThrow(/Invalid cursor/);
    useCursorKey(Buffer.alloc(32, 8));
    expect(() => decodeCursor(cursor, 'campaigns|name|asc')).toThrow(/Invalid cursor/);
  });
});
