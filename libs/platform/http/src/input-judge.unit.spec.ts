import { faultIn, jsonNestedDeeperThan } from './input-judge';

describe('the input judge', () => {
  describe('nesting depth of raw JSON', () => {
    const nested = (n: number) => '['.repeat(n) + ']'.repeat(n);

    it('counts arrays and objects, up to the limit included', () => {
      expect(jsonNestedDeeperThan(Buffer.from(nested(32)))).toBe(false);
      expect(jsonNestedDeeperThan(Buffer.from(nested(33)))).toBe(true);
      expect(jsonNestedDeeperThan(Buffer.from('{"a":'.repeat(33) + '1' + '}'.repeat(33)))).toBe(true);
    });

    it('ignores brackets inside strings, escaped quotes included', () => {
      const text = JSON.stringify({ a: '['.repeat(100), b: 'say \\"[[[[\\" ' + '{'.repeat(100) });
      expect(jsonNestedDeeperThan(Buffer.from(text))).toBe(false);
      expect(jsonNestedDeeperThan(Buffer.from(`["\\\\", ${nested(32)}]`))).toBe(true);
    });
  });

  describe('faults in a parsed body', () => {
    const fault = (value: unknown) => {
      const error = faultIn(value);
      return error && { parameter: error.parameter, message: error.message };
    };

    it('passes sound bodies', () => {
      expect(fault({ name: 'café 🦜', count: 20, ratio: 0.5, ids: ['1', '2'], on: true, none: null })).toBeUndefined();
      expect(fault([{ a: Number.MAX_SAFE_INTEGER }, { b: -Number.MAX_SAFE_INTEGER }])).toBeUndefined();
    });

    it('names a lone surrogate by its path, in values and in member names', () => {
      expect(fault({ name: 'a\ud800' })?.parameter).toBe('name');
      expect(fault({ filter: { keyword: '\udc00x' } })?.parameter).toBe('filter.keyword');
      expect(fault({ ids: ['1', '\ud800'] })?.parameter).toBe('ids[1]');
      expect(fault({ filter: { ['k\ud800']: 1 } })?.parameter).toBe('filter');
      expect(fault('\ud800')?.parameter).toBe('body');
    });

    it('refuses numbers beyond the safe integer range, and infinities', () => {
      for (const n of [2 ** 53, 1e19, -1e30, Infinity, -Infinity]) expect(fault({ amount: n })?.parameter).toBe('amount');
    });

    it('refuses members named like inherited properties, naming the parameter holding them', () => {
      expect(fault(JSON.parse('{"__proto__":{"x":1}}'))).toEqual({ parameter: '__proto__', message: 'The member name `__proto__` is not allowed' });
      expect(fault({ name: { constructor: 1 } })).toEqual({
        parameter: 'name',
        message: 'The `name` parameter holds a member named `constructor`, which is not allowed',
      });
      expect(fault({ toString: 'x' })?.parameter).toBe('toString');
      expect(fault({ own: 1, hasOwnPropertyNot: 2 })).toBeUndefined();
    });
  });
});
