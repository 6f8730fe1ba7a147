import { fnv1a } from './hash';

describe('fnv1a', () => {
  it('gives the published 32-bit FNV-1a test vectors', () => {
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
    expect(fnv1a('foobar')).toBe(0xbf9cf968);
  });

  it('hashes text beyond ASCII as its UTF-8 bytes (é is C3 A9), not as one code unit', () => {
    expect(fnv1a('é')).toBe(0x1e9de8c1);
    expect(fnv1a('é')).not.toBe(0x6c0b6c44);
  });

  it('is an unsigned 32-bit number', () => {
    for (const text of ['', 'x', 'a longer text to hash', '🙂']) {
      const hash = fnv1a(text);
      expect(Number.isInteger(hash) && hash >= 0 && hash <= 0xffffffff).toBe(true);
    }
  });
});
